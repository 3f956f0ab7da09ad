import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { commitTogether } from './commit-together.ts';
import { createWorkerLoop } from './worker-loop.ts';

/**
 * The durable outbox (ADR 015). Work that must follow a commit (emails, webhook deliveries) is
 * written as rows of `outbox_jobs` in the same transaction as the change it tells about, so a crash
 * right after the commit loses nothing. A worker in every API process claims due jobs (each claim is
 * a compare-and-set on the row, so one process takes a job for one lease), runs them and records
 * the outcome; a failure is retried later with backoff. Delivery is at least once: a process that
 * dies mid-job leaves it to be taken again when the lease ends.
 */

/**
 * 'booking-listener': one listener's reaction to one booking event (ADR 019); 'workflow-reminder': one
 * workflow email (ADR 027); 'booking-request-expiry': a request's expiry (ADR 025).
 */
export type OutboxKind = 'email' | 'webhook' | 'booking-listener' | 'workflow-reminder' | 'booking-request-expiry';

export interface OutboxJobInput {
  kind: OutboxKind;
  payload: unknown;
  /** Not before this instant (default: now). */
  runAt?: Date;
}

/** The rows to create, in the writer's transaction: `tx.outboxJob.createMany({ data: outboxRows(jobs) })`. */
export function outboxRows(jobs: OutboxJobInput[]) {
  return jobs.map((job) => ({
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    ...(job.runAt ? { runAt: job.runAt } : {}),
  }));
}

export interface OutboxJobContext {
  id: string;
  /** 1 on the first try. */
  attempt: number;
  /** Whether this is the last try: a failure now gives the job up. */
  lastAttempt: boolean;
  /** When the job was written. */
  createdAt: Date;
}

/**
 * What a handler may answer besides done: `deferUntil` runs the job again then, without using up a
 * retry (nothing failed: it may not run yet); `skipped` marks it done without doing it, and why.
 */
export type OutboxOutcome = void | { deferUntil: Date } | { skipped: string };

/** Runs one job; throwing (or rejecting) schedules a retry. */
export type OutboxHandler = (payload: unknown, job: OutboxJobContext) => Promise<OutboxOutcome>;

export interface OutboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Seconds to wait before each retry; the job is given up after the last. */
  retryDelaysSeconds: number[];
  pollIntervalMs: number;
  /** How long a claim lasts: a job whose worker died is taken again after it. */
  leaseMs: number;
  now?: () => number;
}

export interface Outbox {
  handle(kind: OutboxKind, handler: OutboxHandler): void;
  /** Runs `payload` now with the handler of `kind`, as part of `job` (a listener sending its email). */
  runAs(kind: OutboxKind, payload: unknown, job: OutboxJobContext): Promise<OutboxOutcome>;
  /** Looks for due jobs soon (after a commit that wrote some): within KICK_DELAY_MS, once for a burst. */
  kick(): void;
  /** Runs every due job, again until none is left (tests, shutdown). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 20;
/**
 * How long a kick waits before the worker looks: a burst of commits (a popular time, a race) is
 * answered first and its jobs are then taken in one pass, instead of the worker competing with the
 * burst for the process after every commit.
 */
const KICK_DELAY_MS = 100;
const MAX_ERROR_LENGTH = 500;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, log, retryDelaysSeconds, pollIntervalMs, leaseMs } = options;
  const now = options.now ?? Date.now;
  const handlers = new Map<string, OutboxHandler>();
  let stopped = true;
  let kicked: NodeJS.Timeout | undefined;

  /**
   * Claims the due jobs read by a pass in one statement (one commit, where SQLite syncs each to disk):
   * a compare-and-set on the rows no other worker holds. When another worker took some of them first,
   * the ones this claim got are read back by its lease, which is this pass's own (its instant plus a
   * random millisecond count).
   */
  async function claim(ids: string[], at: Date): Promise<Set<string>> {
    const lease = new Date(at.getTime() + leaseMs + Math.floor(Math.random() * 1_000));
    const { count } = await db.outboxJob.updateMany({
      where: { id: { in: ids }, doneAt: null, OR: [{ lockedUntil: null }, { lockedUntil: { lte: at } }] },
      data: { lockedUntil: lease, attempts: { increment: 1 } },
    });
    if (count === ids.length) return new Set(ids);
    if (count === 0) return new Set();
    const mine = await db.outboxJob.findMany({
      where: { id: { in: ids }, doneAt: null, lockedUntil: lease },
      select: { id: true },
    });
    return new Set(mine.map((job) => job.id));
  }

  /** Runs one claimed job; answers true when it is simply done (marked with the pass's others). */
  async function runOne(job: {
    id: string;
    kind: string;
    payload: string;
    attempts: number;
    createdAt: Date;
  }): Promise<boolean> {
    const attempt = job.attempts + 1;
    const lastAttempt = attempt > retryDelaysSeconds.length;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for outbox jobs of kind ${job.kind}`);
      const outcome = await handler(JSON.parse(job.payload) as unknown, {
        id: job.id,
        attempt,
        lastAttempt,
        createdAt: job.createdAt,
      });
      if (!outcome) return true;
      await db.outboxJob.update({
        where: { id: job.id },
        data:
          'deferUntil' in outcome
            ? { runAt: outcome.deferUntil, lockedUntil: null, attempts: { decrement: 1 } }
            : { doneAt: new Date(now()), lockedUntil: null, lastError: outcome.skipped },
      });
      return false;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      if (lastAttempt) {
        log.error({ job: job.id, kind: job.kind, attempt, err: message }, 'outbox job failed for the last time');
        await db.outboxJob.update({
          where: { id: job.id },
          data: { doneAt: new Date(now()), lockedUntil: null, lastError: message },
        });
      } else {
        const delay = retryDelaysSeconds[attempt - 1]! * 1000;
        log.warn({ job: job.id, kind: job.kind, attempt, err: message }, 'outbox job failed; it will be retried');
        await db.outboxJob.update({
          where: { id: job.id },
          data: { runAt: new Date(now() + delay), lockedUntil: null, lastError: message },
        });
      }
      return false;
    }
  }

  /**
   * One pass: claims and runs up to a batch of due jobs; answers how many were due and how many it
   * ran (fewer when another pass claimed some first).
   */
  async function look(): Promise<{ due: number; ran: number }> {
    const at = new Date(now());
    const due = await db.outboxJob.findMany({
      where: { doneAt: null, runAt: { lte: at }, OR: [{ lockedUntil: null }, { lockedUntil: { lte: at } }] },
      orderBy: [{ runAt: 'asc' }, { id: 'asc' }],
      take: BATCH,
      select: { id: true, kind: true, payload: true, attempts: true, createdAt: true },
    });
    if (due.length === 0) return { due: 0, ran: 0 };
    const mine = await claim(
      due.map((job) => job.id),
      at,
    );
    // Done jobs are marked in as few commits as they allow (`commitTogether`). A crash before a job
    // is marked runs it again after its lease: at least once, as always (an email's Message-ID is the same).
    const markDone = commitTogether<string>(async (ids) => {
      await db.outboxJob.updateMany({
        where: { id: { in: ids } },
        data: { doneAt: new Date(now()), lockedUntil: null, lastError: null },
      });
    });
    await Promise.all(
      due
        .filter((job) => mine.has(job.id))
        .map(async (job) => {
          if (await runOne(job)) await markDone(job.id);
        }),
    );
    return { due: due.length, ran: mine.size };
  }
  const pass = async () => (await look()).ran;

  const loop = createWorkerLoop({
    pass,
    batch: BATCH,
    pollMs: pollIntervalMs,
    onError: (err) => log.error({ err }, 'the outbox worker could not read its jobs'),
  });

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    async runAs(kind, payload, job) {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`No handler for outbox jobs of kind ${kind}`);
      return handler(payload, job);
    },
    kick() {
      if (stopped || kicked) return;
      kicked = setTimeout(() => {
        kicked = undefined;
        void loop.tick();
      }, KICK_DELAY_MS);
      kicked.unref();
    },
    async drain() {
      // Until nothing due is left and no pass of the worker's own (a kick's) is still running a job
      // it claimed: such a job is locked, so this pass skips it, and it may come back due (a retry).
      // A job this pass saw due but the worker's pass claimed first may be due again (a retry) by the
      // time that pass has ended: look again rather than end on it.
      for (;;) {
        for (let running = loop.running(); running; running = loop.running()) await running;
        if ((await look()).due > 0) continue;
        if (!loop.running()) return;
      }
    },
    start() {
      stopped = false;
      loop.start();
    },
    async stop() {
      stopped = true;
      clearTimeout(kicked);
      kicked = undefined;
      await loop.stop();
    },
  };
}
