import type { CalendarBooking } from '../../../lib/ical.ts';
import { seatTimeUid } from '../../open-times/contract.ts';
import { type CalendarRow, type Host, calendarBooking } from '../contract.ts';

// The seats' contract (issue 40): a seated time as the host's calendar and the feed write it.

type SeatRow = CalendarRow & { seatKey: string | null };

/**
 * One seated time as the host's calendar holds it (ADR 026): one event of its own UID with everyone
 * holding a seat as its attendees, cancelled once nobody does. `seats`: every row of the time, any
 * status, first booked first. Each attendee's own invite stays their booking's (`calendarBooking`).
 * Its SEQUENCE counts the time's seats and their changes, so it grows as seats fill and empty.
 */
export function seatTimeBooking(seats: readonly SeatRow[], host: Pick<Host, 'name' | 'email'>): CalendarBooking {
  const holding = seats.filter((s) => s.status !== 'cancelled');
  const first = holding[0] ?? seats[0]!;
  const updatedAt = Math.max(...seats.map((s) => s.updatedAt.getTime()));
  return {
    ...calendarBooking({ ...first, notes: '', responses: '{}' }, host),
    uid: seatTimeUid(first.seatKey ?? first.uid),
    sequence: seats.reduce((n, s) => n + 1 + s.sequence, 0),
    cancelled: holding.length === 0,
    guests: [],
    attendees: holding.map((s) => ({ name: s.inviteeName, email: s.inviteeEmail })),
    updatedAt: new Date(updatedAt),
  };
}

/**
 * Bookings as the host's calendar lists them: a booking of its own as itself, the seats of one time
 * as that time's one event, where its first seat is in `rows` (sorted as given).
 */
export function hostCalendarEvents<R extends SeatRow>(
  rows: readonly R[],
  host: Pick<Host, 'name' | 'email'>,
  own: (row: R) => CalendarBooking,
): CalendarBooking[] {
  const times = new Map<string, R[]>();
  for (const row of rows) if (row.seatKey) times.set(row.seatKey, [...(times.get(row.seatKey) ?? []), row]);
  const events: CalendarBooking[] = [];
  for (const row of rows) {
    if (!row.seatKey) events.push(own(row));
    else if (times.get(row.seatKey)![0] === row) events.push(seatTimeBooking(times.get(row.seatKey)!, host));
  }
  return events;
}
