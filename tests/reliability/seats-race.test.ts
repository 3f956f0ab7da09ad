import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost, hourIn, raceForTime } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { HostBookingList } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// Many bookings from one address for one host: the booking limits are not what this test is about.
const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
};

describe(`50 invitees racing for the last 3 seats of a time over two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const url = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
    servers = await Promise.all([
      startKairos(4183, { url, dataDir: `${database.dataDir}/a` }, ENV),
      startKairos(4184, { url, dataDir: `${database.dataDir}/b` }, ENV),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('gives exactly 3 × 201 and 47 × 409, never a 5xx, and the time is then full', async () => {
    const urls = servers.map((s) => s.url);
    const host = await bookingHost(urls[0]!, { seats: 5 });
    const start = hourIn(5);
    // Two seats taken beforehand: three are left.
    for (const answer of await raceForTime(urls.slice(0, 1), host, start, 1)) expect(answer.status).toBe(201);
    for (const answer of await raceForTime(urls.slice(1), host, start, 1)) expect(answer.status).toBe(201);

    const answers = await raceForTime(urls, host, start, 50);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ error: seatMessages.full });

    const list = await call(urls[1]!, 'GET', '/api/bookings?status=upcoming&limit=100', { token: host.accessToken });
    const booked = (list.body as HostBookingList).items;
    expect(booked.map((b) => b.start)).toEqual(Array(5).fill(start));

    const day = start.slice(0, 10);
    const slots = await call(
      urls[0]!,
      'GET',
      `/api/public/${host.username}/${host.slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:00Z`,
    );
    expect((slots.body as SlotsResponse).slots.map((s) => s.start)).not.toContain(start);
  });
});
