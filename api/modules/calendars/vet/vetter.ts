import { createHash } from 'node:crypto';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { RemoteCalendarError } from '../remote/types.ts';
import type { VetReply, VetRequest } from './protocol.ts';

/**
 * Reads each calendar a refresh brings in a worker thread before it is stored (ADR 039), so a text
 * no limit of api/lib/ical-expand/limits.ts foresaw costs that worker's heap and time, never the API's: the
 * worker has its own heap (`maxHeapMb`) and is terminated at `timeoutMs`. A calendar that ends it is
 * not stored (the last good copy stays) and fails with the name of the event being read; one whose
 * events were merely refused is stored, and the names come back for Installed Apps. One worker is
 * kept and reused while calendars come in (starting one costs tens of milliseconds) and ended once
 * none came for `idleMs`, so an idle server holds no second V8 heap (issue 39); the next calendar
 * starts a new one. Calendars are read one at a time.
 * The same texts that ended it once fail at once after (the refresh every few minutes, the live
 * check at each booking): they are not read again until they change.
 */

export interface VetLimits {
  /** The worker's old-generation heap, MB. */
  maxHeapMb: number;
  /** How long one calendar may take before the worker is terminated. */
  timeoutMs: number;
  /** How long the worker is kept after its last calendar before it is ended (started again on demand). */
  idleMs?: number;
}

export const VET_LIMITS: VetLimits = { maxHeapMb: 256, timeoutMs: 10_000, idleMs: 30_000 };

const DEFAULT_IDLE_MS = 30_000;

/** Texts that ended the worker, remembered (by hash, with the event's name) at most this many. */
const REMEMBERED_FAILURES = 100;

/** The window the busy source keeps expanded (open-times/busy/calendars.ts): a few days back, ~200 ahead. */
const WINDOW_BEFORE_DAYS = 3;
const WINDOW_DAYS = 200;

/**
 * The worker: the bundled file beside the built server, or, from the sources (tests, dev), worker.ts
 * through tsx, registered inside the thread (an `--import` flag does not reach a worker's entry).
 */
function startWorker(options: WorkerOptions): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./calendar-vet-worker.mjs', here), options);
  const source = JSON.stringify(new URL('./worker.ts', here).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** What the worker made of a calendar's texts. */
export interface Vetted {
  /** The refused events' names (summary, else UID). */
  refused: string[];
  /** The texts, index for index, without the refused events. */
  texts: string[];
}

export function createCalendarVetter(limits: VetLimits, now: () => number) {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;
  /** Calendars asked for and not answered yet (queued or being read). */
  let pending = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const failures = new Map<string, string>();

  function endWhenIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (pending > 0 || !worker) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending === 0 && worker) discard(worker);
    }, limits.idleMs ?? DEFAULT_IDLE_MS);
    idleTimer.unref();
  }

  function started(): Worker {
    if (worker) return worker;
    const made = startWorker({
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    made.unref();
    worker = made;
    return made;
  }

  function discard(ended: Worker) {
    if (worker === ended) worker = null;
    void ended.terminate();
  }

  function readOne(texts: readonly string[]): Promise<Vetted> {
    const current = started();
    const today = Math.floor(now() / DAY_MS) * DAY_MS;
    const request: VetRequest = {
      id: ++nextId,
      texts,
      from: today - WINDOW_BEFORE_DAYS * DAY_MS,
      to: today + WINDOW_DAYS * DAY_MS,
      zone: 'UTC',
    };
    return new Promise<Vetted>((resolve, reject) => {
      let reading = '';
      // The detail is the event's name (empty when the worker ended before any event).
      const fail = () => {
        cleanup();
        discard(current);
        reject(new RemoteCalendarError('unreadable', reading));
      };
      const onMessage = (reply: VetReply) => {
        if (reply.id !== request.id) return;
        if (reply.kind === 'event') reading = reply.name;
        else {
          cleanup();
          resolve({ refused: reply.refused, texts: reply.texts });
        }
      };
      // Out of its heap ('error', then 'exit'), crashed, or past its deadline: the same for the host.
      const onError = fail;
      const onExit = fail;
      const timer = setTimeout(fail, limits.timeoutMs);
      function cleanup() {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
        current.unref();
      }
      current.on('message', onMessage);
      current.on('error', onError);
      current.on('exit', onExit);
      // Held while it works, so a refresh waits for its answer.
      current.ref();
      current.postMessage(request);
    });
  }

  return {
    /**
     * The names of the events refused in these texts (none: all of them can be read) and the texts
     * to store, without them. Throws RemoteCalendarError('unreadable') naming the event when the
     * worker's limits ended it.
     */
    vet(texts: readonly string[]): Promise<Vetted> {
      if (texts.length === 0) return Promise.resolve({ refused: [], texts: [] });
      const hash = createHash('sha256');
      for (const text of texts) hash.update(text).update('\0');
      const key = hash.digest('hex');
      const known = failures.get(key);
      if (known !== undefined) return Promise.reject(new RemoteCalendarError('unreadable', known));
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      pending++;
      const run = queue.then(() => readOne(texts));
      const settled = () => {
        pending--;
        endWhenIdle();
      };
      run.then(settled, settled);
      queue = run.catch((error: unknown) => {
        if (!(error instanceof RemoteCalendarError)) return;
        if (failures.size >= REMEMBERED_FAILURES) failures.delete(failures.keys().next().value ?? '');
        failures.set(key, error.message);
      });
      return run;
    },
    /** Whether a worker thread is running now (none at start, nor once idle for `idleMs`). */
    running(): boolean {
      return worker !== null;
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}

export type CalendarVetter = ReturnType<typeof createCalendarVetter>;
