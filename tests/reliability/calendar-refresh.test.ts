import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, uniqueTag } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import {
  type SubscriptionServer,
  calendarText,
  startSubscriptionServer,
  utcAt,
  utcEvent,
} from '../helpers/calendars.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// Two real API processes on one database (ADR 021): a refresh asked of both at once is done by one
// at a time, whichever claims the connection's lease first.
describe(`the calendar refresh across two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  let feed: SubscriptionServer;

  beforeAll(async () => {
    database = await freshDatabase();
    feed = await startSubscriptionServer(calendarText('Work', ...utcEvent('lunch', utcAt(6, 12), utcAt(6, 13))));
    const env = { CALENDAR_ALLOW_PRIVATE: 'true' };
    // One after the other, each kept as soon as it runs, so a failed start leaves none behind.
    for (const [port, dir] of [
      [4174, 'a'],
      [4175, 'b'],
    ] as const) {
      servers.push(await startKairos(port, { url: database.url, dataDir: `${database.dataDir}/${dir}` }, env));
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await feed?.close();
    await database?.drop();
  });

  it('never reads one connection in both processes at once', async () => {
    const { accessToken: token } = await signUp(servers[0]!.url, `refresh-${uniqueTag()}@example.test`);
    const created = await call(servers[0]!.url, 'POST', '/api/calendars/subscriptions', {
      token,
      body: { url: feed.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as CalendarConnection;
    // Each answer takes 400 ms: long enough for the other process to try meanwhile.
    feed.mode = 'slow';
    for (let round = 0; round < 5; round++) {
      const before = feed.server.seen.length;
      const asked = await Promise.all(
        servers.map((s) => call(s.url, 'POST', `/api/calendars/${id}/refresh`, { token })),
      );
      expect(asked.map((a) => a.status)).toEqual([202, 202]);
      const deadline = Date.now() + 10_000;
      while (feed.server.seen.length === before || feed.inFlight > 0) {
        if (Date.now() > deadline) throw new Error('no refresh happened');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(feed.maxInFlight).toBe(1);
    const listed = await call(servers[1]!.url, 'GET', '/api/calendars', { token });
    expect((listed.body as { items: CalendarConnection[] }).items[0]).toMatchObject({ id, errorCode: null });
  }, 120_000);
});
