import type { Tx } from '../../../db/client.ts';
import { type CalendarBusyRead, hostEmailsOf } from '../../../db/reads/calendars.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { calendarMessages } from '#shared/schemas/calendars.ts';
import { busyFromICalendar } from '../../../lib/ical-expand.ts';
import type { OwnBooking } from '../types.ts';
import type { BusyContext, BusyQuery, BusySource } from './source.ts';

/** The window of expanded events kept in memory: from a few days ago to about half a year ahead. */
const KEPT_BEFORE_DAYS = 3;
const KEPT_DAYS = 200;

interface Busy {
  start: number;
  end: number;
  uid: string;
  away?: true;
}

/** The same as the driver's read, through the write's transaction. */
async function readIn(tx: Tx, hostId: string): Promise<CalendarBusyRead> {
  const objects = await tx.calendarObject.findMany({
    where: { calendar: { checkConflicts: true, connection: { userId: hostId } } },
    select: { data: true },
    orderBy: { id: 'asc' },
  });
  const user = await tx.user.findUnique({
    where: { id: hostId },
    select: { email: true, calendarConnections: { select: { username: true } } },
  });
  return {
    texts: objects.map((o) => o.data),
    emails: user
      ? hostEmailsOf(
          user.email,
          user.calendarConnections.map((c) => c.username),
        )
      : [],
  };
}

function expand(read: CalendarBusyRead, from: number, to: number, zone: string): Busy[] {
  if (read.texts.length === 0) return [];
  return busyFromICalendar(read.texts, { from, to, zone, hostEmails: read.emails }).busy;
}

/**
 * The host's calendars version: the query's (read with the host's other versions), or inside the
 * write the one its transaction sees (every change to the calendars waits for the host's lock).
 */
async function versionOf(query: BusyQuery, hostId: string): Promise<number | null> {
  if (query.tx) {
    const row = await query.tx.user.findUnique({ where: { id: hostId }, select: { calendarsVersion: true } });
    return row?.calendarsVersion ?? null;
  }
  return query.calendarsVersions?.[hostId] ?? null;
}

/**
 * A host's busy events, expanded once per calendars version, zone and day for the coming months
 * (and per span outside them), from the driver or, inside the write, from its transaction.
 */
async function events(query: BusyQuery, context: BusyContext, hostId: string): Promise<Busy[]> {
  const { tx, from, to, at } = query;
  const zone = query.target.schedule.timeZone;
  const version = await versionOf(query, hostId);
  // Version 0: the host never connected a calendar, nothing to read.
  if (version === 0) return [];
  const read = () => (tx ? readIn(tx, hostId) : context.reads.calendarBusy(hostId));
  if (version === null) return expand(await read(), from, to, zone);
  const today = Math.floor(at / DAY_MS) * DAY_MS;
  const lo = today - KEPT_BEFORE_DAYS * DAY_MS;
  const hi = today + KEPT_DAYS * DAY_MS;
  const [span, lower, upper] = from >= lo && to <= hi ? [`${today}`, lo, hi] : [`${from}:${to}`, from, to];
  const all = await context.kept<Busy>(`calendars:${hostId}:${zone}:${span}`, `${version}`, async () =>
    expand(await read(), lower, upper, zone),
  );
  return all.filter((b) => b.start < to && b.end > from);
}

/**
 * The host's out-of-office events in their connected calendars (Google's `outOfOffice`, Microsoft's
 * `oof`; ADR 055) over the query's span, from the same kept expansion as the busy times.
 */
export async function calendarAway(
  query: BusyQuery,
  context: BusyContext,
  hostId: string,
): Promise<[number, number][]> {
  const found = await events(query, context, hostId);
  return found.filter((b) => b.away).map((b) => [b.start, b.end]);
}

/** The booking's own event, or (an occurrence of a series) its instance in the series' one event. */
function isOwn(b: Busy, own: OwnBooking): boolean {
  if (own.icalUid && b.uid === own.icalUid) return true;
  const series = own.seriesEvent;
  return series !== undefined && b.uid === series.uid && series.starts.includes(b.start);
}

/**
 * The host's connected calendars (ADR 021): every event of a calendar that checks for conflicts is
 * taken, as a booking is (the event type's buffers apply around the time being offered, exactly as
 * they do against bookings). The event Kairos wrote for the booking being rescheduled (its UID)
 * does not block that booking; for an occurrence of a series, only its own instance of the series'
 * event (ADR 054), so the other dates still count (they are bookings too, and stay taken).
 */
export const calendarsSource: BusySource = {
  name: 'calendars',
  cached: true,
  async busy(query, context) {
    const perHost = await Promise.all(
      query.hostIds.map(async (hostId) => {
        const own = query.own?.hostId === hostId ? query.own : undefined;
        const found = await events(query, context, hostId);
        return own ? found.filter((b) => !isOwn(b, own)) : found;
      }),
    );
    return perHost.flat().map((b) => ({
      start: b.start,
      end: b.end,
      reason: 'taken' as const,
      message: calendarMessages.conflict,
      uid: b.uid,
    }));
  },
};
