import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_CSV_COLUMNS, type Insights, type InsightsFigures } from '#shared/schemas/insights.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * Insights (issue 30): every figure and chart of GET /api/insights against counts made here, in the
 * test, from the seeded history — with its own local-date arithmetic (Intl.formatToParts), not the
 * server's — for a host in New York over a range that crosses the end of DST (2026-11-01).
 */

const ZONE = 'America/New_York';
/** The app's clock: after the range, so past bookings can be completed. */
const NOW = Date.parse('2026-11-20T15:00:00Z');
const FROM = '2026-10-20';
const TO = '2026-11-10';
const PREV_FROM = '2026-09-28';
const PREV_TO = '2026-10-19';
const MIN = 60_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The local date, weekday and hour of an instant in New York, as Intl tells it. */
function local(t: number) {
  const p = Object.fromEntries(parts.formatToParts(t).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAYS.indexOf(p.weekday!), hour: Number(p.hour) };
}
const inRange = (t: number, from: string, to: string) => local(t).date >= from && local(t).date <= to;

interface Seeded {
  uid: string;
  hostId: string;
  eventTypeId: string | null;
  status: 'accepted' | 'pending' | 'cancelled' | 'rejected';
  noShow: boolean;
  start: number;
  end: number;
  createdAt: number;
  inviteeName: string;
  events: { kind: 'created' | 'rescheduled' | 'cancelled'; at: number; reason: string | null }[];
}

/** A small deterministic generator, so a failure can be replayed. */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const REASONS = ['Ill', 'Conflict', null, '=HYPERLINK("http://evil.example")', 'Conflict'];

/** Every booking seeded so far, of every host. */
const everything: Seeded[] = [];

/** Writes the bookings (non-blocking, so seeded times may overlap) and their history. */
async function seed(t: TestApp, rows: Seeded[]) {
  everything.push(...rows);
  await t.db.booking.createMany({
    data: rows.map((r) => ({
      uid: r.uid,
      hostId: r.hostId,
      eventTypeId: r.eventTypeId,
      title: 'Seeded',
      startTime: new Date(r.start),
      endTime: new Date(r.end),
      blockedStart: new Date(r.start),
      blockedEnd: new Date(r.end),
      blocking: false,
      status: r.status,
      noShow: r.noShow,
      inviteeName: r.inviteeName,
      inviteeEmail: `${r.uid.toLowerCase()}@example.test`,
      inviteeTimeZone: 'Europe/Paris',
      manageTokenHash: `hash-${r.uid}`,
      cancelReason: r.events.find((e) => e.kind === 'cancelled')?.reason ?? null,
      createdAt: new Date(r.createdAt),
    })),
  });
  const ids = new Map(
    (
      await t.db.booking.findMany({ where: { uid: { in: rows.map((r) => r.uid) } }, select: { id: true, uid: true } })
    ).map((b) => [b.uid, b.id]),
  );
  await t.db.bookingEvent.createMany({
    data: rows.flatMap((r) =>
      r.events.map((e) => ({
        bookingId: ids.get(r.uid)!,
        kind: e.kind,
        actor: 'host' as const,
        reason: e.reason,
        createdAt: new Date(e.at),
      })),
    ),
  });
}

/** A random history for `hostId` from September to late November 2026, with explicit DST-edge bookings. */
function history(hostId: string, eventTypeIds: (string | null)[], count: number, seedValue: number): Seeded[] {
  const random = lcg(seedValue);
  const first = Date.parse('2026-09-15T00:00:00Z');
  const span = Date.parse('2026-11-28T00:00:00Z') - first;
  const rows: Seeded[] = [];
  const make = (start: number, i: number): Seeded => {
    const createdAt = start - Math.floor(random() * 20 * 24 * 60) * MIN;
    const roll = random();
    const status = roll < 0.65 ? 'accepted' : roll < 0.75 ? 'pending' : roll < 0.92 ? 'cancelled' : 'rejected';
    const events: Seeded['events'] = [{ kind: 'created', at: createdAt, reason: null }];
    if (random() < 0.2)
      events.push({ kind: 'rescheduled', at: createdAt + Math.floor(random() * 600) * MIN, reason: null });
    if (status === 'cancelled')
      events.push({
        kind: 'cancelled',
        at: createdAt + Math.floor(random() * 900) * MIN,
        reason: REASONS[Math.floor(random() * REASONS.length)]!,
      });
    return {
      uid: `${hostId.slice(-6)}${seedValue}x${i}`,
      hostId,
      eventTypeId: eventTypeIds[Math.floor(random() * eventTypeIds.length)]!,
      status,
      noShow: status === 'accepted' && start < NOW && random() < 0.25,
      start,
      end: start + 30 * MIN,
      createdAt,
      inviteeName: i % 17 === 0 ? '=cmd|" /C calc"!A0' : `Invitee ${i}`,
      events,
    };
  };
  for (let i = 0; i < count; i += 1) rows.push(make(first + Math.floor((random() * span) / (15 * MIN)) * 15 * MIN, i));
  // The edges: 01:30 EDT and 01:30 EST on the day DST ends (one local hour, twice), and the two
  // sides of local midnight at the range's start and end.
  const edges = ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-10-20T03:59:00Z', '2026-10-20T04:00:00Z'];
  edges.push('2026-11-11T04:59:00Z', '2026-11-11T05:00:00Z');
  edges.forEach((iso, j) => rows.push({ ...make(Date.parse(iso), count + j), status: 'accepted', noShow: false }));
  return rows;
}

/** What the figures must be, counted here from the seeded rows. */
function expectedFigures(rows: Seeded[], from: string, to: string): InsightsFigures {
  const events = (kind: string) =>
    rows.flatMap((r) => r.events).filter((e) => e.kind === kind && inRange(e.at, from, to)).length;
  return {
    created: rows.filter((r) => inRange(r.createdAt, from, to)).length,
    completed: rows.filter((r) => r.status === 'accepted' && !r.noShow && r.end <= NOW && inRange(r.start, from, to))
      .length,
    rescheduled: events('rescheduled'),
    cancelled: events('cancelled'),
    noShow: rows.filter((r) => r.status === 'accepted' && r.noShow && inRange(r.start, from, to)).length,
  };
}

/** The charts' bookings: starting in the range, accepted or pending. */
const charted = (rows: Seeded[]) =>
  rows.filter((r) => (r.status === 'accepted' || r.status === 'pending') && inRange(r.start, FROM, TO));

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return map;
}

let t: TestApp;
let host: TestUser;
let other: TestUser;
let types: { id: string; name: string }[];
let rows: Seeded[];

async function withZone(user: TestUser, zone = ZONE) {
  await t.db.schedule.create({ data: { userId: user.id, timeZone: zone, isDefault: true } });
}

async function eventType(userId: string | null, name: string, teamId: string | null = null) {
  return t.db.eventType.create({
    data: {
      userId,
      teamId,
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
      duration: 30,
    },
    select: { id: true, name: true },
  });
}

async function insights(user: TestUser, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/insights?${query}`, headers: user.headers });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => NOW } });
  host = await createUser(t);
  other = await createUser(t);
  await withZone(host);
  await withZone(other, 'Asia/Tokyo');
  types = [
    await eventType(host.id, 'Intro call'),
    await eventType(host.id, 'Deep dive'),
    await eventType(host.id, 'Never booked'),
  ];
  rows = history(host.id, [types[0]!.id, types[1]!.id, null], 420, 7);
  await seed(t, rows);
  // Another host's bookings in the same days never count.
  const otherType = await eventType(other.id, 'Elsewhere');
  await seed(t, history(other.id, [otherType.id], 80, 11));
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/insights: figures and charts in the host’s zone across a DST change', () => {
  it('counts each figure, and the previous period of the same length, as the test counts them', async () => {
    const res = await insights(host, `from=${FROM}&to=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Insights>();
    expect(body).toMatchObject({ from: FROM, to: TO, previousFrom: PREV_FROM, previousTo: PREV_TO, timeZone: ZONE });
    const mine = expectedFigures(rows, FROM, TO);
    expect(mine.created).toBeGreaterThan(0);
    expect(mine.rescheduled).toBeGreaterThan(0);
    expect(mine.cancelled).toBeGreaterThan(0);
    expect(mine.noShow).toBeGreaterThan(0);
    expect({
      created: body.created,
      completed: body.completed,
      rescheduled: body.rescheduled,
      cancelled: body.cancelled,
      noShow: body.noShow,
    }).toEqual(mine);
    expect(body.previous).toEqual(expectedFigures(rows, PREV_FROM, PREV_TO));
  });

  it('puts bookings on their local dates and hours: both 01:30s of 1 November are one hour, midnight splits days', async () => {
    const body = (await insights(host, `from=${FROM}&to=${TO}`)).json<Insights>();
    const perDate = countBy(charted(rows), (r) => local(r.start).date);
    expect(body.byDay).toHaveLength(22);
    expect(body.byDay[0]!.date).toBe(FROM);
    expect(body.byDay.at(-1)!.date).toBe(TO);
    for (const day of body.byDay) expect([day.date, day.count]).toEqual([day.date, perDate.get(day.date) ?? 0]);

    const perCell = countBy(charted(rows), (r) => `${local(r.start).weekday}/${local(r.start).hour}`);
    const cells = new Map(body.busiestHours.map(([w, h, n]) => [`${w}/${h}`, n]));
    expect(cells).toEqual(perCell);
    // Sunday 1 November, 01:00–02:00 local holds both edge bookings (and whatever else fell there).
    expect(cells.get('0/1')).toBeGreaterThanOrEqual(2);
  });

  it('counts bookings per event type, most first, with the unbooked type at 0 and deleted types named', async () => {
    const body = (await insights(host, `from=${FROM}&to=${TO}`)).json<Insights>();
    const per = countBy(charted(rows), (r) => r.eventTypeId ?? 'deleted');
    const got = new Map(body.byEventType.map((e) => [e.eventTypeId ?? 'deleted', e.count]));
    expect(got).toEqual(new Map([...per, [types[2]!.id, 0]]));
    expect(body.byEventType.find((e) => e.eventTypeId === null)?.name).toBe('Deleted event type');
    expect(body.byEventType.at(-1)).toMatchObject({ name: 'Never booked', count: 0 });
    const counts = body.byEventType.map((e) => e.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('groups the cancellations of the range by reason, none given as an empty reason', async () => {
    const body = (await insights(host, `from=${FROM}&to=${TO}`)).json<Insights>();
    const cancels = rows.flatMap((r) => r.events).filter((e) => e.kind === 'cancelled' && inRange(e.at, FROM, TO));
    expect(new Map(body.cancelReasons.map((c) => [c.reason, c.count]))).toEqual(
      countBy(cancels, (e) => e.reason ?? ''),
    );
  });

  it('never names another host’s event type, even when filtered by its id', async () => {
    const theirs = await t.db.eventType.findFirstOrThrow({ where: { userId: other.id }, select: { id: true } });
    const body = (await insights(host, `from=${FROM}&to=${TO}&eventTypeId=${theirs.id}`)).json<Insights>();
    expect(body.byEventType).toEqual([]);
    expect(body.created).toBe(0);
  });

  it('filters by event type and by status', async () => {
    const typeId = types[0]!.id;
    const byType = (await insights(host, `from=${FROM}&to=${TO}&eventTypeId=${typeId}`)).json<Insights>();
    const ofType = rows.filter((r) => r.eventTypeId === typeId);
    expect(byType.created).toBe(expectedFigures(ofType, FROM, TO).created);
    expect(byType.completed).toBe(expectedFigures(ofType, FROM, TO).completed);
    expect(byType.byEventType.map((e) => e.eventTypeId)).toEqual([typeId]);

    const cancelled = (await insights(host, `from=${FROM}&to=${TO}&status=cancelled`)).json<Insights>();
    const ofStatus = rows.filter((r) => r.status === 'cancelled');
    expect(cancelled.cancelled).toBe(expectedFigures(ofStatus, FROM, TO).cancelled);
    expect(cancelled.completed).toBe(0);
    expect(cancelled.byDay.reduce((n, d) => n + d.count, 0)).toBe(
      ofStatus.filter((r) => inRange(r.start, FROM, TO)).length,
    );

    const noShows = (await insights(host, `from=${FROM}&to=${TO}&status=no_show`)).json<Insights>();
    expect(noShows.byDay.reduce((n, d) => n + d.count, 0)).toBe(expectedFigures(rows, FROM, TO).noShow);
  });

  it('defaults to the last 30 days up to today in the host’s zone', async () => {
    const body = (await insights(host, '')).json<Insights>();
    expect(body.to).toBe(local(NOW).date);
    expect(body.byDay).toHaveLength(30);
    expect(body.from).toBe('2026-10-22');
    expect(body.previousTo).toBe('2026-10-21');
  });

  it('defaults to the next 30 days when nothing starts in the last 30 and something will, the CSV too', async () => {
    const newcomer = await createUser(t);
    await withZone(newcomer);
    const type = await eventType(newcomer.id, 'First call');
    const DAY = 86_400_000;
    // Booked today for 3, 10 and 29 days ahead (19:00 UTC: 14:00 in New York); one in 31 days is outside.
    const ahead = [3, 10, 29, 31].map((days, i) => ({
      uid: `NEXT${i}${randomBytes(3).toString('hex')}`,
      hostId: newcomer.id,
      eventTypeId: type.id,
      status: 'accepted' as const,
      noShow: false,
      start: Date.parse('2026-11-20T19:00:00Z') + days * DAY,
      end: Date.parse('2026-11-20T19:30:00Z') + days * DAY,
      createdAt: NOW - 3_600_000,
      inviteeName: `Invitee ${i}`,
      events: [{ kind: 'created' as const, at: NOW - 3_600_000, reason: null }],
    }));
    await seed(t, ahead);
    const body = (await insights(newcomer, '')).json<Insights>();
    expect(body.defaultRange).toBe('next-30d');
    expect([body.from, body.to]).toEqual(['2026-11-20', '2026-12-19']);
    expect(body.byDay.reduce((n, d) => n + d.count, 0)).toBe(3);
    expect(body.byEventType).toEqual([{ eventTypeId: type.id, name: 'First call', count: 3 }]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/insights/export.csv', headers: newcomer.headers });
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="kairos-bookings-2026-11-20-to-2026-12-19.csv"',
    );
    expect(parse(csv.body, { columns: true, skip_empty_lines: true })).toHaveLength(3);
    // Dates asked for are answered as asked, with no default named.
    const asked = (await insights(newcomer, 'from=2026-10-22&to=2026-11-20')).json<Insights>();
    expect(asked.defaultRange).toBeUndefined();
    expect(asked.byDay.every((d) => d.count === 0)).toBe(true);
  });

  it('keeps the last 30 days as the default when they have bookings, or when nothing is ahead either', async () => {
    expect((await insights(host, '')).json<Insights>().defaultRange).toBe('30d');
    const idle = await createUser(t);
    await withZone(idle);
    const body = (await insights(idle, '')).json<Insights>();
    expect(body.defaultRange).toBe('30d');
    expect([body.from, body.to]).toEqual(['2026-10-22', '2026-11-20']);
  });

  it('answers 400 naming the field for a bad date, a reversed or too long range, or an unknown status', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=2026-11-10&to=2026-11-01', 'from'],
      ['from=2020-01-01&to=2026-01-01', 'to'],
      ['status=maybe', 'status'],
      ['eventTypeId=%27%3B%20drop', 'eventTypeId'],
    ] as const) {
      const res = await insights(host, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(field);
    }
  });
});

describe('who sees what: a team’s owners and admins see the team, a member only their own', () => {
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let teamId: string;
  let teamRows: Seeded[];
  let memberOwn: Seeded[];

  beforeAll(async () => {
    admin = await createUser(t);
    member = await createUser(t);
    outsider = await createUser(t);
    for (const u of [admin, member, outsider]) await withZone(u);
    const team = await t.db.team.create({
      data: { name: 'Support', slug: `support-${randomBytes(3).toString('hex')}` },
    });
    teamId = team.id;
    await t.db.teamMember.createMany({
      data: [
        { teamId, userId: host.id, role: 'owner' },
        { teamId, userId: admin.id, role: 'admin' },
        { teamId, userId: member.id, role: 'member' },
      ],
    });
    const teamType = await eventType(null, 'Team call', teamId);
    const mine = await eventType(member.id, 'Member own');
    teamRows = [...history(host.id, [teamType.id], 40, 21), ...history(member.id, [teamType.id], 30, 22)];
    memberOwn = history(member.id, [mine.id], 25, 23);
    await seed(t, [...teamRows, ...memberOwn]);
  });

  it('an admin sees every booking of the team’s event types', async () => {
    const res = await insights(admin, `from=${FROM}&to=${TO}&teamId=${teamId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Insights>().created).toBe(expectedFigures(teamRows, FROM, TO).created);
    expect(res.json<Insights>().completed).toBe(expectedFigures(teamRows, FROM, TO).completed);
  });

  it('an admin sees one member’s bookings of the team, not the member’s own event types', async () => {
    const res = await insights(admin, `from=${FROM}&to=${TO}&userId=${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const theirs = teamRows.filter((r) => r.hostId === member.id);
    expect(res.json<Insights>().created).toBe(expectedFigures(theirs, FROM, TO).created);
    const both = await insights(admin, `from=${FROM}&to=${TO}&teamId=${teamId}&userId=${member.id}`);
    expect(both.json<Insights>().created).toBe(expectedFigures(theirs, FROM, TO).created);
  });

  it('a member gets 403 for the team and for a fellow member, and sees their own bookings', async () => {
    expect((await insights(member, `teamId=${teamId}`)).statusCode).toBe(403);
    expect((await insights(member, `userId=${host.id}`)).statusCode).toBe(403);
    const own = await insights(member, `from=${FROM}&to=${TO}`);
    const theirs = [...teamRows.filter((r) => r.hostId === member.id), ...memberOwn];
    expect(own.json<Insights>().created).toBe(expectedFigures(theirs, FROM, TO).created);
  });

  it('an outsider gets 404 for the team and its members, as for a team that does not exist', async () => {
    expect((await insights(outsider, `teamId=${teamId}`)).statusCode).toBe(404);
    expect((await insights(outsider, `userId=${member.id}`)).statusCode).toBe(404);
    expect((await insights(outsider, `teamId=nope`)).statusCode).toBe(404);
    expect((await insights(admin, `teamId=${teamId}&userId=${outsider.id}`)).statusCode).toBe(404);
  });

  it('lists the teams an admin may choose, with members, and not for a plain member', async () => {
    const forAdmin = await t.app.inject({ method: 'GET', url: '/api/insights/scopes', headers: admin.headers });
    expect(forAdmin.json<{ timeZone: string }>().timeZone).toBe(ZONE);
    expect(forAdmin.json<{ teams: { id: string; members: unknown[] }[] }>().teams).toMatchObject([
      { id: teamId, members: [{}, {}, {}] },
    ]);
    const forMember = await t.app.inject({ method: 'GET', url: '/api/insights/scopes', headers: member.headers });
    expect(forMember.json<{ teams: unknown[] }>().teams).toEqual([]);
  });
});

describe('GET /api/insights/export.csv', () => {
  it('streams the filtered bookings as CSV a real parser reads, formula-like cells quoted with the guard', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/insights/export.csv?from=${FROM}&to=${TO}`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kairos-bookings-${FROM}-to-${TO}.csv"`);
    const records = parse(res.body, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    // The host's own event types' bookings and the team bookings they host.
    const expected = everything.filter((r) => r.hostId === host.id && inRange(r.start, FROM, TO));
    expect(records).toHaveLength(expected.length);
    expect(Object.keys(records[0]!)).toEqual([...INSIGHTS_CSV_COLUMNS]);
    expect(new Set(records.map((r) => r.uid))).toEqual(new Set(expected.map((r) => r.uid)));
    const evil = records.find((r) => r.invitee_name?.includes('cmd|'))!;
    expect(evil.invitee_name).toBe(`'=cmd|" /C calc"!A0`);
    // In the file itself the cell is quoted and starts with the guard, never with '='.
    expect(res.body).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(res.body).not.toMatch(/(^|,)=/m);
    const guarded = records.filter((r) => r.cancel_reason?.startsWith("'=HYPERLINK"));
    expect(guarded.length).toBe(expected.filter((r) => r.events.some((e) => e.reason?.startsWith('='))).length);
    // Times: UTC and the host's local wall time; ordered by start.
    const first = expected.sort((a, b) => a.start - b.start || 0)[0]!;
    expect(records.map((r) => r.start_utc)).toEqual([...records.map((r) => r.start_utc)].sort());
    expect(records[0]!.time_zone).toBe(ZONE);
    expect(records[0]!.start_utc).toBe(new Date(first.start).toISOString());
  });

  it('pages through a long export without losing or repeating a row', async () => {
    const big = await createUser(t);
    await withZone(big, 'UTC');
    const many: Seeded[] = Array.from({ length: 1234 }, (_, i) => {
      const start = Date.parse('2026-10-01T00:00:00Z') + (i % 40) * 3_600_000;
      return {
        uid: `big${i}`,
        hostId: big.id,
        eventTypeId: null,
        status: 'accepted',
        noShow: false,
        start,
        end: start + 30 * MIN,
        createdAt: start - 86_400_000,
        inviteeName: i % 2 ? '+1 555 0100' : '@handle',
        events: [],
      };
    });
    await seed(t, many);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/insights/export.csv?from=2026-10-01&to=2026-10-05',
      headers: big.headers,
    });
    const records = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(1234);
    expect(new Set(records.map((r) => r.uid)).size).toBe(1234);
    expect(new Set(records.map((r) => r.invitee_name))).toEqual(new Set(["'+1 555 0100", "'@handle"]));
  });

  it('follows the same rules as the figures: a member cannot export the team', async () => {
    const stranger = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/insights/export.csv?teamId=none',
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toBe('Team not found');
  });
});
