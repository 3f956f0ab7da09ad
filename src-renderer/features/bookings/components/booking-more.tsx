import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import {
  AnswersList,
  customAnswers,
  guestsOf,
  LocationView,
} from '@/components/booking-fields/booking-answers-view.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { BookingHistory } from './booking-history.tsx';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">{term}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** Whether a booking has more to show than its row besides its history: guests, answers, notes, a routing form. */
export function hasMore(booking: HostBooking): boolean {
  return (
    guestsOf(booking.responses).length > 0 ||
    customAnswers(booking.responses).length > 0 ||
    Boolean(booking.notes) ||
    booking.routedBy !== undefined
  );
}

/**
 * A booking's details under its row, opened by "Details" (a disclosure: aria-expanded): where, the
 * guests, every answer under its label as asked, the notes in full, the routing form's answers that
 * sent the invitee (ADR 033), and, on the host's own booking (`history`), what happened to it, read
 * from the server when the details open.
 */
export function BookingMore({
  booking,
  zone,
  hour12,
  history,
}: {
  booking: HostBooking;
  zone: string;
  hour12: boolean;
  history: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const guests = guestsOf(booking.responses);
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:text-gray-100"
      >
        {tx('bookings.details')}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <dl className="mt-3 grid gap-4 rounded-lg border border-gray-200 p-3 sm:p-4 dark:border-gray-800">
            {booking.location && (
              <Item term={tx('bookings.where')}>
                <LocationView place={booking} />
              </Item>
            )}
            {guests.length > 0 && (
              <Item term={tx('bookings.guests')}>
                <ul className="space-y-0.5">
                  {guests.map((guest) => (
                    <li key={guest} className="break-all">
                      {guest}
                    </li>
                  ))}
                </ul>
              </Item>
            )}
            {customAnswers(booking.responses).length > 0 && (
              <Item term={tx('bookings.answers')}>
                <AnswersList responses={booking.responses} className="mt-1 space-y-2" />
              </Item>
            )}
            {booking.notes && (
              <Item term={tx('bookings.notes')}>
                <span className="whitespace-pre-line">{booking.notes}</span>
              </Item>
            )}
            {booking.routedBy && (
              <Item term={tx('bookings.routedBy', { form: booking.routedBy.formName })}>
                <AnswersList all responses={booking.routedBy.answers} className="mt-1 space-y-2" />
              </Item>
            )}
            {history && (
              <Item term={tx('bookings.history')}>
                <BookingHistory uid={booking.uid} zone={zone} hour12={hour12} hostName={booking.host?.name} />
              </Item>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}
