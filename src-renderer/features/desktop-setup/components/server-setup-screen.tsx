import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Server } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ServerUrlForm, ServerUrlFormSchema } from '#shared/server-url.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';

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
 * pointing nowhere.
 */
export function ServerSetupScreen({ currentUrl, connect, onConnected, onCancel }: ServerSetupScreenProps) {
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
      result = { ok: false, error: 'The desktop app could not check this address. Try again.' };
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
            {currentUrl ? 'Change Kairos server' : 'Connect to your Kairos server'}
          </h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            Enter the address you use to open Kairos in a browser. You can change it later from the File menu.
          </p>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <TextField
            label="Server address"
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
                Cancel
              </Button>
            )}
            <Button type="submit" className="flex-1" disabled={isSubmitting}>
              {isSubmitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {isSubmitting ? 'Checking…' : 'Connect'}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
