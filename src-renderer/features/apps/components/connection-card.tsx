import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { appForConnection, isFormApp } from '#shared/apps.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/apps.ts';
import { useRefreshConnection } from '../api/refresh-connection.ts';
import { useRemoveConnection } from '../api/remove-connection.ts';
import { AppIcon } from './app-icon.tsx';
import { CalendarRow } from './calendar-row.tsx';
import { ReconnectNotice } from './reconnect-notice.tsx';
import { connectionHost } from './connection-host.ts';
import { SyncState } from './sync-state.tsx';

/**
 * One connection on Installed Apps: which account or address, its sync state, its calendars with
 * their "Check for conflicts" switches, Refresh now and Remove. `justConnected` brings it into view
 * and gives it focus.
 */
export function ConnectionCard({
  connection,
  now,
  justConnected = false,
}: {
  connection: CalendarConnection;
  now: number;
  justConnected?: boolean;
}) {
  const app = appForConnection(connection.kind);
  const oauth = !isFormApp(app);
  // An account connected through its provider is told apart by its email, not the provider's address.
  const host = oauth && connection.username ? connection.username : connectionHost(connection.url);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useRefreshConnection();
  const remove = useRemoveConnection();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const tryAgain = { title: tx('apps.error'), fallback: tx('apps.saveFailed') };

  useEffect(() => {
    if (justConnected) heading.current?.focus();
  }, [justConnected]);

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white shadow-xs dark:bg-gray-900',
        justConnected ? 'border-brand ring-1 ring-brand' : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="grid gap-4 p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <AppIcon connection={app.connection} />
            <div className="min-w-0">
              <h2
                id={headingId}
                ref={heading}
                tabIndex={-1}
                className="font-semibold break-words text-gray-900 focus:outline-none dark:text-gray-50"
              >
                {host}
              </h2>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {app.name}
                {connection.username && !oauth ? ` · ${tx('apps.signedInAs', { username: connection.username })}` : ''}
              </p>
              <p className="mt-0.5 font-mono text-xs break-all text-gray-500 dark:text-gray-400">{connection.url}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={tx(refresh.isPending ? 'apps.refreshingHost' : 'apps.refreshNowHost', { host })}
              aria-disabled={refresh.isPending || undefined}
              onClick={() => !refresh.isPending && refresh.mutate(connection.id, feedback({ failure: tryAgain }))}
            >
              <RefreshCw className={cn('h-3.5 w-3.5', refresh.isPending && 'animate-spin')} aria-hidden />
              {tx(refresh.isPending ? 'apps.refreshing' : 'apps.refreshNow')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={tx('apps.removeHost', { host })}
              onClick={() => setConfirmRemove(true)}
            >
              <Trash2 className="h-3.5 w-3.5 text-red-600 dark:text-red-400" aria-hidden />
              {tx('apps.remove')}
            </Button>
          </div>
        </div>
        {oauth && connection.needsReconnect ? <ReconnectNotice slug={app.slug} name={app.name} label={host} /> : null}
        {/* A refused grant is said once, above: the sync state then only says how old the busy times are. */}
        <SyncState
          connection={oauth && connection.needsReconnect ? { ...connection, error: null } : connection}
          now={now}
        />
      </div>
      {connection.calendars.length === 0 ? (
        <p className="border-t border-gray-200 px-5 py-3 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
          {tx('apps.noCalendars')}
        </p>
      ) : (
        <div className="border-t border-gray-200 px-5 dark:border-gray-800">
          {/* The switches' column, named once; each switch's own label names its calendar. */}
          <p
            aria-hidden
            className="flex justify-between gap-3 pt-3 text-xs font-medium text-gray-500 dark:text-gray-400"
          >
            <span>{tx('apps.calendars')}</span>
            <span>{tx('apps.checkConflicts')}</span>
          </p>
          <ul aria-label={tx('apps.calendarsOf', { host })} className="divide-y divide-gray-200 dark:divide-gray-800">
            {connection.calendars.map((calendar) => (
              <CalendarRow key={calendar.id} connectionId={connection.id} calendar={calendar} />
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={tx('apps.removeTitle')}
        description={tx('apps.removeDescription', { address: connection.url })}
        confirmText={tx('apps.remove')}
        cancelText={tx('apps.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            connection.id,
            feedback({
              success: tx('apps.removed'),
              failure: tryAgain,
              onSuccess: () => setConfirmRemove(false),
            }),
          )
        }
      />
    </li>
  );
}
