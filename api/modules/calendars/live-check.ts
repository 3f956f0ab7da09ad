import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { CALENDAR_LIVE_CHECK_TIMEOUT_MS } from '#shared/schemas/calendars.ts';
import { bookingTimes } from '../bookings/contract.ts';
import type { BeforeWrite } from '../bookings/types.ts';
import { CONNECTION_SYNC_SELECT, type ConnectionRow, type StoredCalendar } from './providers/types.ts';
import type { CalendarSync } from './sync.ts';

type Connection = ConnectionRow & { calendars: StoredCalendar[] };

/**
 * The fresh read at the moment of booking (ADR 021). Before a booking or a reschedule takes the
 * host's lock, the chosen span is read again from the host's conflict calendars (CalDAV: a
 * time-range report; subscriptions: the file, with its validators), all within
 * CALENDAR_LIVE_CHECK_TIMEOUT_MS. What came back is stored (moving the calendars version), so the
 * locked write's busy source sees it; a server that does not answer in time leaves the cached copy
 * to decide. Concurrent bookings of one host and span share one read.
 */
export function createLiveCheck(deps: { db: Db; sync: CalendarSync; now: () => number; log: FastifyBaseLogger }) {
  const { db, sync, now, log } = deps;
  const inFlight = new Map<string, Promise<void>>();

  /** One connection's fresh objects for the span, read by its provider and stored where they changed. */
  async function readConnection(connection: Connection, from: Date, to: Date, signal: AbortSignal) {
    const policy = sync.policy(signal, CALENDAR_LIVE_CHECK_TIMEOUT_MS);
    await sync.providerOf(connection.kind).readSpan(sync.context, connection, { from, to, policy });
  }

  async function check(hostId: string, from: Date, to: Date): Promise<void> {
    const connections = await db.calendarConnection.findMany({
      where: { userId: hostId, calendars: { some: { checkConflicts: true } } },
      select: {
        ...CONNECTION_SYNC_SELECT,
        calendars: {
          where: { checkConflicts: true },
          select: { id: true, url: true },
        },
      },
    });
    if (connections.length === 0) return;
    const signal = AbortSignal.timeout(CALENDAR_LIVE_CHECK_TIMEOUT_MS);
    const reads = connections.map((c) => readConnection(c, from, to, signal));
    // However the servers answer, the booking goes on when the time is up: the cached copy decides.
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, CALENDAR_LIVE_CHECK_TIMEOUT_MS).unref());
    const outcomes = Promise.allSettled(reads).then((settled) => {
      for (const s of settled) {
        if (s.status === 'rejected') log.info({ err: s.reason, host: hostId }, 'a live calendar check got no answer');
      }
    });
    await Promise.race([outcomes, deadline]);
  }

  const hook: BeforeWrite = async ({ hostId, target, start, calendarsVersion }) => {
    // Version 0: the host never connected a calendar.
    if (calendarsVersion === 0) return;
    let span: [number, number];
    try {
      const times = bookingTimes(start, target.settings, now());
      span = [times.blockedStart, times.blockedEnd];
    } catch {
      return; // The locked write answers for a time it cannot book.
    }
    const key = `${hostId}:${span[0]}:${span[1]}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = check(hostId, new Date(span[0]), new Date(span[1])).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    await pending;
  };
  return hook;
}
