import type { ServerResponse } from 'node:http';
import { type LiveEndReason, LIVE_STREAM_EVENTS } from '#shared/schemas/live.ts';
import type { LoggedEvent } from './log.ts';

/** How far a stream may fall behind (bytes its socket has not taken) before it is closed as too slow. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** What an EventSource-style client waits before reconnecting (the web app has its own backoff). */
const RETRY_MS = 2_000;

/** The SSE frame of a logged event: the log's id, the event name, the JSON as stored. */
export function bookingFrame(event: LoggedEvent): string {
  return `id: ${event.id}\nevent: ${LIVE_STREAM_EVENTS.booking}\ndata: ${event.payload}\n\n`;
}

/** Who holds a stream: the account, the session (refresh token family) and when the token was issued. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  issuedAt: Date;
}

/**
 * One open stream. Until `open(backlog)` it keeps what the process hands it, so the events written
 * while its backlog (Last-Event-ID) is read are neither lost nor sent twice.
 */
export class LiveStream {
  private held: LoggedEvent[] | null = [];
  private backlogIds = new Set<number>();
  private ended = false;
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    readonly owner: StreamOwner,
    private readonly raw: ServerResponse,
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    raw.on('close', () => this.finish());
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Sends the headers (`headers`: CORS and security headers set earlier), the backlog, then what was held. */
  start(headers: Record<string, string | string[] | number | undefined>, backlog: LoggedEvent[], resync: boolean) {
    if (this.ended) return;
    this.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    this.raw.flushHeaders();
    let text = `retry: ${RETRY_MS}\n\n`;
    if (resync) text += `event: ${LIVE_STREAM_EVENTS.resync}\ndata: {}\n\n`;
    for (const event of backlog) {
      text += bookingFrame(event);
      this.backlogIds.add(event.id);
    }
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) if (!this.backlogIds.has(event.id)) text += bookingFrame(event);
    this.write(text);
  }

  /** Ends the stream at the token's expiry: the client reconnects with a fresh token. */
  expireAt(ms: number, now: number) {
    this.expiry = setTimeout(() => this.end('expired'), Math.max(0, ms - now));
    this.expiry.unref();
  }

  deliver(event: LoggedEvent, frame: string) {
    if (this.ended) return;
    if (this.held) this.held.push(event);
    // The backlog's ids are kept: a row of a late PostgreSQL commit may be in the backlog and come again.
    else if (!this.backlogIds.has(event.id)) this.write(frame);
  }

  /** A comment line: keeps proxies from closing an idle stream. */
  heartbeat() {
    if (!this.ended && !this.held) this.write(':\n\n');
  }

  end(reason: LiveEndReason) {
    if (this.ended) return;
    if (!this.held) this.raw.write(`event: ${LIVE_STREAM_EVENTS.end}\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.raw.end();
    this.finish();
  }

  private write(text: string) {
    this.raw.write(text);
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) this.raw.destroy();
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.expiry);
    this.onEnd(this);
  }
}
