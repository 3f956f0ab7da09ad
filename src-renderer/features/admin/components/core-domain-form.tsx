import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { messages } from '#shared/messages.ts';
import { SetupCoreDomainRequestSchema } from '#shared/schemas/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { useSetupCoreDomain } from '../api/setup-core-domain.ts';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/admin.ts';

type CoreInput = z.input<typeof SetupCoreDomainRequestSchema>;
type CoreOutput = z.output<typeof SetupCoreDomainRequestSchema>;

/** Points the app's root domain at this server: an A/AAAA record for the root and a wildcard CNAME. */
export function CoreDomainForm() {
  const setup = useSetupCoreDomain();
  const form = useForm<CoreInput, unknown, CoreOutput>({
    resolver: zodResolver(SetupCoreDomainRequestSchema),
    defaultValues: { domain: '', ipAddress: '' },
  });
  const { errors } = form.formState;
  // One message covers either field missing; show it once, not under both fields.
  const required = [errors.domain?.message, errors.ipAddress?.message].includes(messages.domainAndIpRequired);
  const domainError = required ? undefined : errors.domain?.message;
  const ipError = required ? undefined : errors.ipAddress?.message;

  const onSubmit = form.handleSubmit((values) =>
    setup.mutate(
      values,
      feedback({ failure: { title: tx('admin.dns.core.setupFailed'), fallback: tx('admin.dns.core.setupFailed') } }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card
        title={tx('admin.dns.core.title')}
        description={tx('admin.dns.core.description')}
        footer={
          <Button type="submit" disabled={setup.isPending}>
            {setup.isPending ? tx('admin.dns.core.settingUp') : tx('admin.dns.core.submit')}
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={tx('admin.dns.core.domain')}
            placeholder="example.com"
            autoComplete="off"
            spellCheck={false}
            error={domainError}
            invalid={required}
            {...form.register('domain')}
          />
          <TextField
            label={tx('admin.dns.core.ipAddress')}
            placeholder="203.0.113.10"
            autoComplete="off"
            spellCheck={false}
            error={ipError}
            invalid={required}
            {...form.register('ipAddress')}
          />
        </div>
        {required && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {knownText(messages.domainAndIpRequired)}
          </p>
        )}
        {setup.data && (
          <p
            role="status"
            className="mt-4 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300"
          >
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {knownText(setup.data.message)}
          </p>
        )}
      </Card>
    </form>
  );
}
