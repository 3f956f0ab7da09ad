import { seatKeyOf } from '../../open-times/contract.ts';
import type { BookingEvent } from '../event.ts';
import { defineListener } from './listener.ts';

/**
 * The seated times a change touches (ADR 026): the booking's own, and for a reschedule the time it
 * left (the key is the event type and the start), each written as one event for all its attendees.
 */
function seatTimesOf(event: BookingEvent): string[] {
  const { seatKey, eventTypeId } = event.booking;
  const left = event.previous && eventTypeId ? seatKeyOf(eventTypeId, Date.parse(event.previous.start)) : null;
  return [...new Set([seatKey, left].filter((key): key is string => key !== null))];
}

/**
 * The booking in the host's own calendar (ADR 021): created, moved in place (If-Match) and deleted
 * on cancel, with the invite's UID; a seat as its time's one event (ADR 026). Each run makes the
 * calendar match the booking as it now is, so events met out of order (or a retry after `kill -9`)
 * end the same. A job is written only when the host has a calendar for bookings, or the booking (or
 * its time) is already in one.
 */
export const calendarWriteListener = defineListener<true>({
  name: 'calendar-write',
  // An approval puts a request into the calendar; a request itself is never in it (ADR 025).
  events: ['created', 'rescheduled', 'cancelled', 'approved'],
  async capture(tx, event) {
    // An occurrence of a series: the series' one event (ADR 054), where the host has a calendar for it.
    const seriesId = event.booking.seriesId;
    if (seriesId) {
      const [destination, written] = await Promise.all([
        tx.connectedCalendar.count({ where: { destinationFor: event.host.id } }),
        tx.calendarSeriesWrite.count({ where: { seriesId } }),
      ]);
      return destination + written > 0 ? true : null;
    }
    if (event.booking.status === 'pending') {
      // A move awaiting the host keeps the old event until it is approved (ADR 043); a request made
      // of a booking that had no time to hold leaves the calendar until it is approved.
      if (await tx.booking.count({ where: { holdsForId: event.booking.id } })) return null;
      const written = await tx.calendarEventWrite.count({ where: { bookingId: event.booking.id } });
      return written > 0 ? true : null;
    }
    const destination = await tx.connectedCalendar.findUnique({
      where: { destinationFor: event.host.id },
      select: { id: true },
    });
    if (destination) return true;
    const written = await tx.calendarEventWrite.findUnique({
      where: { bookingId: event.booking.id },
      select: { id: true },
    });
    if (written) return true;
    const times = seatTimesOf(event);
    const seated = times.length > 0 && (await tx.calendarSeatWrite.count({ where: { seatKey: { in: times } } })) > 0;
    return seated ? true : null;
  },
  async run(event, context) {
    const seriesId = event.booking.seriesId;
    if (seriesId) return context.calendars.reflectSeries(event.host.id, seriesId, context);
    const times = seatTimesOf(event);
    // A booking of its own is its own event; a seat is written as its time.
    const own = !event.booking.seatKey ? await context.calendars.reflect(event.booking.id, context) : undefined;
    let outcome = own;
    for (const key of times) outcome = (await context.calendars.reflectTime(event.host.id, key, context)) ?? outcome;
    return outcome;
  },
});
