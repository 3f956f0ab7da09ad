import { LoadError } from '../../../components/ui/load-error.tsx';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings/calendar: the secret feed URL calendar apps subscribe to. */
export function CalendarPage() {
  const feed = useCalendarFeed();
  return (
    <SettingsShell title="Calendar" description="See your bookings in the calendar app you already use.">
      {feed.isPending ? (
        <div
          role="status"
          aria-label="Loading calendar feed"
          className="h-56 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800"
        />
      ) : feed.isError ? (
        <LoadError onRetry={() => void feed.refetch()}>Could not load your calendar feed.</LoadError>
      ) : (
        <CalendarFeedCard active={feed.data.active} />
      )}
    </SettingsShell>
  );
}
