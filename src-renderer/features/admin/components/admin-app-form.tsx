import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { apps, videoApps } from '#shared/apps.ts';
import { type AdminApp, AdminAppPutSchema, OAUTH_APP_PROVIDER } from '#shared/schemas/apps.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { copyText } from '@/components/ui/copy-text.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/admin.ts';
import { useSaveAdminApp } from '../api/admin-apps.ts';

/** The apps one provider's client serves (Google: Calendar and Meet). */
const appsOf = (provider: AdminApp['provider']) =>
  Object.entries(OAUTH_APP_PROVIDER)
    .filter(([, p]) => p === provider)
    .map(([slug]) => [...apps, ...videoApps].find((app) => app.slug === slug)?.name ?? slug)
    .join(', ');

type ClientInput = z.input<typeof AdminAppPutSchema>;
type ClientOutput = z.output<typeof AdminAppPutSchema>;

/** The addresses to register at the provider, each with a copy button. */
function RedirectUris({ uris }: { uris: readonly string[] }) {
  if (uris.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{tx('admin.apps.redirectUris')}</p>
      <p className="text-xs text-gray-500 dark:text-gray-400">{tx('admin.apps.redirectUrisHint')}</p>
      <ul className="grid gap-2">
        {uris.map((uri) => (
          <li
            key={uri}
            className="flex items-center gap-2 rounded-md border border-gray-200 bg-gray-50 py-1 pr-1 pl-3 dark:border-gray-700 dark:bg-gray-800/60"
          >
            <code className="min-w-0 flex-1 text-xs break-all text-gray-800 dark:text-gray-200">{uri}</code>
            <Button
              variant="ghost"
              size="sm"
              aria-label={tx('admin.apps.copyUri', { uri })}
              onClick={() => void copyText(uri, tx('admin.apps.copied'))}
            >
              <Copy className="h-3.5 w-3.5" aria-hidden />
              {tx('admin.apps.copy')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the provider's client is set, and from where. */
function ClientStatus({ app }: { app: AdminApp }) {
  if (app.source === 'environment')
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-gray-700 dark:text-gray-300">
        <Lock className="h-4 w-4" aria-hidden />
        {tx('admin.apps.setByEnvironment')}
      </span>
    );
  if (!app.clientId) return <span>{tx('admin.apps.notConfigured')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-700 dark:text-green-400">
      <KeyRound className="h-4 w-4" aria-hidden />
      {tx('admin.apps.configured')}
    </span>
  );
}

/**
 * One OAuth app's client (Admin → Apps, issue 41): client ID, the secret (write-only: left empty, the
 * saved one stays), Microsoft's tenant ("common" by default) and the redirect URIs to register. A
 * client the server's environment sets is shown read only.
 */
export function AdminAppForm({ app }: { app: AdminApp }) {
  const save = useSaveAdminApp();
  const fromEnvironment = app.source === 'environment';
  const microsoft = app.provider === 'microsoft';
  const form = useForm<ClientInput, unknown, ClientOutput>({
    resolver: zodResolver(AdminAppPutSchema),
    defaultValues: {
      clientId: app.clientId ?? '',
      clientSecret: '',
      ...(microsoft ? { tenant: app.tenant ?? 'common' } : {}),
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      clientId: values.clientId,
      ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
      ...(microsoft ? { tenant: values.tenant || 'common' } : {}),
    };
    save.mutate(
      { slug: app.slug, body },
      feedback({
        success: tx('admin.apps.saved'),
        failure: { title: tx('admin.apps.saveFailed'), fallback: tx('admin.apps.saveFailed') },
        onSuccess: () => form.reset({ ...values, clientSecret: '' }),
      }),
    );
  });
  // An empty secret field means "keep the saved one"; the schema refuses an empty string, so it is left out.
  const secret = form.register('clientSecret', { setValueAs: (value: string) => value || undefined });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={app.name}>
      <Card
        title={app.name}
        description={tx('admin.apps.usedBy', { apps: appsOf(app.provider) })}
        footer={
          <>
            <p role="status" className="mr-auto text-sm text-gray-600 dark:text-gray-400">
              <ClientStatus app={app} />
            </p>
            {fromEnvironment ? null : (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? tx('admin.apps.saving') : tx('admin.apps.save')}
              </Button>
            )}
          </>
        }
      >
        <fieldset disabled={fromEnvironment} className="grid gap-4">
          <TextField
            label={tx('admin.apps.clientId')}
            autoComplete="off"
            spellCheck={false}
            readOnly={fromEnvironment}
            error={errors.clientId?.message}
            {...form.register('clientId')}
          />
          {fromEnvironment ? null : (
            <TextField
              label={tx('admin.apps.clientSecret')}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              hint={app.hasSecret ? tx('admin.apps.secretKeep') : tx('admin.apps.secretNone')}
              error={errors.clientSecret?.message}
              {...secret}
            />
          )}
          {microsoft ? (
            <TextField
              label={tx('admin.apps.tenant')}
              autoComplete="off"
              spellCheck={false}
              readOnly={fromEnvironment}
              hint={tx('admin.apps.tenantHint')}
              error={errors.tenant?.message}
              {...form.register('tenant')}
            />
          ) : null}
        </fieldset>
        <div className="mt-5">
          <RedirectUris uris={app.redirectUris} />
        </div>
      </Card>
    </form>
  );
}
