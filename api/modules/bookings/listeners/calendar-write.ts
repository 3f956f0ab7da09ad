import { defineListener } from './listener.ts';

/**
 * The booking in the host's own calendar (ADR 021): created, moved in place (If-Match) and deleted
 * on cancel, with the invite's UID. Each run makes the calendar match the booking as it now is, so
 * events met out of order (or a retry after `kill -9`) end the same. A job is written only when the
 * host has a calendar for bookings, or the booking is already in one.
 */
export const calendarWriteListener = defineListener<true>({
  name: 'calendar-write',
  // An approval puts a request into the calendar; a request itself is never in it (ADR 025).
  events: ['created', 'rescheduled', 'cancelled', 'approved'],
  async capture(tx, event) {
    if (event.booking.status === 'pending') return null;
    const destination = await tx.connectedCalendar.findUnique({
      where: { destinationFor: event.host.id },
      select: { id: true },
    });
    if (destination) return true;
    const written = await tx.calendarEventWrite.findUnique({
      where: { bookingId: event.booking.id },
      select: { id: true },
    });
    return written ? true : null;
  },
  run: (event, context) => context.calendars.reflect(event.booking.id, context),
});
