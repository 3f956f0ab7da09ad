import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingCalendarObject, icalUid } from '../../lib/ical.ts';
import type { OutboxOutcome } from '../../lib/outbox.ts';
import { BOOKING_SELECT, hostName } from '../bookings/rows.ts';
import { seatTimeBooking } from '../bookings/seat-calendar.ts';
import { deleteEvent, putEvent } from './remote/caldav.ts';
import { applyObjects, writeCalendars } from './store.ts';
import type { CalendarSync } from './sync.ts';
import { type Attempt, CALENDAR_SELECT } from './writes.ts';

/**
 * A seated time into the host's calendar for bookings (ADR 026): one event for the time, not one per
 * attendee, with everyone holding a seat, rewritten in place (If-Match) as seats fill and empty and
 * deleted once nobody holds one. Each run makes the calendar match the time as it now is, so runs
 * met out of order, or repeated, end the same.
 */
export function createSeatTimeWriter(deps: {
  db: Db;
  sync: CalendarSync;
  config: Pick<Config, 'APP_URL'>;
  now: () => number;
  attempt: Attempt;
}) {
  const { db, sync, config, now, attempt } = deps;

  return async function reflectTime(
    hostId: string,
    seatKey: string,
    run: Parameters<Attempt>[2],
  ): Promise<OutboxOutcome> {
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
        select: { email: true, firstName: true, lastName: true, username: true },
      }),
    ]);
    if (!user) return { skipped: 'the host is gone' };
    const host = { email: user.email, name: hostName(user) };
    const policy = sync.policy();

    if (!seats.some((s) => s.status !== 'cancelled')) {
      if (!written) return { skipped: 'the time is in no calendar' };
      const { calendar } = written;
      await attempt(calendar, host, run, () =>
        deleteEvent(sync.credentials(calendar.connection), written.href, written.etag, policy),
      );
      await writeCalendars(db, hostId, async (tx) => {
        await tx.calendarSeatWrite.deleteMany({ where: { seatKey } });
        await applyObjects(tx, calendar.id, { upserts: [], deletions: [written.href] });
      });
      return;
    }

    const time = seatTimeBooking(seats, host);
    // Already in the calendar as it now is (a repeated job).
    if (written && written.sequence === time.sequence) return;
    const calendar =
      written?.calendar ??
      (await db.connectedCalendar.findUnique({ where: { destinationFor: hostId }, select: CALENDAR_SELECT }));
    if (!calendar) return { skipped: 'the host has no calendar for bookings' };
    const ics = bookingCalendarObject(time, config.APP_URL, new Date(now()));
    const event = {
      uid: icalUid(time.uid, config.APP_URL),
      ics,
      ...(written ? { href: written.href, etag: written.etag ?? undefined } : {}),
    };
    const put = await attempt(calendar, host, run, () =>
      putEvent(sync.credentials(calendar.connection), calendar.url, event, policy),
    );
    await writeCalendars(db, hostId, async (tx) => {
      const data = { hostId, calendarId: calendar.id, href: put.href, etag: put.etag, sequence: time.sequence };
      await tx.calendarSeatWrite.upsert({ where: { seatKey }, create: { seatKey, ...data }, update: data });
      if (written && written.href !== put.href)
        await applyObjects(tx, calendar.id, { upserts: [], deletions: [written.href] });
      await applyObjects(tx, calendar.id, { upserts: [{ href: put.href, etag: put.etag, data: ics }] });
    });
  };
}
