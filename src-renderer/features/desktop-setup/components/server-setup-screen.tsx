import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Server } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ServerUrlForm, ServerUrlFormSchema } from '#shared/server-url.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { InLocale, visitorLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/shell.ts';

export interface ServerSetupScreenProps {
  /** The server in use, when this screen changes it rather than setting it up. */
  currentUrl?: string | null;
  /** Asks the desktop shell to check and store the address; resolves to its verdict. */
  connect(url: string): Promise<{ ok: true; url: string } | { ok: false; error: string }>;
  onConnected(url: string): void;
  onCancel?: () => void;
}

/**
 * The desktop app's first screen (docs/product.md#server-choice): which Kairos server to use. The shell
 * checks the address answers /api/health before storing it, so a typo never leaves the app
 * pointing nowhere. No one is signed in to a server yet, so it speaks the system's language (ADR 035),
 * the address checks' sentences included.
 */
export function ServerSetupScreen(props: ServerSetupScreenProps) {
  return (
    <InLocale locale={visitorLocale()} areas={['shell', 'errors']} fallback={null}>
      <ServerForm {...props} />
    </InLocale>
  );
}

function ServerForm({ currentUrl, connect, onConnected, onCancel }: ServerSetupScreenProps) {
  const form = useForm<ServerUrlForm>({
    resolver: zodResolver(ServerUrlFormSchema),
    defaultValues: { url: currentUrl ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ url }) => {
    let result: Awaited<ReturnType<typeof connect>>;
    try {
      result = await connect(url);
    } catch {
      result = { ok: false, error: tx('shell.server.checkFailed') };
    }
    if (result.ok) onConnected(result.url);
    else form.setError('url', { message: result.error });
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12 dark:bg-gray-950">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-gray-900 text-white dark:bg-white dark:text-gray-900">
            <Server className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
            {currentUrl ? tx('shell.server.changeTitle') : tx('shell.server.connectTitle')}
          </h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{tx('shell.server.intro')}</p>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <TextField
            label={tx('shell.server.address')}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            autoFocus
            placeholder="https://kairos.example.com"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <div className="flex gap-3">
            {onCancel && (
              <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={isSubmitting}>
                {tx('shell.server.cancel')}
              </Button>
            )}
            <Button type="submit" className="flex-1" disabled={isSubmitting}>
              {isSubmitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {isSubmitting ? tx('shell.server.checking') : tx('shell.server.connect')}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
