import { type SseMessage, createSseParser } from '#shared/sse.ts';
import type { LiveEvent } from '#shared/schemas/live.ts';

/** A live stream held open over real HTTP, as the web app holds it (fetch with the bearer token). */
export interface HeldStream {
  status: number;
  /** The refused stream's answer (JSON), when status is not 200. */
  body: unknown;
  messages: SseMessage[];
  /** How many comment lines (heartbeats) came. */
  comments(): number;
  /** The `booking` events so far, with their ids. */
  bookings(): (LiveEvent & { id: string })[];
  /** Resolves when the server closed the stream. */
  closed: Promise<void>;
  /** Waits until `test` holds of the messages, or fails after `ms`. */
  until(test: (messages: SseMessage[]) => boolean, ms?: number): Promise<void>;
  headers: Headers;
  close(): void;
}

export async function holdStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; path?: string } = {},
): Promise<HeldStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${options.path ?? '/api/events'}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  let comments = 0;
  const parse = createSseParser(
    (message) => {
      messages.push(message);
      notify();
    },
    () => {
      comments++;
      notify();
    },
  );
  let body: unknown = null;
  let closed: Promise<void> = Promise.resolve();
  if (res.status === 200 && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    closed = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parse(decoder.decode(value, { stream: true }));
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    body = await res.json().catch(() => null);
  }
  return {
    status: res.status,
    headers: res.headers,
    body,
    messages,
    comments: () => comments,
    bookings: () =>
      messages.filter((m) => m.event === 'booking').map((m) => ({ id: m.id, ...(JSON.parse(m.data) as LiveEvent) })),
    closed,
    until(test, ms = 5_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test(messages)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the stream did not get there in ${ms} ms: ${JSON.stringify(messages)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
