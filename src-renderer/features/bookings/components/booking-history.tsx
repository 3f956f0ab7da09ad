import type { BookingHistoryEntry, BookingHistoryKind } from '#shared/schemas/bookings.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/bookings.ts';
import { formatDate, formatTime, wallTime } from '@/lib/zoned-time.ts';
import { useBookingDetail } from '../api/get-booking.ts';
import { occurrenceWhen } from './series-dates.tsx';

const what = {
  created: 'bookings.historyCreated',
  rescheduled: 'bookings.historyRescheduled',
  cancelled: 'bookings.historyCancelled',
  approved: 'bookings.historyApproved',
  declined: 'bookings.historyDeclined',
  no_show_marked: 'bookings.historyNoShowMarked',
  no_show_cleared: 'bookings.historyNoShowCleared',
} as const satisfies Record<BookingHistoryKind, string>;
const actors = {
  host: 'bookings.historyYou',
  invitee: 'bookings.historyInvitee',
  system: 'bookings.historyKairos',
} as const;

/**
 * Who: the invitee, Kairos, the host ("You"; by name when a team's owner or admin reads another member's
 * booking), or by name a team's owner or admin who acted for the host (ADR 059).
 */
const who = (entry: BookingHistoryEntry, hostName: string | undefined) =>
  entry.actorName ?? (entry.actor === 'host' && hostName ? hostName : tx(actors[entry.actor]));

/** The reason as given, or Kairos' own words for a request that expired, in the host's language. */
const reasonOf = (entry: BookingHistoryEntry) =>
  entry.actor === 'system' && entry.reason === requestMessages.expiredReason
    ? tx('bookings.expiredReason')
    : entry.reason;

/** 'Tue, 3 Mar, 10:05 AM' in the host's zone and clock, with the year when it is not this one's. */
function atText(at: string, zone: string, hour12: boolean, now: number): string {
  const instant = Date.parse(at);
  const date = wallTime(instant, zone).date;
  const sameYear = date.slice(0, 4) === wallTime(now, zone).date.slice(0, 4);
  const day = formatDate(date, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  return `${day}, ${formatTime(instant, zone, hour12)}`;
}

function Entry({
  entry,
  zone,
  hour12,
  now,
  hostName,
}: {
  entry: BookingHistoryEntry;
  zone: string;
  hour12: boolean;
  now: number;
  hostName: string | undefined;
}) {
  const reason = reasonOf(entry);
  return (
    <li className="min-w-0">
      <p className="text-gray-600 dark:text-gray-400">
        <span className="font-medium text-gray-900 dark:text-gray-100">{tx(what[entry.kind])}</span>
        {' · '}
        <span className="break-words text-gray-700 dark:text-gray-300">{who(entry, hostName)}</span>
        {' · '}
        <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
          {atText(entry.at, zone, hour12, now)}
        </time>
      </p>
      {entry.fromStart && entry.fromEnd && (
        <p className="text-gray-600 dark:text-gray-400">
          {tx('bookings.historyFrom', {
            when: occurrenceWhen({ start: entry.fromStart, end: entry.fromEnd }, zone, hour12),
          })}
        </p>
      )}
      {reason && (
        <p className="break-words whitespace-pre-line text-gray-600 dark:text-gray-400">
          {tx('bookings.historyReason', { reason })}
        </p>
      )}
    </li>
  );
}

/**
 * What happened to one of the host's bookings, oldest first, one line each: what, who, when (in the
 * host's zone and clock), the time a reschedule moved it from, and the reason given. Read when the
 * details open; what was read stays shown while a change reads it again. `hostName`: another member's
 * booking read by a team's owner or admin, whose host is named rather than "You".
 */
export function BookingHistory({
  uid,
  zone,
  hour12,
  hostName,
}: {
  uid: string;
  zone: string;
  hour12: boolean;
  hostName?: string | undefined;
}) {
  const query = useBookingDetail(uid);
  const now = Date.now();
  return (
    <QueryState
      query={query}
      loading={<Skeleton label={tx('bookings.historyLoading')} className="h-10 w-full max-w-sm" />}
      error={tx('bookings.historyFailed')}
      isEmpty={(detail) => detail.history.length === 0}
      empty={<p className="text-gray-600 dark:text-gray-400">{tx('bookings.historyEmpty')}</p>}
    >
      {(detail) => (
        <ol aria-label={tx('bookings.history')} className="mt-1 space-y-2">
          {detail.history.map((entry, i) => (
            <Entry key={`${entry.at}-${i}`} entry={entry} zone={zone} hour12={hour12} now={now} hostName={hostName} />
          ))}
        </ol>
      )}
    </QueryState>
  );
}
