import { DAY_MS } from '#shared/availability/zone-time.ts';
import type { BusyContext, BusyQuery, BusySource } from './source.ts';

const MINUTE = 60_000;
/** The longest a booking can block: 24 h of event plus two 12 h buffers (bounds the overlap scan). */
const MAX_BLOCK_MS = 48 * 60 * MINUTE;
/** The window of a host's bookings kept in memory: from a few days ago to about half a year ahead. */
const KEPT_BEFORE_DAYS = 3;
const KEPT_DAYS = 200;

type Range = [number, number];

/** The host's blocking bookings (with their buffers) in [from, to), from the write's transaction. */
async function fresh(query: BusyQuery, hostId: string): Promise<Range[]> {
  const { tx, from, to, own } = query;
  const rows = await tx!.booking.findMany({
    where: {
      hostId,
      blocking: true,
      ...(own?.bookingId ? { id: { not: own.bookingId } } : {}),
      blockedStart: { gte: new Date(from - MAX_BLOCK_MS), lt: new Date(to) },
      blockedEnd: { gt: new Date(from) },
    },
    select: { blockedStart: true, blockedEnd: true },
  });
  return rows.map((b) => [b.blockedStart.getTime(), b.blockedEnd.getTime()]);
}

/**
 * From a per-host copy of the coming months, kept at the host's bookings version (every booking
 * write moves it), or from the database outside that window.
 */
async function kept(query: BusyQuery, context: BusyContext, hostId: string): Promise<Range[]> {
  const { from, to, at } = query;
  const version = query.bookingsVersions[hostId];
  const today = Math.floor(at / DAY_MS) * DAY_MS;
  const lo = today - KEPT_BEFORE_DAYS * DAY_MS;
  const hi = today + KEPT_DAYS * DAY_MS;
  const ranges =
    version === undefined || from < lo || to > hi
      ? await context.reads.busy(hostId, new Date(from), new Date(to))
      : (
          await context.kept<Range>(`bookings:${hostId}`, `${version}:${today}`, () =>
            context.reads.busy(hostId, new Date(lo), new Date(hi)),
          )
        ).filter(([s, e]) => s < to && e > from);
  const { own } = query;
  if (own?.hostId !== hostId) return ranges;
  // The booking being rescheduled does not block its own new time: dropped once (in the kept copy or
  // read outside its window alike).
  const i = ranges.findIndex(([s, e]) => s === own.blocked[0] && e === own.blocked[1]);
  return i >= 0 ? ranges.filter((_, j) => j !== i) : ranges;
}

/** Kairos's own bookings, each with its buffers: taken. */
export const bookingsSource: BusySource = {
  name: 'bookings',
  cached: true,
  async busy(query, context) {
    const perHost = await Promise.all(
      query.hostIds.map((hostId) => (query.tx ? fresh(query, hostId) : kept(query, context, hostId))),
    );
    return perHost.flat().map(([start, end]) => ({ start, end, reason: 'taken' as const }));
  },
};
