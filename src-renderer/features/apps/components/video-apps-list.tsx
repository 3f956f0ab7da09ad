import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AppListItem } from '#shared/schemas/apps.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/apps.ts';
import { useRemoveApp } from '../api/oauth-apps.ts';
import { IconTile, videoIcon } from './app-icon.tsx';
import { ReconnectNotice } from './reconnect-notice.tsx';

/** One installed video app: its name, "Reconnect needed" when refused, and Remove behind a confirmation. */
function VideoAppRow({ item, calendar }: { item: AppListItem; calendar: string | undefined }) {
  const remove = useRemoveApp();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-xs dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-center gap-3">
        <IconTile icon={videoIcon} />
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900 dark:text-gray-50">
          {item.name}
        </h3>
        {calendar ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={tx('apps.removeHost', { host: item.name })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-3.5 w-3.5 text-red-600 dark:text-red-400" aria-hidden />
            {tx('apps.remove')}
          </Button>
        )}
      </div>
      {calendar ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {tx('apps.calendarFirst', { calendar, video: item.name })}
        </p>
      ) : null}
      {item.needsReconnect ? (
        <ReconnectNotice slug={item.slug} name={item.name} label={item.name} kind="video" />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tx('apps.removeAppTitle', { name: item.name })}
        description={tx('apps.removeVideoDescription', { name: item.name })}
        confirmText={tx('apps.remove')}
        cancelText={tx('apps.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            item.slug,
            feedback({
              success: tx('apps.appRemoved'),
              failure: { title: tx('apps.error'), fallback: tx('apps.removeFailed') },
              onSuccess: () => setConfirming(false),
            }),
          )
        }
      />
    </li>
  );
}

/** The calendar app whose account a video app rides on (one grant serves both, ADR 048). */
const CALENDAR_OF: Record<string, string> = { 'google-meet': 'google-calendar', 'microsoft-teams': 'microsoft-365' };

/**
 * The video apps the host connected through a provider, from GET /api/apps (`all`: every app). Zoom
 * has Remove; Meet and Teams come with the Google or Microsoft calendar's account and go with it.
 */
export function VideoAppsList({ all }: { all: readonly AppListItem[] }) {
  const items = all.filter((item) => item.kind === 'video' && item.oauth && item.installed);
  const calendarOf = (item: AppListItem) => {
    const calendar = all.find((app) => app.slug === CALENDAR_OF[item.slug]);
    return calendar?.installed ? calendar.name : undefined;
  };
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="installed-video">
      <h2 id="installed-video" className="mb-3 text-base font-semibold text-gray-900 dark:text-gray-100">
        {tx('apps.categoryVideo')}
      </h2>
      <ul aria-labelledby="installed-video" className="grid gap-4">
        {items.map((item) => (
          <VideoAppRow key={item.slug} item={item} calendar={calendarOf(item)} />
        ))}
      </ul>
    </section>
  );
}
