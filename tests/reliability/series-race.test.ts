import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost, hourIn } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { HostBookingList } from '#shared/schemas/bookings.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// Issue 43: two series and single bookings racing for the same dates over two processes leave no
// double booking, and each series is booked whole or not at all (docs/product.md#recurring-event-types).

const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
};

const DAY = 86_400_000;
const plus = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

describe(`series against series against single bookings over two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const url = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
    servers = await Promise.all([
      startKairos(5350, { url, dataDir: `${database.dataDir}/a` }, ENV),
      startKairos(5351, { url, dataDir: `${database.dataDir}/b` }, ENV),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('books each date once: every series whole or not at all, never a 5xx', async () => {
    const urls = servers.map((s) => s.url);
    const host = await bookingHost(urls[0]!);
    const eventTypes = await call(urls[0]!, 'GET', '/api/event-types', { token: host.accessToken });
    const id = (eventTypes.body as { items: { id: string }[] }).items[0]!.id;
    const made = await call(urls[0]!, 'PUT', `/api/event-types/${id}`, {
      token: host.accessToken,
      body: {
        name: 'Race',
        slug: 'race',
        duration: 30,
        recurrence: { frequency: 'daily', interval: 1, maxOccurrences: 6 },
      },
    });
    expect(made.status).toBe(200);

    const first = hourIn(5);
    const post = (i: number, body: object) =>
      call(urls[i % urls.length]!, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
        headers: { 'idempotency-key': randomUUID() },
        body: { name: `Racer ${i}`, email: `racer-${i}-${randomUUID()}@example.test`, timeZone: 'UTC', ...body },
      });
    // Six series from day 0 and six from day 2 (overlapping on days 2–5), and single bookings on days
    // 3 and 7, all at once, spread over both processes.
    const asked = [
      ...Array.from({ length: 6 }, () => ({ start: first, occurrences: 6 })),
      ...Array.from({ length: 6 }, () => ({ start: plus(first, 2), occurrences: 6 })),
      ...Array.from({ length: 4 }, () => ({ start: plus(first, 3) })),
      ...Array.from({ length: 4 }, () => ({ start: plus(first, 7) })),
    ];
    const answers = await Promise.all(asked.map((body, i) => post(i, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // Someone wins, and most lose: the dates overlap.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(10);

    const list = await call(urls[1]!, 'GET', '/api/bookings?status=upcoming&limit=100', { token: host.accessToken });
    const booked = (list.body as HostBookingList).items.map((b) => b.start);
    // No date is held twice.
    expect(new Set(booked).size).toBe(booked.length);
    // Each series that won holds all six of its dates; what the answers say was booked is what is there.
    const won = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body as { occurrences?: { start: string }[]; start: string });
    const claimed = won.flatMap((w) => (w.occurrences ?? [{ start: w.start }]).map((o) => o.start));
    expect(claimed.sort()).toEqual([...booked].sort());
    for (const w of won.filter((x) => x.occurrences)) expect(w.occurrences).toHaveLength(6);
    // Day 7, asked by single bookings (and the later series), is held exactly once.
    expect(booked.filter((s) => s === plus(first, 7))).toHaveLength(1);
    // The series' rows: whole series only (six each), never part of one.
    const rows = won.filter((x) => x.occurrences).length * 6 + won.filter((x) => !x.occurrences).length;
    expect(booked).toHaveLength(rows);
  });
});
