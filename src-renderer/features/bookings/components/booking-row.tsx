import { Mail } from 'lucide-react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { MenuItem } from '@/components/ui/menu.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { formatDate, formatTime, wallTime } from '@/lib/zoned-time.ts';
import { copyText } from '@/components/ui/copy-text.ts';
import { LocationView } from '@/components/booking-fields/booking-answers-view.tsx';
import { BookingMore, hasMore } from './booking-more.tsx';
import { badges, listStatus, noShowBadge } from './booking-status.ts';
import { NoShowControl } from './no-show-control.tsx';
import { RequestActions } from './request-actions.tsx';
import { OccurrenceActions, SeriesBadge, SeriesDates } from './series-dates.tsx';

const declinedBy = {
  host: 'bookings.declinedByHost',
  invitee: 'bookings.declinedByInvitee',
  system: 'bookings.declinedBySystem',
} as const;
const cancelledBy = {
  host: 'bookings.cancelledByHost',
  invitee: 'bookings.cancelledByInvitee',
  system: 'bookings.cancelledBySystem',
} as const;
/** Another member's booking in a team's list: its host's change is not the viewer's ("by you"). */
const theirHost = { declined: 'bookings.declinedByTheHost', cancelled: 'bookings.cancelledByTheHost' } as const;
/** Who ended a booking, and how: a request is declined (by Kairos: it expired), a booking cancelled. */
const endedBy = (b: HostBooking) => {
  const by = b.cancelledBy ?? 'host';
  const theirs = b.host !== undefined && by === 'host';
  if (b.status !== 'rejected') {
    // Cancelled for its host by a team's owner or admin (ADR 059): by name, in every list it is in.
    if (b.cancelledByName) return tx('bookings.cancelledByName', { name: b.cancelledByName });
    return tx(theirs ? theirHost.cancelled : cancelledBy[by]);
  }
  return by === 'system' ? tx('bookings.expiredUnanswered') : tx(theirs ? theirHost.declined : declinedBy[by]);
};
/** The reason given: the host's or the invitee's words as typed, or Kairos' own for an expired request. */
const reasonOf = (b: HostBooking) =>
  b.cancelledBy === 'system' && b.cancelReason === requestMessages.expiredReason
    ? tx('bookings.expiredReason')
    : b.cancelReason;

/** The time a move awaiting the host keeps (ADR 043): its day and range in the host's zone. */
function heldText(held: { start: string; end: string }, zone: string, hour12: boolean): string {
  const start = Date.parse(held.start);
  const day = formatDate(wallTime(start, zone).date, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${formatTime(start, zone, hour12)} – ${formatTime(Date.parse(held.end), zone, hour12)}`;
}

export interface BookingRowProps {
  booking: HostBooking;
  zone: string;
  hour12: boolean;
  /** The day heading it sits under, for the cancel dialog's summary. */
  dayLabel: string;
  now: number;
  /** A series grouped into this row (`group=series`): its dates in the tab, this one among them. */
  occurrences?: HostBooking[];
  /**
   * The list is a team's and the viewer owns or administers it: another member's booking is theirs to
   * cancel and mark a no-show too (docs/product.md#team-bookings, ADR 059).
   */
  covering?: boolean;
}

/**
 * One booking: when, what, who, where (a join link for an online meeting), the invitee's notes, its
 * status, its details (guests, answers) to open, and a menu of what the host can do. A series' row
 * (issue 43) is its next (or latest) date in the tab, "3 of 10", with the other dates folded under it.
 */
export function BookingRow({ booking, zone, hour12, dayLabel, now, occurrences, covering = false }: BookingRowProps) {
  const start = Date.parse(booking.start);
  const end = Date.parse(booking.end);
  const range = `${formatTime(start, zone, hour12)} – ${formatTime(end, zone, hour12)}`;
  const status = listStatus(booking, now);
  const ended = status === 'cancelled' || status === 'rejected';
  const badge = badges[status];
  const name = tx('bookings.withInvitee', { title: booking.title, name: booking.inviteeName });
  // Another member's booking in a team's list (issue 29): readable; an owner or admin may cancel it and
  // mark a no-show for its host (ADR 059), while answering a request stays with the host.
  const theirs = booking.host !== undefined;
  const changeable = !theirs || covering;

  return (
    <li aria-label={`${range} ${name}`} className="flex gap-3 px-4 py-4 sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1 sm:flex sm:gap-6">
        <p
          className={cn(
            // One line at every width: the column grows for a longer range rather than wrap it.
            'shrink-0 text-sm font-medium whitespace-nowrap text-gray-900 tabular-nums sm:w-auto sm:min-w-40 dark:text-gray-100',
            ended && 'line-through decoration-gray-400',
          )}
        >
          {range}
        </p>
        <div className="mt-1 min-w-0 flex-1 sm:mt-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold text-gray-900 dark:text-gray-100">{booking.title}</h3>
            <span className={cn('rounded-md px-1.5 py-0.5 text-xs font-medium', badge.className)}>
              {tx(badge.text)}
            </span>
            {booking.series && <SeriesBadge series={booking.series} />}
            {booking.noShow && (
              <span className={cn('rounded-md px-1.5 py-0.5 text-xs font-medium', noShowBadge)}>
                {tx('bookings.noShow')}
              </span>
            )}
          </div>
          {(booking.host || booking.hosts) && (
            <p className="mt-0.5 text-sm break-words text-gray-600 dark:text-gray-400">
              {tx('bookings.hostedBy', {
                name: booking.hosts?.join(', ') ?? booking.host?.name ?? '',
                count: booking.hosts?.length ?? 1,
              })}
            </p>
          )}
          <p className="mt-0.5 text-sm break-words text-gray-700 dark:text-gray-300">
            {booking.inviteeName}{' '}
            <span className="block break-all text-gray-500 sm:inline dark:text-gray-400">{booking.inviteeEmail}</span>
          </p>
          {booking.heldTime && (
            <p className="mt-1 text-sm break-words text-amber-800 dark:text-amber-300">
              {tx('bookings.moveAwaiting', { when: heldText(booking.heldTime, zone, hour12) })}
            </p>
          )}
          {booking.location && (
            <p className="mt-1 min-w-0 text-sm text-gray-700 dark:text-gray-300">
              <LocationView place={booking} compact />
            </p>
          )}
          {booking.notes && (
            <p className="mt-1 line-clamp-2 text-sm break-words text-gray-600 italic dark:text-gray-400">
              “{booking.notes}”
            </p>
          )}
          {ended && booking.cancelledBy && (
            <p className="mt-1 text-sm break-words text-gray-600 dark:text-gray-400">
              {booking.cancelReason
                ? tx('bookings.endedWithReason', { ended: endedBy(booking), reason: reasonOf(booking) ?? '' })
                : tx('bookings.endedNoReason', { ended: endedBy(booking) })}
            </p>
          )}
          {/* The host's own booking always has its history to show, as has a member's to a team's owner or
              admin (ADR 059); another member's only its details. */}
          {(changeable || hasMore(booking)) && (
            <BookingMore booking={booking} zone={zone} hour12={hour12} history={changeable} />
          )}
          {status === 'past' && !booking.seat && changeable && <NoShowControl booking={booking} />}
          {status === 'pending' && !theirs && (
            <RequestActions booking={booking} when={`${dayLabel}, ${range}`} zone={zone} hour12={hour12} />
          )}
          {occurrences && occurrences.length > 1 && (
            <SeriesDates lead={booking} occurrences={occurrences} zone={zone} hour12={hour12} now={now} />
          )}
        </div>
      </div>
      <OccurrenceActions
        booking={booking}
        occurrences={occurrences ?? [booking]}
        when={`${dayLabel}, ${range}`}
        now={now}
        changeable={changeable}
        menuLabel={tx('bookings.actionsFor', { name })}
        extra={
          <MenuItem
            icon={<Mail className="h-4 w-4" />}
            onSelect={() => void copyText(booking.inviteeEmail, tx('bookings.inviteeEmailCopied'))}
          >
            {tx('bookings.copyInviteeEmail')}
          </MenuItem>
        }
      />
    </li>
  );
}
