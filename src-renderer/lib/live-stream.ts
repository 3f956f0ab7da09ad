import {
  type LiveEndReason,
  LAST_EVENT_ID_HEADER,
  type LiveEvent,
  LiveEventSchema,
  liveApi,
} from '#shared/schemas/live.ts';
import { createSseParser } from '#shared/sse.ts';
import { apiResponse } from './api-client.ts';

/** Whether the stream is up: `offline` while the server cannot be reached. */
export type LiveState = 'connecting' | 'live' | 'offline';

export interface LiveStreamHandlers {
  onEvent(event: LiveEvent): void;
  onState(state: LiveState): void;
  /** Back after a break, or told to resync: what is shown may be stale. */
  onStale(): void;
}

/** Reconnects wait 1 s, 2 s, 4 s … up to this, with jitter, and start again from 1 s once connected. */
const MAX_BACKOFF_MS = 30_000;
/** Three missed heartbeats (15 s each): the connection is dead even if the socket does not say so. */
const SILENCE_MS = 45_000;

function backoff(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** attempt);
  return base * (0.8 + Math.random() * 0.4);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Holds the live stream (ADR 034) until `signal` aborts: fetch with the bearer token (EventSource
 * cannot send it), resumed with Last-Event-ID, reconnected with backoff. A 401 the API client could
 * not refresh has already sent the person to sign-in, so the loop stops there.
 */
export async function runLiveStream(signal: AbortSignal, handlers: LiveStreamHandlers): Promise<void> {
  let lastId = '';
  let attempt = 0;
  let connectedBefore = false;
  while (!signal.aborted) {
    let res: Response;
    try {
      res = await apiResponse(liveApi.events, {
        signal,
        headers: { accept: 'text/event-stream', ...(lastId ? { [LAST_EVENT_ID_HEADER]: lastId } : {}) },
      });
    } catch {
      if (signal.aborted) return;
      handlers.onState('offline');
      await sleep(backoff(attempt++), signal);
      continue;
    }
    if (res.status === 401 || res.status === 403) return;
    if (!res.ok || !res.body) {
      if (res.status >= 500) handlers.onState('offline');
      const retryAfter = Number(res.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : backoff(attempt++), signal);
      continue;
    }
    handlers.onState('live');
    if (connectedBefore) handlers.onStale();
    connectedBefore = true;
    attempt = 0;
    const ended = await read(res.body, signal, handlers, (id) => (lastId = id));
    if (signal.aborted) return;
    // An expired token comes straight back (the API client refreshes it); a broken connection waits a little.
    if (ended !== 'expired') await sleep(backoff(attempt++), signal);
  }
}

/** Reads one stream until it ends; answers why the server ended it, if it said. */
async function read(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  handlers: LiveStreamHandlers,
  seen: (id: string) => void,
): Promise<LiveEndReason | null> {
  let reason: LiveEndReason | null = null;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(() => void reader.cancel(), SILENCE_MS);
  };
  const parse = createSseParser((message) => {
    if (message.event === 'booking') {
      const parsed = LiveEventSchema.safeParse(JSON.parse(message.data));
      seen(message.id);
      if (parsed.success) handlers.onEvent(parsed.data);
    } else if (message.event === 'resync') handlers.onStale();
    else if (message.event === 'end') {
      const said = (JSON.parse(message.data) as { reason?: LiveEndReason }).reason;
      reason = said ?? null;
    }
  });
  const stop = () => void reader.cancel();
  signal.addEventListener('abort', stop);
  try {
    watch();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      parse(decoder.decode(value, { stream: true }));
    }
  } catch {
    // The connection broke: the loop reconnects.
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stop);
  }
  return reason;
}
