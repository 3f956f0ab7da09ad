import { Ban, ChevronDown, MoreHorizontal, Repeat, Undo2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { Menu, MenuItem } from '@/components/ui/menu.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { formatDate, formatTime, wallTime } from '@/lib/zoned-time.ts';
import { badges, listStatus } from './booking-status.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { CancelRestDialog } from './cancel-rest-dialog.tsx';
import { NoShowControl } from './no-show-control.tsx';

/** 'Mon, 25 Mar, 9:00 – 9:30': an occurrence's (or any time's) day and time in the host's zone and clock. */
export function occurrenceWhen(booking: Pick<HostBooking, 'start' | 'end'>, zone: string, hour12: boolean): string {
  const start = Date.parse(booking.start);
  const day = formatDate(wallTime(start, zone).date, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${formatTime(start, zone, hour12)} – ${formatTime(Date.parse(booking.end), zone, hour12)}`;
}

/** The confirmed dates of a series from `booking` on, as the list knows them: what "this and the following" cancels. */
export function restOf(booking: HostBooking, occurrences: readonly HostBooking[], now: number): number {
  const from = Date.parse(booking.start);
  return occurrences.filter((o) => listStatus(o, now) === 'confirmed' && Date.parse(o.start) >= from).length;
}

/** "Recurring booking, 3 of 10" (and how many dates were left out when it was booked). */
export function SeriesBadge({ series }: { series: NonNullable<HostBooking['series']> }) {
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
        <Repeat className="h-3 w-3" aria-hidden />
        <span className="sr-only">{tx('bookings.seriesHint')} </span>
        {tx('bookings.seriesPlace', { position: series.position, count: series.count })}
      </span>
      {series.skipped ? (
        <span className="text-xs text-gray-600 dark:text-gray-400">
          {tx('bookings.seriesSkipped', { count: series.skipped })}
        </span>
      ) : null}
    </>
  );
}

/** What the host may do with one occurrence: cancel it, or it and the following ones still to come. */
export function OccurrenceActions({
  booking,
  occurrences,
  when,
  now,
  menuLabel,
  extra,
  changeable = booking.host === undefined,
}: {
  booking: HostBooking;
  occurrences: readonly HostBooking[];
  when: string;
  now: number;
  menuLabel: string;
  /** Whether the viewer may cancel it: their own, or a booking of a team they own or administer (ADR 059). */
  changeable?: boolean;
  /** Items before the cancellations (the row's own menu has "Copy invitee email"). */
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState<'one' | 'rest' | null>(null);
  const confirmed = listStatus(booking, now) === 'confirmed' && changeable;
  const rest = restOf(booking, occurrences, now);
  if (!extra && !confirmed) return null;
  return (
    <>
      <Menu
        label={menuLabel}
        align="end"
        menuClassName="min-w-64"
        triggerClassName="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
        trigger={<MoreHorizontal className="h-4 w-4" aria-hidden />}
      >
        {extra}
        {confirmed && (
          <MenuItem icon={<Ban className="h-4 w-4" />} destructive onSelect={() => setOpen('one')}>
            {booking.series ? tx('bookings.cancelOne') : tx('bookings.cancel')}
          </MenuItem>
        )}
        {confirmed && booking.series && rest > 1 && (
          <MenuItem icon={<Undo2 className="h-4 w-4" />} destructive onSelect={() => setOpen('rest')}>
            {tx('bookings.cancelRest')}
          </MenuItem>
        )}
      </Menu>
      <CancelBookingDialog
        booking={booking}
        when={when}
        open={open === 'one'}
        onOpenChange={(next) => setOpen(next ? 'one' : null)}
      />
      <CancelRestDialog
        booking={booking}
        when={when}
        count={rest}
        open={open === 'rest'}
        onOpenChange={(next) => setOpen(next ? 'rest' : null)}
      />
    </>
  );
}

/**
 * A series' dates in the tab (the list's `group=series`), folded under its row: a button says how many
 * and opens the list, each date with its place, status and its own actions.
 */
export function SeriesDates({
  lead,
  occurrences,
  zone,
  hour12,
  now,
}: {
  lead: HostBooking;
  occurrences: readonly HostBooking[];
  zone: string;
  hour12: boolean;
  now: number;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:text-white"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        {open ? tx('bookings.seriesHide') : tx('bookings.seriesShow', { count: occurrences.length })}
      </button>
      <ul
        id={id}
        hidden={!open}
        aria-label={tx('bookings.seriesDates', { title: lead.title, name: lead.inviteeName })}
        className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      >
        {occurrences.map((o) => {
          const status = listStatus(o, now);
          const badge = badges[status];
          const when = occurrenceWhen(o, zone, hour12);
          const ended = status === 'cancelled' || status === 'rejected';
          return (
            <li
              key={o.uid}
              aria-current={o.uid === lead.uid ? 'true' : undefined}
              className={cn('flex items-start gap-3 px-3 py-2', o.uid === lead.uid && 'bg-gray-50 dark:bg-gray-800/40')}
            >
              <div className="min-w-0 flex-1">
                <p
                  className={cn(
                    'text-sm font-medium text-gray-900 tabular-nums dark:text-gray-100',
                    ended && 'line-through decoration-gray-400',
                  )}
                >
                  {when}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
                  {o.series && tx('bookings.seriesPlace', { position: o.series.position, count: o.series.count })}
                  <span className={cn('rounded-md px-1.5 py-0.5 font-medium', badge.className)}>{tx(badge.text)}</span>
                </p>
                {status === 'past' && o.host === undefined && <NoShowControl booking={o} />}
              </div>
              <OccurrenceActions
                booking={o}
                occurrences={occurrences}
                when={when}
                now={now}
                menuLabel={tx('bookings.occurrenceActionsFor', { title: o.title, when })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
