import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingHost, bookingHost, hourIn, raceForTime } from '../../bench/booking-race.ts';
import { call, uniqueTag } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import { type Db, createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';
import type { TeamBookingCreated } from '#shared/schemas/team-event-types.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
  BOOKING_RATE_LIMIT_PER_EMAIL: '100000',
};

describe(`team bookings racing over two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let db: Db;
  let urls: string[];
  let hosts: (BookingHost & { id: string; name: string })[];
  let teamSlug: string;

  beforeAll(async () => {
    database = await freshDatabase();
    const url = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
    servers = await Promise.all([
      startKairos(4310, { url, dataDir: `${database.dataDir}/a` }, ENV),
      startKairos(4311, { url, dataDir: `${database.dataDir}/b` }, ENV),
    ]);
    urls = servers.map((s) => s.url);
    db = createPrisma(resolveDatabaseTarget(url, `${database.dataDir}/a`));
    // Two hosts made through the API (open around the clock, a personal event type each), then a
    // team with both, written straight to the database (the teams API is not what this is about).
    const made = [await bookingHost(urls[0]!), await bookingHost(urls[1]!)];
    hosts = await Promise.all(
      made.map(async (h) => {
        const user = await db.user.findUniqueOrThrow({ where: { username: h.username } });
        return { ...h, id: user.id, name: 'Race Host' };
      }),
    );
    teamSlug = `race-${uniqueTag()}`;
    const team = await db.team.create({ data: { name: 'Racers', slug: teamSlug } });
    await db.teamMember.createMany({
      data: hosts.map((h) => ({ teamId: team.id, userId: h.id, role: 'owner' as const })),
    });
    for (const [slug, schedulingType] of [
      ['rr', 'round_robin'],
      ['all', 'collective'],
    ] as const) {
      const eventType = await db.eventType.create({
        data: {
          teamId: team.id,
          schedulingType,
          name: slug,
          slug,
          duration: 30,
          minimumNotice: 0,
          bookingWindow: 'unlimited',
        },
      });
      await db.eventTypeHost.createMany({ data: hosts.map((h) => ({ eventTypeId: eventType.id, userId: h.id })) });
    }
  });
  afterAll(async () => {
    await db?.$disconnect();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  const team = (eventSlug: string) => ({ username: `team/${teamSlug}`, slug: eventSlug });
  /** Who holds a blocking row at `start`: host ids, one per row. */
  const holders = async (start: string) =>
    (
      await db.booking.findMany({ where: { startTime: new Date(start), blocking: true }, select: { hostId: true } })
    ).map((r) => r.hostId);

  it('round-robin, both hosts free: 10 invitees get two bookings with different hosts, and eight 409s', async () => {
    const start = hourIn(3);
    const answers = await raceForTime(urls, team('rr'), start, 10);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const held = await holders(start);
    expect(held.sort()).toEqual(hosts.map((h) => h.id).sort());
    for (const a of answers.filter((x) => x.status === 201)) {
      expect((a.body as TeamBookingCreated).hosts).toHaveLength(1);
    }
  });

  it('round-robin, one host free: one booking, with that host, and the rest 409', async () => {
    const start = hourIn(4);
    const [busy, free] = hosts;
    const personal = await raceForTime(urls.slice(0, 1), busy!, start, 1);
    expect(personal[0]!.status).toBe(201);
    const answers = await raceForTime(urls, team('rr'), start, 10);
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await holders(start)).sort()).toEqual([busy!.id, free!.id].sort());
  });

  it('a collective booking racing a personal booking of one of its hosts: exactly one wins, every time', async () => {
    for (let day = 0; day < 6; day++) {
      const start = hourIn(5 + day, 14);
      const host = hosts[day % 2]!;
      const [collective, personal] = await Promise.all([
        raceForTime([urls[day % 2]!], team('all'), start, 1),
        raceForTime([urls[(day + 1) % 2]!], host, start, 1),
      ]);
      const statuses = [collective[0]!.status, personal[0]!.status].sort();
      expect(statuses).toEqual([201, 409]);
      const held = await holders(start);
      // The host is held once, whoever won; the other host only when the collective won.
      expect(held.filter((id) => id === host.id)).toHaveLength(1);
      expect(held).toHaveLength(collective[0]!.status === 201 ? 2 : 1);
    }
    const slots = await call(
      urls[0]!,
      'GET',
      `/api/public/team/${teamSlug}/all/slots?from=${hourIn(5, 0)}&to=${hourIn(6, 0)}`,
    );
    expect(slots.status).toBe(200);
  });
});
