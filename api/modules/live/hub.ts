import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type LiveLog, type LoggedEvent, createLiveLog } from './log.ts';
import { endedStreams } from './sessions.ts';
import { LiveStream, type StreamOwner, bookingFrame } from './stream.ts';

/** How long a hole in the log's ids is waited for: a PostgreSQL transaction that took an id may commit late. */
const GAP_WAIT_MS = 5_000;
/** At most this many holes are waited for at once (a rolled-back burst leaves ids that never come). */
const MAX_GAPS = 1_000;
const PRUNE_EVERY_MS = 60_000;

export type LiveHubConfig = Pick<
  Config,
  | 'LIVE_CONNECTIONS_PER_USER'
  | 'LIVE_CONNECTIONS_PER_PROCESS'
  | 'LIVE_TAIL_INTERVAL_MS'
  | 'LIVE_SESSION_CHECK_MS'
  | 'LIVE_HEARTBEAT_SECONDS'
  | 'LIVE_EVENT_RETENTION_SECONDS'
>;

export interface LiveHubDeps {
  db: Db;
  log: FastifyBaseLogger;
  config: LiveHubConfig;
  now: () => number;
}

export type AdmitResult = { ok: true; stream: LiveStream } | { ok: false; reason: 'user' | 'process' };

/**
 * The process's open streams (ADR 034). Every tick it reads the log once for all of them (never one
 * query per stream) and hands each new row to its recipient's streams; it checks all their sessions
 * in one query on its own timer, sends the heartbeats, and prunes the log.
 */
export function createLiveHub({ db, log, config, now }: LiveHubDeps) {
  const liveLog: LiveLog = createLiveLog(db);
  const byUser = new Map<string, Set<LiveStream>>();
  let count = 0;
  /** The highest id read so far; ids below it not seen yet, with when the hole was noticed. */
  let high = 0;
  const gaps = new Map<number, number>();
  let waking: Promise<void> | null = null;
  let lastPrune = 0;
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];

  function dispatch(event: LoggedEvent) {
    const streams = byUser.get(event.userId);
    if (!streams) return;
    const frame = bookingFrame(event);
    for (const stream of streams) stream.deliver(event, frame);
  }

  async function tick() {
    if (count === 0 || waking) return;
    const at = now();
    for (const [id, since] of gaps) if (at - since > GAP_WAIT_MS) gaps.delete(id);
    const rows = await liveLog.tail(high, [...gaps.keys()]);
    for (const row of rows) {
      if (row.id > high) {
        for (let id = high + 1; id < row.id && gaps.size < MAX_GAPS; id++) gaps.set(id, at);
        high = row.id;
      } else if (!gaps.delete(row.id)) continue;
      dispatch(row);
    }
  }

  async function checkSessions() {
    if (count === 0) return;
    const all = [...byUser.values()].flatMap((set) => [...set]);
    for (const stream of await endedStreams(db, all)) stream.end('session-ended');
  }

  async function prune() {
    const at = now();
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    await liveLog.prune(new Date(at - config.LIVE_EVENT_RETENTION_SECONDS * 1000));
  }

  /** Runs `work` every `ms`, one run at a time; a failure is logged and the next run tries again. */
  function every(ms: number, what: string, work: () => Promise<void> | void) {
    let running = false;
    const timer = setInterval(() => {
      if (running || stopped) return;
      running = true;
      Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err }, `live stream: ${what} failed`))
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  function remove(stream: LiveStream) {
    const set = byUser.get(stream.owner.userId);
    if (!set?.delete(stream)) return;
    count--;
    if (set.size === 0) byUser.delete(stream.owner.userId);
  }

  return {
    liveLog,
    start() {
      stopped = false;
      every(config.LIVE_TAIL_INTERVAL_MS, 'reading the event log', async () => {
        await tick();
        await prune();
      });
      every(config.LIVE_SESSION_CHECK_MS, 'checking sessions', checkSessions);
      every(config.LIVE_HEARTBEAT_SECONDS * 1000, 'heartbeat', () => {
        for (const set of byUser.values()) for (const stream of set) stream.heartbeat();
      });
    },
    /**
     * Takes a new stream if the limits allow. When no stream was open the log was not being read:
     * it starts from its newest id, and what came before is the new stream's backlog to read.
     */
    async admit(owner: StreamOwner, raw: ConstructorParameters<typeof LiveStream>[1]): Promise<AdmitResult> {
      if (count >= config.LIVE_CONNECTIONS_PER_PROCESS) return { ok: false, reason: 'process' };
      if ((byUser.get(owner.userId)?.size ?? 0) >= config.LIVE_CONNECTIONS_PER_USER)
        return { ok: false, reason: 'user' };
      if (count === 0) {
        waking ??= liveLog.newestId().then(
          (id) => {
            high = Math.max(high, id);
            gaps.clear();
            waking = null;
          },
          (err: unknown) => {
            waking = null;
            throw err;
          },
        );
        await waking;
        // The limits again: others may have come in while the log was read.
        if (count >= config.LIVE_CONNECTIONS_PER_PROCESS) return { ok: false, reason: 'process' };
        if ((byUser.get(owner.userId)?.size ?? 0) >= config.LIVE_CONNECTIONS_PER_USER)
          return { ok: false, reason: 'user' };
      }
      const stream = new LiveStream(owner, raw, remove);
      const set = byUser.get(owner.userId) ?? new Set<LiveStream>();
      set.add(stream);
      byUser.set(owner.userId, set);
      count++;
      return { ok: true, stream };
    },
    /** How many streams this process holds. */
    size: () => count,
    /** Ends every stream (shutdown) and the timers. */
    stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const set of [...byUser.values()]) for (const stream of [...set]) stream.end('shutdown');
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
