import type { LiveEvent } from '#shared/schemas/live.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingEvent } from '../bookings/event.ts';

/**
 * The live stream's log (ADR 034): one `live_events` row per booking event and recipient, written in
 * the booking's own transaction (one small insert; the fan-out to streams happens after the commit,
 * when each process reads the log). Its autoincrement id is the SSE id a client resumes from.
 */

/**
 * Who hears of a booking's change: its attending hosts. Today a booking has one host. Team bookings
 * (issue 29) add their attending hosts here; every write that names a recipient must hold that
 * user's row lock (docs/architecture.md#one-lock-order), which keeps each user's events in id order.
 */
export function recipientsOf(event: BookingEvent): string[] {
  return [event.host.id];
}

/** What the stream tells about the change: enough to show it and find the booking, no answers, no email. */
export function liveEventOf(event: BookingEvent): LiveEvent {
  const b = event.booking;
  return {
    kind: event.name,
    at: event.at,
    booking: {
      uid: b.uid,
      title: b.title,
      start: b.startTime,
      end: b.endTime,
      status: b.status as LiveEvent['booking']['status'],
      inviteeName: b.inviteeName,
      locationUrl: b.locationUrl,
    },
  };
}

/** Appends the event to the log, for each recipient, inside the write's transaction. */
export async function appendLiveEvents(tx: Tx, event: BookingEvent): Promise<void> {
  const payload = JSON.stringify(liveEventOf(event));
  const createdAt = new Date(event.at);
  await tx.liveEvent.createMany({ data: recipientsOf(event).map((userId) => ({ userId, payload, createdAt })) });
}

export interface LoggedEvent {
  id: number;
  userId: string;
  payload: string;
}

const SELECT = { id: true, userId: true, payload: true } as const;

/** At most this many rows per read: a tick that finds more reads the rest on the next. */
export const LOG_READ_BATCH = 1_000;

/** Reads of the log. */
export function createLiveLog(db: Db) {
  return {
    /** The newest id, 0 when the log is empty. */
    async newestId(): Promise<number> {
      const { _max } = await db.liveEvent.aggregate({ _max: { id: true } });
      return _max.id ?? 0;
    },
    /** The oldest id the log still keeps, or null when it is empty. */
    async oldestId(): Promise<number | null> {
      const { _min } = await db.liveEvent.aggregate({ _min: { id: true } });
      return _min.id ?? null;
    },
    /** Everyone's events after `after`, and the ids in `missing` (late commits), in id order: one query per tick. */
    tail(after: number, missing: number[]): Promise<LoggedEvent[]> {
      return db.liveEvent.findMany({
        where: missing.length > 0 ? { OR: [{ id: { gt: after } }, { id: { in: missing } }] } : { id: { gt: after } },
        orderBy: { id: 'asc' },
        take: LOG_READ_BATCH,
        select: SELECT,
      });
    },
    /** One user's events after `after` (a reconnect's Last-Event-ID). */
    since(userId: string, after: number): Promise<LoggedEvent[]> {
      return db.liveEvent.findMany({
        where: { userId, id: { gt: after } },
        orderBy: { id: 'asc' },
        take: LOG_READ_BATCH,
        select: SELECT,
      });
    },
    /** Removes what is older than the retention window. */
    async prune(before: Date): Promise<void> {
      await db.liveEvent.deleteMany({ where: { createdAt: { lt: before } } });
    },
  };
}

export type LiveLog = ReturnType<typeof createLiveLog>;
