import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingCalendarObject, icalUid } from '../../lib/ical.ts';
import type { OutboxOutcome } from '../../lib/outbox.ts';
import { BOOKING_SELECT, hostName } from '../bookings/contract.ts';
import { seatTimeBooking } from '../bookings/seats/contract.ts';
import { CALENDAR_SELECT, type RunContext, type WriteSteps } from './write-steps.ts';

/**
 * A seated time into the host's calendar for bookings (ADR 026): one event for the time, not one per
 * attendee, with everyone holding a seat, rewritten in place (If-Match) as seats fill and empty and
 * deleted once nobody holds one. Each run makes the calendar match the time as it now is, so runs
 * met out of order, or repeated, end the same.
 */
export function createSeatTimeWriter(deps: {
  config: Pick<Config, 'APP_URL'>;
  now: () => number;
  db: Db;
  steps: WriteSteps;
}) {
  const { db, config, now, steps } = deps;

  return async function reflectTime(hostId: string, seatKey: string, run: RunContext): Promise<OutboxOutcome> {
    const [seats, written, user] = await Promise.all([
      db.booking.findMany({
        where: { hostId, seatKey },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: BOOKING_SELECT,
      }),
      db.calendarSeatWrite.findUnique({
        where: { seatKey },
        select: { href: true, etag: true, sequence: true, calendar: { select: CALENDAR_SELECT } },
      }),
      db.user.findUnique({
        where: { id: hostId },
        select: { email: true, firstName: true, lastName: true, username: true, locale: true },
      }),
    ]);
    if (!user) return { skipped: 'the host is gone' };
    const host = { email: user.email, name: hostName(user), locale: user.locale };

    if (!seats.some((s) => s.status !== 'cancelled')) {
      if (!written) return { skipped: 'the time is in no calendar' };
      await steps.remove(hostId, written, host, run, (tx) => tx.calendarSeatWrite.deleteMany({ where: { seatKey } }));
      return;
    }

    const time = seatTimeBooking(seats, host);
    // Already in the calendar as it now is (a repeated job).
    if (written && written.sequence === time.sequence) return;
    const calendar = await steps.destination(hostId, written);
    if (!calendar) return { skipped: 'the host has no calendar for bookings' };
    const ics = bookingCalendarObject(time, config.APP_URL, new Date(now()));
    await steps.put(
      hostId,
      calendar,
      written,
      { uid: icalUid(time.uid, config.APP_URL), ics },
      host,
      run,
      (tx, put) => {
        const data = { hostId, calendarId: calendar.id, href: put.href, etag: put.etag, sequence: time.sequence };
        return tx.calendarSeatWrite.upsert({ where: { seatKey }, create: { seatKey, ...data }, update: data });
      },
    );
  };
}
