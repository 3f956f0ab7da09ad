import { LoadError } from '@/components/ui/load-error.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings/calendar: the secret feed URL calendar apps subscribe to. */
export function CalendarPage() {
  const feed = useCalendarFeed();
  return (
    <SettingsShell title={tx('settings.calendar.title')} description={tx('settings.calendar.description')}>
      {feed.isPending ? (
        <div
          role="status"
          aria-label={tx('settings.calendar.loading')}
          className="h-56 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800"
        />
      ) : feed.isError ? (
        <LoadError onRetry={() => void feed.refetch()}>{tx('settings.calendar.loadFailed')}</LoadError>
      ) : (
        <CalendarFeedCard active={feed.data.active} />
      )}
    </SettingsShell>
  );
}
