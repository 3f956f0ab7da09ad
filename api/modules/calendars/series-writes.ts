import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingCalendarObject, icalUid } from '../../lib/ical.ts';
import type { OutboxOutcome } from '../../lib/outbox.ts';
import { BOOKING_SELECT, calendarBooking, hostInviteWords, hostName } from '../bookings/contract.ts';
import { calendarSeries, heldOccurrences } from '../bookings/series/contract.ts';
import { loadSeries } from '../bookings/series/surface.ts';
import { CALENDAR_SELECT, type RunContext, type WriteSteps } from './write-steps.ts';

/**
 * A recurring booking into the host's calendar for bookings (issue 43, ADR 054): ONE event for the
 * series, with the invite's UID, its RRULE on the host's wall clock (TZID and VTIMEZONE), an EXDATE
 * per date not held and an override per moved occurrence, as the emails' invite has it. Rewritten in
 * place (If-Match) at every change of any occurrence (its SEQUENCE moves on), deleted once nothing of
 * the series is left. Each run makes the calendar match the series as it now is, so runs met out of
 * order, or repeated after a crash, end the same: exactly once, as for one booking.
 */
/**
 * Providers that get a series as one event per occurrence (each the single booking's write): Graph's
 * patternedRecurrence cannot take the invite's shape (a monthly rule on the 31st falls on the last day
 * of shorter months where RRULE skips them, and a date left out is an instance deleted after the
 * series is made, not a field of it), so Outlook would show dates that were never booked.
 */
const PER_OCCURRENCE = new Set(['microsoft-365']);

export function createSeriesWriter(deps: {
  config: Pick<Config, 'APP_URL'>;
  now: () => number;
  db: Db;
  steps: WriteSteps;
  /** One occurrence written as a booking of its own (writes.ts). */
  reflectOne: (bookingId: string, run: RunContext) => Promise<OutboxOutcome>;
}) {
  const { db, config, now, steps } = deps;

  /** Every occurrence as its own event: each made, moved or deleted to match it. */
  async function eachOccurrence(seriesId: string, run: RunContext): Promise<OutboxOutcome> {
    const rows = await db.booking.findMany({
      where: { seriesId, holdsForId: null },
      orderBy: { seriesIndex: 'asc' },
      select: { id: true },
    });
    for (const row of rows) await deps.reflectOne(row.id, run);
  }

  return async function reflectSeries(hostId: string, seriesId: string, run: RunContext): Promise<OutboxOutcome> {
    const [series, written, user] = await Promise.all([
      loadSeries(db, seriesId, 'whole'),
      db.calendarSeriesWrite.findUnique({
        where: { seriesId },
        select: { href: true, etag: true, sequence: true, calendar: { select: CALENDAR_SELECT } },
      }),
      db.user.findUnique({
        where: { id: hostId },
        select: { email: true, firstName: true, lastName: true, username: true, locale: true },
      }),
    ]);
    if (!user) return { skipped: 'the host is gone' };
    if (!written) {
      const destination = await steps.destination(hostId, null);
      if (destination && PER_OCCURRENCE.has(destination.connection.kind)) return eachOccurrence(seriesId, run);
    }
    const host = { email: user.email, name: hostName(user), locale: user.locale };
    // Only accepted occurrences are in the calendar: a pending series joins it when approved (ADR 025).
    const held = series ? heldOccurrences(series).filter((o) => o.status === 'accepted') : [];
    if (!series || held.length === 0) {
      if (!written) return { skipped: 'the series is in no calendar' };
      await steps.remove(hostId, written, host, run, (tx) =>
        tx.calendarSeriesWrite.deleteMany({ where: { seriesId } }),
      );
      return;
    }
    // Already in the calendar as it now is (a repeated job).
    if (written && written.sequence === series.sequence) return;
    const calendar = await steps.destination(hostId, written);
    if (!calendar) return { skipped: 'the host has no calendar for bookings' };
    // Who, what and where: the series' first held occurrence's (every occurrence has the same).
    const lead = await db.booking.findUniqueOrThrow({ where: { uid: held[0]!.uid }, select: BOOKING_SELECT });
    const booking = { ...calendarBooking(lead, host), series: calendarSeries(series, held[0]!.index) };
    const words = hostInviteWords(lead, user.locale);
    const ics = bookingCalendarObject(booking, config.APP_URL, new Date(now()), words);
    // Each occurrence booked as it now is: Google changes one as that instance of its recurring event.
    const occurrences = series.occurrences
      .filter((o) => o.index < series.count)
      .map((o) => ({
        originalStart: Date.parse(o.originalStart),
        start: Date.parse(o.start),
        end: Date.parse(o.end),
        cancelled: o.status === 'cancelled' || o.status === 'rejected',
      }));
    const event = { uid: icalUid(series.uid, config.APP_URL), ics, occurrences };
    await steps.put(hostId, calendar, written, event, host, run, (tx, put) => {
      const data = { hostId, calendarId: calendar.id, href: put.href, etag: put.etag, sequence: series.sequence };
      return tx.calendarSeriesWrite.upsert({ where: { seriesId }, create: { seriesId, ...data }, update: data });
    });
  };
}
