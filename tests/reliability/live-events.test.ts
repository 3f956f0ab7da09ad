import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingHost, bookingHost, hourIn, raceForTime } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { type HeldStream, holdStream } from '../helpers/live-stream.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
  // Sessions are checked often here, so a sign-out is seen within a test's patience.
  LIVE_SESSION_CHECK_MS: '200',
};

/** Books `start` with `host` through `url`; answers the booking's uid. */
async function book(url: string, host: BookingHost, start: string): Promise<string> {
  const [answer] = await raceForTime([url], host, start, 1);
  expect(answer!.status, JSON.stringify(answer!.body)).toBe(201);
  return (answer!.body as { uid: string }).uid;
}

describe(`the live event stream across two processes on one ${DATABASE} database`, () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let host: BookingHost;
  let other: BookingHost;
  const open: HeldStream[] = [];
  const hold = async (...args: Parameters<typeof holdStream>) => {
    const stream = await holdStream(...args);
    open.push(stream);
    return stream;
  };

  beforeAll(async () => {
    database = await freshDatabase();
    [a, b] = await Promise.all([
      startKairos(4191, { url: database.url, dataDir: `${database.dataDir}/a` }, ENV),
      startKairos(4192, { url: database.url, dataDir: `${database.dataDir}/b` }, ENV),
    ]);
    [host, other] = await Promise.all([bookingHost(a.url), bookingHost(b.url)]);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('brings a booking made through one process to a stream held on the other within 2 s, and only to its host', async () => {
    const mine = await hold(b.url, host.accessToken);
    const theirs = await hold(a.url, other.accessToken);
    expect(mine.status).toBe(200);
    const uid = await book(a.url, host, hourIn(2, 9));
    // Within 2 s of the booking's 201.
    await mine.until((m) => m.some((x) => x.event === 'booking'), 2_000);
    expect(mine.bookings()).toEqual([
      expect.objectContaining({
        kind: 'created',
        booking: expect.objectContaining({ uid, inviteeName: 'Racer 0', status: 'accepted' }),
      }),
    ]);
    // The other host's own booking reaches them; the first host's never does.
    const theirUid = await book(b.url, other, hourIn(2, 9));
    await theirs.until((m) => m.some((x) => x.event === 'booking'));
    expect(theirs.bookings().map((e) => e.booking.uid)).toEqual([theirUid]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine.bookings().map((e) => e.booking.uid)).toEqual([uid]);
    mine.close();
    theirs.close();
  });

  it('delivers what was missed during a gap, once, after Last-Event-ID', async () => {
    const first = await hold(a.url, host.accessToken);
    const seen = await book(b.url, host, hourIn(3, 9));
    await first.until((m) => m.some((x) => x.event === 'booking'));
    const lastId = first.bookings().at(-1)!.id;
    first.close();

    // The gap: a new booking and a cancellation while nobody listens.
    const missed = await book(a.url, host, hourIn(3, 11));
    const cancelled = await call(b.url, 'POST', `/api/bookings/${seen}/cancel`, {
      token: host.accessToken,
      body: { reason: 'Gap' },
    });
    expect(cancelled.status).toBe(200);

    const resumed = await hold(b.url, host.accessToken, { lastEventId: lastId });
    await resumed.until((m) => m.filter((x) => x.event === 'booking').length >= 2);
    // Later events still arrive after the backlog, and nothing of it comes twice.
    const later = await book(a.url, host, hourIn(3, 13));
    await resumed.until((m) => m.filter((x) => x.event === 'booking').length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(resumed.bookings().map((e) => [e.kind, e.booking.uid])).toEqual([
      ['created', missed],
      ['cancelled', seen],
      ['created', later],
    ]);
    const ids = resumed.bookings().map((e) => Number(e.id));
    expect(ids.every((id) => id > Number(lastId))).toBe(true);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    resumed.close();
  });

  it('ends the stream when its session signs out, on the other process', async () => {
    const login = await call(a.url, 'POST', '/api/auth/login', {
      body: { email: `${host.username}@example.test`, password: 'correct-horse-42' },
    });
    expect(login.status).toBe(200);
    const session = login.body as { accessToken: string; refreshToken: string };
    const stream = await hold(b.url, session.accessToken);
    expect(stream.status).toBe(200);
    const signedOut = await call(a.url, 'POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    expect(signedOut.status).toBe(204);
    await stream.until((m) => m.some((x) => x.event === 'end'));
    await stream.closed;
    expect(stream.messages.at(-1)).toEqual(
      expect.objectContaining({ event: 'end', data: '{"reason":"session-ended"}' }),
    );
    // And the token opens no new stream.
    expect((await hold(b.url, session.accessToken)).status).toBe(401);
  });

  it('answers 429 to a sixth stream of one account on a process, and takes one again when a stream closes', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await hold(b.url, other.accessToken));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await hold(b.url, other.accessToken);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error: 'Too many live connections for this account. Close another Kairos window or tab and try again.',
    });
    streams[0]!.close();
    await expect.poll(async () => (await hold(b.url, other.accessToken)).status, { timeout: 5_000 }).toBe(200);
  });

  it('ends its streams when the process is stopped, so clients move to another', async () => {
    const stream = await hold(b.url, host.accessToken);
    expect(stream.status).toBe(200);
    expect(await b.stop('SIGTERM')).toBe(0);
    await stream.closed;
    expect(stream.messages.at(-1)).toEqual(expect.objectContaining({ event: 'end', data: '{"reason":"shutdown"}' }));
  });
});
