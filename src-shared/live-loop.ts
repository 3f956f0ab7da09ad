import { type LiveEndReason, type LiveEvent, LiveEventSchema } from './schemas/live.ts';
import { createSseParser } from './sse.ts';

/**
 * The live stream's client loop (ADR 034), the same in the web app and the desktop app's main
 * process: each supplies how to open the stream (fetch with its bearer token; EventSource cannot
 * send one), and the loop reads it, resumes with Last-Event-ID and reconnects with backoff.
 */

/** What `open` answers: a fetch Response, as far as the loop reads it. */
export interface LiveAnswer {
  status: number;
  headers: { get(name: string): string | null };
  body: {
    getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> };
  } | null;
}

/** Whether the stream is up: `offline` while the server cannot be reached. */
export type LiveState = 'connecting' | 'live' | 'offline';

export interface LiveLoopOptions {
  /**
   * Opens the stream after `lastEventId` ('' at first). Throws when the server cannot be reached;
   * answers 'signed-out' when there is no session to open it with (the loop stops).
   */
  open(lastEventId: string): Promise<LiveAnswer | 'signed-out'>;
  onEvent(event: LiveEvent): void;
  onState(state: LiveState): void;
  /** Back after a break, or told to resync: what is shown may be stale. */
  onStale(): void;
}

export interface LiveLoop {
  stop(): void;
  /** Resolves when the loop has stopped (stopped, or signed out). */
  done: Promise<void>;
}

/** Reconnects wait 1 s, 2 s, 4 s … up to this, with jitter, and start again from 1 s once connected. */
export const LIVE_MAX_BACKOFF_MS = 30_000;
/** Three missed heartbeats (15 s each): the connection is dead even if the socket does not say so. */
const SILENCE_MS = 45_000;

export function liveBackoff(attempt: number): number {
  return Math.min(LIVE_MAX_BACKOFF_MS, 1_000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
}

export function startLiveLoop(options: LiveLoopOptions): LiveLoop {
  let stopped = false;
  let wake: () => void = () => undefined;
  let cancelRead: () => void = () => undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Reads one stream until it ends; answers why the server ended it, if it said. */
  async function read(body: NonNullable<LiveAnswer['body']>, seen: (id: string) => void) {
    let reason: LiveEndReason | null = null;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let silence: unknown;
    cancelRead = () => void reader.cancel().catch(() => undefined);
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(cancelRead, SILENCE_MS);
    };
    const parse = createSseParser((message) => {
      if (message.event === 'booking') {
        seen(message.id);
        const parsed = LiveEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) options.onEvent(parsed.data);
      } else if (message.event === 'resync') options.onStale();
      else if (message.event === 'end')
        reason = (JSON.parse(message.data) as { reason?: LiveEndReason }).reason ?? null;
    });
    try {
      watch();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        watch();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The connection broke (or a line was not JSON): the loop reconnects.
    } finally {
      clearTimeout(silence);
    }
    return reason;
  }

  async function run() {
    let lastId = '';
    let attempt = 0;
    let connectedBefore = false;
    while (!stopped) {
      let answer: LiveAnswer | 'signed-out';
      try {
        answer = await options.open(lastId);
      } catch {
        if (stopped) return;
        options.onState('offline');
        await sleep(liveBackoff(attempt++));
        continue;
      }
      if (answer === 'signed-out' || answer.status === 401 || answer.status === 403) return;
      if (answer.status !== 200 || !answer.body) {
        if (answer.status >= 500) options.onState('offline');
        const retryAfter = Number(answer.headers.get('retry-after'));
        await sleep(retryAfter > 0 ? retryAfter * 1000 : liveBackoff(attempt++));
        continue;
      }
      options.onState('live');
      if (connectedBefore) options.onStale();
      connectedBefore = true;
      attempt = 0;
      const ended = await read(answer.body, (id) => (lastId = id));
      // An expired token comes straight back (a fresh one is fetched); a broken connection waits a little.
      if (!stopped && ended !== 'expired') await sleep(liveBackoff(attempt++));
    }
  }

  return {
    stop() {
      stopped = true;
      wake();
      cancelRead();
    },
    done: run(),
  };
}
