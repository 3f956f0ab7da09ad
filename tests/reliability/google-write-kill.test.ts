import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost, hourIn } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// The booking's event in Google Calendar when the server dies between Google's write and Kairos's
// record of it (ADR 049): after kill -9 and a restart, the outbox runs the job again, the retry finds
// the event by the invite's iCalUID and updates it, and the calendar holds it exactly once.
describe(`a booking written to Google Calendar across kill -9 (${DATABASE})`, () => {
  let database: TestDatabase;
  let fake: FakeGoogle;
  const servers: ServerProcess[] = [];
  const env = (): Record<string, string> => ({
    NODE_ENV: 'test',
    TEST_GOOGLE_ORIGIN: fake.origin,
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    OUTBOX_LEASE_SECONDS: '1',
    OUTBOX_POLL_INTERVAL_MS: '100',
  });

  beforeAll(async () => {
    database = await freshDatabase();
    fake = await startFakeGoogle();
    servers.push(await startKairos(4196, database, env()));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await fake?.close();
    await database?.drop();
  });

  it('arrives exactly once', async () => {
    const first = servers[0]!.url;
    const host = await bookingHost(first);
    const account = fake.addAccount({ email: `${host.username}@gmail.test` });
    const started = await fetch(`${first}/api/apps/google-calendar/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    expect(started.status).toBe(200);
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
    const back = await fake.consent(authorizeUrl, { account });
    const done = await fetch(back, { headers: { cookie }, redirect: 'manual' });
    expect(done.status).toBe(303);

    const inserts = `POST /calendar/v3/calendars/${encodeURIComponent(account.email)}/events`;
    const held = fake.holdAnswerAfterCommit(inserts);
    const booked = await call(first, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
      body: { start: hourIn(5), name: 'Ada Lovelace', email: 'ada@example.test', notes: '', timeZone: 'UTC' },
    });
    expect(booked.status).toBe(201);
    const uid = (booked.body as { uid: string }).uid;
    await held;
    await servers[0]!.stop('SIGKILL');
    expect(fake.events(account.email)).toHaveLength(1);

    const patches = () => fake.count(/^PATCH \/calendar\/v3\//);
    const before = patches();
    servers.push(await startKairos(4197, database, env()));
    const deadline = Date.now() + 30_000;
    // The job's lease ends; the restarted process finds the event by its iCalUID and updates it.
    while (patches() === before) {
      if (Date.now() > deadline) throw new Error('the write was never retried');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const events = fake.events(account.email);
    expect(events).toHaveLength(1);
    expect(events[0]!.iCalUID).toContain(uid);
    expect(fake.count(inserts)).toBe(1);
  }, 120_000);
});
