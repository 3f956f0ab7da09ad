import type { Db } from '../../../db/client.ts';

/** Round-robin counts bookings made in the last this many days (the window of the weights' shares). */
export const ROUND_ROBIN_WINDOW_DAYS = 30;

export interface Candidate {
  id: string;
  weight: number;
  priority: number;
}

/** A host's round-robin bookings of the event type in the window, and when they were last booked. */
export interface HostRecord {
  count: number;
  /** The instant of their last booking of the event type (ms), or null: never. */
  last: number | null;
}

/**
 * The order in which a round-robin's free hosts are tried (ADR 029). With equal weights: the host
 * booked least recently first (never booked before anyone). With weights: the host furthest below
 * their share first, i.e. the lowest bookings-in-window ÷ weight, so shares follow the weights.
 * Ties go to the higher priority, then the one booked least recently, then a fixed order (the id).
 */
export function roundRobinOrder(
  candidates: readonly Candidate[],
  records: ReadonlyMap<string, HostRecord>,
): Candidate[] {
  const weighted = new Set(candidates.map((c) => c.weight)).size > 1;
  const record = (c: Candidate) => records.get(c.id) ?? { count: 0, last: null };
  const last = (c: Candidate) => record(c).last ?? Number.NEGATIVE_INFINITY;
  return [...candidates].sort((a, b) => {
    if (weighted) {
      const share = record(a).count / a.weight - record(b).count / b.weight;
      if (share !== 0) return share;
    } else if (last(a) !== last(b)) {
      return last(a) < last(b) ? -1 : 1;
    }
    if (a.priority !== b.priority) return b.priority - a.priority;
    if (last(a) !== last(b)) return last(a) < last(b) ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * Each candidate's record for the event type: the bookings they lead (the round-robin's pick, not a
 * fixed host's attendance), not cancelled or declined, made in the window.
 */
export async function roundRobinRecords(
  db: Pick<Db, 'booking'>,
  eventTypeId: string,
  hostIds: readonly string[],
  at: number,
): Promise<Map<string, HostRecord>> {
  const rows = await db.booking.groupBy({
    by: ['hostId'],
    where: {
      eventTypeId,
      hostId: { in: [...hostIds] },
      leadBookingId: null,
      status: { in: ['accepted', 'pending'] },
      createdAt: { gte: new Date(at - ROUND_ROBIN_WINDOW_DAYS * 86_400_000) },
    },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  return new Map(rows.map((r) => [r.hostId, { count: r._count._all, last: r._max.createdAt?.getTime() ?? null }]));
}
