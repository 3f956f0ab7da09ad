import { countByDayAndWeek, dayStartIn, weekOf } from '#shared/availability/slots.ts';
import { DAY_MS, localDayOf } from '#shared/availability/zone-time.ts';
import type { BusyContext, BusyInterval, BusyQuery, BusySource } from './source.ts';

/** Bookings counted around the span: a week either side, and a day for the zone. */
const MARGIN_MS = 8 * DAY_MS;

/** Start instants of the event type's blocking bookings around the span (not the one being moved). */
async function starts(query: BusyQuery, context: BusyContext): Promise<number[]> {
  const { tx, target, own } = query;
  const eventTypeId = target.read.eventType.id;
  const [from, to] = [new Date(query.from - MARGIN_MS), new Date(query.to + MARGIN_MS)];
  if (tx) {
    const rows = await tx.booking.findMany({
      where: {
        eventTypeId,
        blocking: true,
        // A team booking counts once, by its lead row (ADR 029).
        leadBookingId: null,
        ...(own?.bookingId ? { id: { not: own.bookingId } } : {}),
        startTime: { gte: from, lt: to },
      },
      select: { startTime: true, seatKey: true },
    });
    // Limits count times, not seats (ADR 026): a seated time's attendees count once.
    const seen = new Set<string>();
    return rows
      .filter((b) => !b.seatKey || (!seen.has(b.seatKey) && seen.add(b.seatKey)))
      .map((b) => b.startTime.getTime());
  }
  const all = await context.reads.eventBookingStarts(eventTypeId, from, to);
  // The booking being rescheduled does not count against its own day or week: dropped once.
  const k = own?.eventTypeId === eventTypeId ? all.indexOf(own.start) : -1;
  return k >= 0 ? all.filter((_, j) => j !== k) : all;
}

/** The event type's bookings per day and per week: a day (or week) at its limit is taken, whole. */
export const limitsSource: BusySource = {
  name: 'limits',
  cached: false,
  async busy(query, context) {
    const { settings, schedule, weekStart } = query.target;
    const { maxPerDay, maxPerWeek } = settings;
    if (maxPerDay === null && maxPerWeek === null) return [];
    const zone = schedule.timeZone;
    const counts = countByDayAndWeek(await starts(query, context), zone, weekStart);
    const busy: BusyInterval[] = [];
    for (let day = localDayOf(zone, query.from) - 1; day <= localDayOf(zone, query.to) + 1; day++) {
      const full =
        (maxPerDay !== null && (counts.perDay.get(day) ?? 0) >= maxPerDay) ||
        (maxPerWeek !== null && (counts.perWeek.get(weekOf(day, weekStart)) ?? 0) >= maxPerWeek);
      if (full) busy.push({ start: dayStartIn(zone, day), end: dayStartIn(zone, day + 1), reason: 'taken' });
    }
    return busy;
  },
};
