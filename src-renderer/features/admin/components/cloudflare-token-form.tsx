import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { SaveCloudflareTokenRequestSchema } from '#shared/schemas/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { useAdminSettings } from '../api/get-admin-settings.ts';
import { useSaveCloudflareToken } from '../api/save-cloudflare-token.ts';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/admin.ts';

type TokenInput = z.input<typeof SaveCloudflareTokenRequestSchema>;
type TokenOutput = z.output<typeof SaveCloudflareTokenRequestSchema>;

function TokenStatus() {
  const settings = useAdminSettings();
  if (settings.isPending)
    return <span className="text-gray-600 dark:text-gray-400">{tx('admin.dns.token.checking')}</span>;
  if (settings.isError)
    return <span className="text-red-600 dark:text-red-400">{tx('admin.dns.token.statusFailed')}</span>;
  const { configured, last4 } = settings.data.cloudflareToken;
  if (!configured) return <span>{tx('admin.dns.token.none')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-700 dark:text-green-400">
      <KeyRound className="h-4 w-4" aria-hidden />
      {last4 ? tx('admin.dns.token.savedEnding', { last4 }) : tx('admin.dns.token.saved')}
    </span>
  );
}

/** Saves the DNS provider's API token; the server checks it with Cloudflare and never sends it back. */
export function CloudflareTokenForm() {
  const save = useSaveCloudflareToken();
  const form = useForm<TokenInput, unknown, TokenOutput>({
    resolver: zodResolver(SaveCloudflareTokenRequestSchema),
    defaultValues: { token: '' },
  });
  const error = form.formState.errors.token?.message;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      values,
      feedback({
        success: tx('admin.dns.token.savedToast'),
        failure: { title: tx('admin.dns.token.saveFailed'), fallback: tx('admin.dns.token.saveFailed') },
        onSuccess: () => form.reset({ token: '' }),
      }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card
        title={tx('admin.dns.token.title')}
        description={tx('admin.dns.token.description')}
        footer={
          <>
            <p role="status" className="mr-auto text-sm text-gray-600 dark:text-gray-400">
              <TokenStatus />
            </p>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? tx('admin.dns.token.saving') : tx('admin.dns.token.save')}
            </Button>
          </>
        }
      >
        <TextField
          label={tx('admin.dns.token.label')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={tx('admin.dns.token.placeholder')}
          error={error}
          {...form.register('token')}
        />
      </Card>
    </form>
  );
}
