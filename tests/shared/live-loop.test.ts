import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveAnswer, type LiveState, startLiveLoop } from '#shared/live-loop.ts';
import type { LiveEvent } from '#shared/schemas/live.ts';
import { createSseParser } from '#shared/sse.ts';

const event: LiveEvent = {
  kind: 'created',
  at: '2030-01-01T00:00:00.000Z',
  booking: {
    uid: 'b1',
    title: 'Intro',
    start: '2030-03-04T12:00:00.000Z',
    end: '2030-03-04T12:30:00.000Z',
    status: 'accepted',
    inviteeName: 'Ada',
    locationUrl: null,
  },
};

/** A 200 answer whose body is `text`, then the end of the stream (the connection closed). */
function answer(text: string): LiveAnswer {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return { status: 200, headers: new Headers(), body };
}

/** An answer that stays open (nothing more comes). */
function openAnswer(text: string): LiveAnswer {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { status: 200, headers: new Headers(), body };
}

const frame = (id: number) => `id: ${id}\nevent: booking\ndata: ${JSON.stringify(event)}\n\n`;

function run(open: (lastEventId: string) => Promise<LiveAnswer | 'signed-out'>) {
  const seen = { events: [] as LiveEvent[], states: [] as LiveState[], stale: 0, opened: [] as string[] };
  const loop = startLiveLoop({
    open: (id) => {
      seen.opened.push(id);
      return open(id);
    },
    onEvent: (e) => seen.events.push(e),
    onState: (s) => seen.states.push(s),
    onStale: () => seen.stale++,
  });
  return { loop, seen };
}

describe('the live stream’s client loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: waits of exactly 1 s, 2 s, 4 s …
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resumes after a dropped connection with the last id it saw, and marks what is shown stale', async () => {
    const answers = [answer(frame(5)), openAnswer(frame(6))];
    const { loop, seen } = run(async () => answers.shift()!);
    await vi.advanceTimersByTimeAsync(999);
    expect(seen.opened).toEqual(['']);
    expect(seen.events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.opened).toEqual(['', '5']);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.events).toHaveLength(2);
    expect(seen.stale).toBe(1);
    expect(seen.states).toEqual(['live', 'live']);
    loop.stop();
    await loop.done;
  });

  it('comes straight back when the server ended the stream because the token expired', async () => {
    const answers = [answer('event: end\ndata: {"reason":"expired"}\n\n'), openAnswer(':\n\n')];
    const { loop, seen } = run(async () => answers.shift()!);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.opened).toEqual(['', '']);
    loop.stop();
    await loop.done;
  });

  it('says it is offline while the server cannot be reached and tries again after 1, 2, 4 s', async () => {
    const { loop, seen } = run(async () => {
      throw new TypeError('Failed to fetch');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.opened).toHaveLength(1);
    expect(seen.states).toEqual(['offline']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.opened).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(seen.opened).toHaveLength(4);
    loop.stop();
    await loop.done;
  });

  it('waits as long as a refused stream is told to (429 Retry-After)', async () => {
    const answers: LiveAnswer[] = [
      { status: 429, headers: new Headers({ 'retry-after': '30' }), body: null },
      openAnswer(':\n\n'),
    ];
    const { loop, seen } = run(async () => answers.shift()!);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(seen.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.opened).toHaveLength(2);
    loop.stop();
    await loop.done;
  });

  it('stops when the session is over', async () => {
    const { loop, seen } = run(async () => ({ status: 401, headers: new Headers(), body: null }));
    await loop.done;
    expect(seen.opened).toHaveLength(1);
    const signedOut = run(async () => 'signed-out');
    await signedOut.loop.done;
  });
});

describe('the SSE parser', () => {
  it('reads events split anywhere, with CRLF, comments and multi-line data', () => {
    const messages: { id: string; event: string; data: string }[] = [];
    let comments = 0;
    const parse = createSseParser(
      (m) => messages.push(m),
      () => comments++,
    );
    for (const chunk of ['id: 1\r', '\nevent: booking\r\ndata: a\r\nda', 'ta: b\r\n\r\n:\n\ndata: c\n\n']) parse(chunk);
    expect(messages).toEqual([
      { id: '1', event: 'booking', data: 'a\nb' },
      { id: '1', event: 'message', data: 'c' },
    ]);
    expect(comments).toBe(1);
  });
});
