import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { BOMBS } from '../helpers/calendar-bombs.ts';
import {
  type SubscriptionServer,
  calendarText,
  startSubscriptionServer,
  utcAt,
  utcEvent,
} from '../helpers/calendars.ts';
import { DATABASE, serverSuite, startKairos } from './support.ts';

// Calendars written to take the API down (issue 38), served to the built server (its calendar worker
// is a file of its own beside server.mjs): while they are connected and refreshed, /api/health and
// another host's open times keep answering in time, the process stays small, and the host is told
// which event Kairos cannot read.

/** Built here, so the test proves what `npm run build:api` emits (the folder is ignored by git). */
const BUILT = 'dist-calendar-bomb';
const PORT = 4301;
/** What a health check and an open-times answer may take while the calendars are read. */
const HEALTH_BUDGET_MS = 500;
const SLOTS_BUDGET_MS = 1_000;
const RSS_BUDGET_MB = 450;

describe(`hostile calendars on the built server (${DATABASE})`, () => {
  const suite = serverSuite();
  let feed: SubscriptionServer;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-api.mjs'], { env: { ...process.env, KAIROS_DIST: BUILT } });
    expect(existsSync(`${BUILT}/api/calendar-vet-worker.mjs`)).toBe(true);
    const bombs = BOMBS.flatMap((b) => b.lines);
    feed = await startSubscriptionServer(
      calendarText('Work', ...bombs, ...utcEvent('lunch', utcAt(6, 12), utcAt(6, 13))),
    );
    suite.server = await startKairos(
      PORT,
      { url: suite.database.url, dataDir: suite.database.dataDir },
      { CALENDAR_ALLOW_PRIVATE: 'true' },
      'healthy',
      BUILT,
    );
  }, 180_000);
  afterAll(async () => {
    await feed?.close();
  });

  it('keeps health and another host’s open times answering while they are read, and names the event', async () => {
    const url = suite.server!.url;
    const bombed = await bookingHost(url);
    const other = await bookingHost(url);
    const day = new Date(utcAt(6, 0)).toISOString().slice(0, 10);
    const slotsPath = (h: { username: string; slug: string }) =>
      `/api/public/${h.username}/${h.slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:00Z`;

    let reading = true;
    const worst = { health: 0, slots: 0 };
    const watch = (async () => {
      while (reading) {
        let started = performance.now();
        expect((await call(url, 'GET', '/api/health')).status).toBe(200);
        worst.health = Math.max(worst.health, performance.now() - started);
        started = performance.now();
        expect((await call(url, 'GET', slotsPath(other))).status).toBe(200);
        worst.slots = Math.max(worst.slots, performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    const created = await call(url, 'POST', '/api/calendars/subscriptions', {
      token: bombed.accessToken,
      body: { url: feed.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as CalendarConnection;
    // The bombed host's own open times are computed on the API's thread: bounded too.
    const own = await call(url, 'GET', slotsPath(bombed));
    expect(own.status).toBe(200);
    // Refreshed again (the file changes each time, so each is read again).
    for (let i = 0; i < 3; i++) {
      feed.ics = feed.ics.replace('END:VCALENDAR', `X-ROUND:${i}\r\nEND:VCALENDAR`);
      const before = feed.requests;
      expect((await call(url, 'POST', `/api/calendars/${id}/refresh`, { token: bombed.accessToken })).status).toBe(202);
      const deadline = Date.now() + 30_000;
      while (feed.requests === before || feed.inFlight > 0) {
        if (Date.now() > deadline) throw new Error('no refresh happened');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await new Promise((r) => setTimeout(r, 1_000));
    reading = false;
    await watch;
    console.log(
      `[calendar-bomb] worst health ${Math.round(worst.health)} ms, slots ${Math.round(worst.slots)} ms, RSS ${Math.round(suite.server!.rssMb())} MB`,
    );

    const listed = await call(url, 'GET', '/api/calendars', { token: bombed.accessToken });
    const [connection] = (listed.body as { items: CalendarConnection[] }).items;
    // One of them is named (the first found).
    expect(connection?.errorCode).toBe('unreadable');
    expect(BOMBS.map((b) => b.name)).toContain(connection?.errorEvent);
    expect(worst.health).toBeLessThan(HEALTH_BUDGET_MS);
    expect(worst.slots).toBeLessThan(SLOTS_BUDGET_MS);
    expect(suite.server!.rssMb()).toBeLessThan(RSS_BUDGET_MB);
    expect(suite.server!.child.exitCode).toBeNull();
  }, 180_000);
});
