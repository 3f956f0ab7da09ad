import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { createWorkerLoop } from '../../lib/worker-loop.ts';

export interface CalendarSchedulerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** One refresh of one connection; `signal` ends it when its claim is about to run out. */
  sync: (connectionId: string, signal: AbortSignal) => Promise<void>;
  /** How long after a refresh a connection is refreshed again (CALENDAR_REFRESH_INTERVAL_MS). */
  intervalMs: number;
  /** How often the worker looks for connections that are due. */
  pollMs: number;
  /** How long a claim lasts: a connection whose worker died is taken again after it. */
  leaseMs: number;
  /** Connections refreshed at once by this process. */
  concurrency: number;
  now: () => number;
}

const BATCH = 20;

/**
 * The background refresh (ADR 021). Every process looks for due connections and claims each with a
 * compare-and-set on its row (`claimedUntil`, a lease): two processes never refresh one connection
 * at once, and one whose process died is taken again when the lease ends. A process refreshes at
 * most `concurrency` connections at a time; each request to a server has its own time limit, and a
 * refresh is stopped before its lease runs out, so a hanging server holds one slot, not the worker.
 */
export function createCalendarScheduler(options: CalendarSchedulerOptions) {
  const { db, log, sync, intervalMs, pollMs, leaseMs, concurrency, now } = options;
  const me = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const stopping = new AbortController();

  /**
   * A change to the connection's row that first writes it: the row lock on PostgreSQL, and on SQLite
   * the write lock taken before any read, so two processes claiming at once queue instead of both
   * reading first and deadlocking on the upgrade (as ADR 015's booking writes do).
   */
  function onRow<T>(id: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE calendar_connections SET version = version WHERE id = ${id}`;
      return work(tx);
    });
  }

  /** The claim: only if nobody holds it (or their lease ended). Answers the connection's version then. */
  function claim(id: string): Promise<number | null> {
    return onRow(id, async (tx) => {
      const at = new Date(now());
      const { count } = await tx.calendarConnection.updateMany({
        where: { id, OR: [{ claimedUntil: null }, { claimedUntil: { lt: at } }] },
        data: { claimedUntil: new Date(at.getTime() + leaseMs), claimedBy: me },
      });
      if (count !== 1) return null;
      const row = await tx.calendarConnection.findUnique({ where: { id }, select: { version: true } });
      return row?.version ?? null;
    });
  }

  /** Lets go of the claim; the next refresh is an interval away unless a change asked for one meanwhile. */
  function release(id: string, version: number) {
    return onRow(id, async (tx) => {
      const next = new Date(now() + intervalMs);
      const { count } = await tx.calendarConnection.updateMany({
        where: { id, claimedBy: me, version },
        data: { claimedUntil: null, claimedBy: null, nextSyncAt: next },
      });
      if (count === 0) {
        await tx.calendarConnection.updateMany({
          where: { id, claimedBy: me },
          data: { claimedUntil: null, claimedBy: null },
        });
      }
    });
  }

  async function runOne(id: string): Promise<boolean> {
    const version = await claim(id);
    if (version === null) return false;
    // Stopped a little before the lease ends, so no other process takes it while this one still works.
    const signal = AbortSignal.any([AbortSignal.timeout(Math.max(1, leaseMs - 5_000)), stopping.signal]);
    try {
      await sync(id, signal);
    } catch (err) {
      log.error({ err, connection: id }, 'a calendar refresh failed');
    } finally {
      await release(id, version).catch((err: unknown) => log.error({ err }, 'a calendar claim could not be released'));
    }
    return true;
  }

  /** One pass: claims and refreshes up to a batch of due connections, `concurrency` at a time. */
  async function pass(): Promise<number> {
    const at = new Date(now());
    const due = await db.calendarConnection.findMany({
      where: { nextSyncAt: { lte: at }, OR: [{ claimedUntil: null }, { claimedUntil: { lt: at } }] },
      orderBy: [{ nextSyncAt: 'asc' }, { id: 'asc' }],
      take: BATCH,
      select: { id: true },
    });
    let ran = 0;
    const queue = due.map((d) => d.id);
    const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (await runOne(id)) ran += 1;
      }
    });
    await Promise.all(workers);
    return ran;
  }

  const loop = createWorkerLoop({
    pass,
    batch: BATCH,
    pollMs,
    onError: (err) => log.error({ err }, 'the calendar refresh could not read its connections'),
  });

  return {
    /** Refreshes every due connection now, and waits for a pass already running: tests, and shutdown. */
    async syncDue(): Promise<number> {
      // A look the worker was about to take is taken here instead.
      loop.cancel();
      let total = 0;
      for (;;) {
        for (let pending = loop.running(); pending; pending = loop.running()) await pending;
        const ran = await pass();
        total += ran;
        if (ran === 0 && !loop.running()) break;
      }
      loop.schedule(pollMs);
      return total;
    },
    /** Looks for due connections soon (after a change asked for a refresh). */
    kick: () => loop.schedule(0),
    start: loop.start,
    async stop() {
      stopping.abort();
      await loop.stop();
    },
  };
}

export type CalendarScheduler = ReturnType<typeof createCalendarScheduler>;
