import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/apps.ts';
import { useConnectOAuthApp } from '../api/oauth-apps.ts';

/**
 * "Reconnect needed" (issue 41): the provider refused the host's grant. Reconnect goes through the
 * provider's sign-in page again; the same account's new tokens clear it. `label` names what is
 * reconnected for screen readers (the account or the app).
 */
export function ReconnectNotice({
  slug,
  name,
  label,
  kind = 'calendar',
}: {
  slug: string;
  name: string;
  label: string;
  /** A video app's notice says what its bookings get meanwhile; a calendar's, that its busy times stay. */
  kind?: 'calendar' | 'video';
}) {
  const connect = useConnectOAuthApp();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <div className="flex min-w-0 flex-1 gap-2">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">{tx('apps.reconnectNeeded')}</p>
          <p>
            {kind === 'video'
              ? tx('apps.reconnectVideoDescription', { name })
              : tx('apps.reconnectDescription', { name })}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        className="shrink-0 self-start sm:self-center"
        aria-label={tx('apps.reconnectLabel', { name: label })}
        aria-disabled={connect.isPending || undefined}
        onClick={() =>
          !connect.isPending &&
          connect.mutate(
            slug,
            feedback({ failure: { title: tx('apps.error'), fallback: tx('apps.oauthConnectFailed') } }),
          )
        }
      >
        {connect.isPending ? tx('apps.openingSignIn') : tx('apps.reconnect')}
      </Button>
    </div>
  );
}
