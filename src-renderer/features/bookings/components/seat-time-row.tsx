import { Ban, MoreHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import type { SeatAttendee } from '#shared/schemas/seats.ts';
import { LocationView } from '@/components/booking-fields/booking-answers-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Menu, MenuItem } from '@/components/ui/menu.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { formatTime } from '@/lib/zoned-time.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/**
 * One shared time (ADR 026): when, what, how full, and its attendees, each removable on their own;
 * the menu cancels the whole time (every attendee is emailed).
 */
export function SeatTimeRow({
  seats,
  zone,
  hour12,
  dayLabel,
  now,
}: {
  /** The time's seats in this list (its attendees are all in `seat.attendees`). */
  seats: HostBooking[];
  zone: string;
  hour12: boolean;
  dayLabel: string;
  now: number;
}) {
  const first = seats[0]!;
  const time = first.seat!;
  const [removing, setRemoving] = useState<SeatAttendee | null>(null);
  const [cancelAll, setCancelAll] = useState(false);
  const start = Date.parse(first.start);
  const end = Date.parse(first.end);
  const range = `${formatTime(start, zone, hour12)} – ${formatTime(end, zone, hour12)}`;
  const upcoming = end > now;
  const when = `${dayLabel}, ${range}`;
  const taken = tx('bookings.seatsTaken', { taken: time.attendees.length, seats: time.seats });
  const label = `${range} ${first.title}, ${taken}`;

  return (
    <li aria-label={label} className="flex gap-3 px-4 py-4 sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1 sm:flex sm:gap-6">
        <p className="shrink-0 text-sm font-medium whitespace-nowrap text-gray-900 tabular-nums sm:w-auto sm:min-w-40 dark:text-gray-100">
          {range}
        </p>
        <div className="mt-1 min-w-0 flex-1 sm:mt-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold text-gray-900 dark:text-gray-100">{first.title}</h3>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium',
                upcoming
                  ? 'bg-blue-50 text-blue-800 dark:bg-blue-950/60 dark:text-blue-300'
                  : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
              )}
            >
              <Users className="size-3" aria-hidden />
              {taken}
            </span>
          </div>
          {first.location && (
            <p className="mt-1 min-w-0 text-sm text-gray-700 dark:text-gray-300">
              <LocationView place={first} compact />
            </p>
          )}
          <ul aria-label={tx('bookings.attendeesOf', { title: first.title })} className="mt-2 space-y-1.5">
            {time.attendees.map((attendee) => (
              <li key={attendee.uid} className="flex items-center gap-2 text-sm">
                <p className="min-w-0 flex-1 break-words text-gray-700 dark:text-gray-300">
                  {attendee.name}{' '}
                  <span className="block break-all text-gray-500 sm:inline dark:text-gray-400">{attendee.email}</span>
                </p>
                {upcoming && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={tx('bookings.removeAttendeeLabel', { name: attendee.name, email: attendee.email })}
                    onClick={() => setRemoving(attendee)}
                  >
                    {tx('bookings.removeAttendee')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {upcoming && (
        <Menu
          label={tx('bookings.timeActionsFor', { title: first.title, range })}
          align="end"
          menuClassName="min-w-52"
          triggerClassName="inline-flex h-8 w-8 items-center justify-center rounded-md border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
          trigger={<MoreHorizontal className="h-4 w-4" aria-hidden />}
        >
          <MenuItem icon={<Ban className="h-4 w-4" />} destructive onSelect={() => setCancelAll(true)}>
            {tx('bookings.cancelTime')}
          </MenuItem>
        </Menu>
      )}
      <CancelBookingDialog
        booking={first}
        when={when}
        open={cancelAll}
        onOpenChange={setCancelAll}
        wholeTime={{ attendees: time.attendees.length }}
      />
      <CancelBookingDialog
        booking={{ ...first, uid: removing?.uid ?? first.uid, inviteeName: removing?.name ?? first.inviteeName }}
        when={when}
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </li>
  );
}
