import { CalendarPlus, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useCalendarConnections } from '../api/get-calendar-connections.ts';
import { useAppList, useDesktopConnections } from '../api/oauth-apps.ts';
import { CallbackMessage } from '../components/callback-message.tsx';
import { VideoAppsList } from '../components/video-apps-list.tsx';
import { AppsShell } from '../components/apps-shell.tsx';
import type { InstalledAppsState } from '../components/connect-dialog.tsx';
import { ConnectionCard } from '../components/connection-card.tsx';
import { DestinationPicker } from '../components/destination-picker.tsx';
import { useNow } from '../relative-age.ts';

function Loading() {
  return (
    <div role="status" aria-label={tx('apps.loading')} className="grid gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
      ))}
    </div>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-16 text-center dark:border-gray-700 dark:bg-gray-900">
      <CalendarPlus className="h-8 w-8 text-gray-400 dark:text-gray-500" aria-hidden />
      <div>
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{tx('apps.emptyTitle')}</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('apps.emptyText')}</p>
      </div>
      <Link to={paths.apps} className={buttonClass({ variant: 'secondary' })}>
        {tx('apps.goToStore')}
      </Link>
    </div>
  );
}

/**
 * /apps/installed: the host's connected calendars and video apps (docs/product.md#apps), and what a
 * provider's sign-in page ended with (`?connected=` / `?error=`, issue 41).
 */
export function InstalledAppsPage() {
  const connections = useCalendarConnections();
  useDesktopConnections();
  // The video apps are a part of the page: while they load or if they cannot be read, the calendars still show.
  const allApps = useAppList().data?.items ?? [];
  const hasVideoApps = allApps.some((item) => item.kind === 'video' && item.oauth && item.installed);
  const now = useNow();
  const { connectedId } = (useLocation().state ?? {}) as InstalledAppsState;
  const items = connections.data?.items ?? [];

  return (
    <AppsShell
      title={tx('apps.installedApps')}
      description={tx('apps.installedDescription')}
      action={
        items.length > 0 ? (
          <Link to={paths.apps} className={buttonClass({ variant: 'secondary' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {tx('apps.addApp')}
          </Link>
        ) : undefined
      }
    >
      <CallbackMessage />
      {connections.isPending ? (
        <Loading />
      ) : connections.isError ? (
        <LoadError onRetry={() => void connections.refetch()}>{tx('apps.loadFailed')}</LoadError>
      ) : items.length === 0 && !hasVideoApps ? (
        <Empty />
      ) : items.length === 0 ? (
        <VideoAppsList all={allApps} />
      ) : (
        <div className="grid gap-6">
          <ul aria-label={tx('apps.installedApps')} className="grid gap-4">
            {items.map((connection) => (
              <ConnectionCard
                key={connection.id}
                connection={connection}
                now={now}
                justConnected={connection.id === connectedId}
              />
            ))}
          </ul>
          <DestinationPicker connections={items} />
          <VideoAppsList all={allApps} />
        </div>
      )}
    </AppsShell>
  );
}
