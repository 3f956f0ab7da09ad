import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings/calendar: the secret feed URL calendar apps subscribe to. */
export function CalendarPage() {
  const feed = useCalendarFeed();
  return (
    <SettingsShell title={tx('settings.calendar.title')} description={tx('settings.calendar.description')}>
      <QueryState
        query={feed}
        loading={<SkeletonStack label={tx('settings.calendar.loading')} blocks={['h-56']} />}
        error={tx('settings.calendar.loadFailed')}
      >
        {(data) => <CalendarFeedCard active={data.active} />}
      </QueryState>
    </SettingsShell>
  );
}
