import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import type { TeamBookingCreated, TeamEventType } from '#shared/schemas/team-event-types.ts';
import { teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import { roundRobinOrder, type HostRecord } from '../../api/modules/bookings/team/assign.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A whole hour `days` ahead, in UTC. */
function future(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

let slugs = 0;
async function teamWith(members: { user: TestUser; role: 'owner' | 'admin' | 'member' }[]) {
  const slug = `team-${++slugs}-${Date.now().toString(36)}`;
  return { id: await insertTeam(t, slug, members), slug };
}

async function createEventType(
  teamId: string,
  as: TestUser,
  body: Record<string, unknown>,
): Promise<{ statusCode: number; json: () => TeamEventType }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/event-types`,
    headers: as.headers,
    payload: body,
  });
  return { statusCode: res.statusCode, json: () => res.json() as TeamEventType };
}

const book = (slug: string, eventSlug: string, start: string, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/team/${slug}/${eventSlug}/bookings`,
    payload: bookingBody(start, email),
  });

const slotsOf = async (url: string, from: string, to: string) => {
  const res = await t.app.inject({ url: `${url}/slots?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as SlotsResponse).slots.map((s) => s.start);
};

describe('team event types', () => {
  it('lets owners and admins create, change and delete them; members only list them; outsiders see nothing', async () => {
    const [owner, admin, member, outsider] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const team = await teamWith([
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    const body = {
      name: 'Intro',
      slug: 'intro',
      duration: 30,
      schedulingType: 'round_robin',
      hosts: [
        { userId: owner.id, weight: 2, priority: 4 },
        { userId: member.id, fixed: true },
      ],
    };
    const made = await createEventType(team.id, admin, body);
    expect(made.statusCode).toBe(201);
    const created = made.json();
    expect(created.hosts.map((h) => [h.userId, h.weight, h.priority, h.fixed]).sort()).toEqual(
      [
        [owner.id, 2, 4, false],
        [member.id, 1, 2, true],
      ].sort(),
    );

    expect((await createEventType(team.id, member, { ...body, slug: 'other' })).statusCode).toBe(403);
    expect((await createEventType(team.id, outsider, { ...body, slug: 'other' })).statusCode).toBe(404);
    const notMember = await createEventType(team.id, owner, { ...body, slug: 'x', hosts: [{ userId: outsider.id }] });
    expect(notMember.statusCode).toBe(400);
    expect((notMember.json() as unknown as { error: string }).error).toBe(teamEventTypeMessages.hostNotMember);
    expect((await createEventType(team.id, owner, body)).statusCode).toBe(409);

    const list = await t.app.inject({ url: `/api/teams/${team.id}/event-types`, headers: member.headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: TeamEventType[] }).items.map((e) => e.slug)).toEqual(['intro']);
    const outsiderList = await t.app.inject({ url: `/api/teams/${team.id}/event-types`, headers: outsider.headers });
    expect(outsiderList.statusCode).toBe(404);

    const url = `/api/teams/${team.id}/event-types/${created.id}`;
    const memberPatch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: member.headers,
      payload: { name: 'Mine' },
    });
    expect(memberPatch.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { name: 'Welcome', hosts: [{ userId: admin.id }] },
    });
    expect(patch.statusCode).toBe(200);
    expect((patch.json() as TeamEventType).name).toBe('Welcome');
    expect((patch.json() as TeamEventType).duration).toBe(30);
    expect((patch.json() as TeamEventType).hosts.map((h) => h.userId)).toEqual([admin.id]);

    expect((await t.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses seats and confirmation, and more than one entry for a host', async () => {
    const owner = await createUser(t);
    const team = await teamWith([{ user: owner, role: 'owner' }]);
    const base = { name: 'A', slug: 'a', schedulingType: 'collective', hosts: [{ userId: owner.id }] };
    const seats = await createEventType(team.id, owner, { ...base, bookingSettings: { seats: 3 } });
    expect(seats.statusCode).toBe(400);
    const twice = await createEventType(team.id, owner, {
      ...base,
      hosts: [{ userId: owner.id }, { userId: owner.id }],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('round-robin bookings', () => {
  /** Ann (owner) and Ben (member), hosts of the team's round-robin 'demo'. */
  async function roundRobinPair() {
    const [ann, ben] = await Promise.all([
      hostWithHours(t, { firstName: 'Ann' }),
      hostWithHours(t, { firstName: 'Ben' }),
    ]);
    const team = await teamWith([
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
    ]);
    const made = await createEventType(team.id, ann, {
      name: 'Demo',
      slug: 'demo',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    expect(made.statusCode).toBe(201);
    return { ann, ben, team };
  }

  it('gives one time to two free hosts in turn, then answers 409, and names only the attending host', async () => {
    const { team } = await roundRobinPair();
    const start = future(3);
    const page = `/api/public/team/${team.slug}/demo`;
    expect(await slotsOf(page, future(3, 0), future(4, 0))).toContain(start);

    const first = await book(team.slug, 'demo', start, 'one@example.test');
    const second = await book(team.slug, 'demo', start, 'two@example.test');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const names = [first, second].map((r) => (r.json() as TeamBookingCreated).hosts.map((h) => h.name));
    expect(names.flat().sort()).toEqual(['Ann', 'Ben']);
    expect(Object.keys((first.json() as TeamBookingCreated).hosts[0]!)).toEqual(['name']);
    expect((await book(team.slug, 'demo', start, 'three@example.test')).statusCode).toBe(409);
    expect(await slotsOf(page, future(3, 0), future(4, 0))).not.toContain(start);
  });

  it('lets the invitee and the host move a round-robin booking with its host, and keeps the time free for others', async () => {
    const { ann, ben, team } = await roundRobinPair();
    const made = (await book(team.slug, 'demo', future(3), 'mover@example.test')).json() as TeamBookingCreated;
    const token = new URL(made.manageUrl).searchParams.get('token')!;
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: made.uid }, select: { hostId: true } });
    const host = row.hostId === ann.id ? ann : ben;

    // At 10:00 the next day only the other host is free: open to a new booking, not to this one's move.
    const busy = await Promise.all(
      ['x@example.test', 'y@example.test'].map(async (email) => book(team.slug, 'demo', future(4, 10), email)),
    );
    const other = busy.find((r) => (r.json() as TeamBookingCreated).hosts[0]!.name !== made.hosts[0]!.name)!;
    const otherToken = new URL((other.json() as TeamBookingCreated).manageUrl).searchParams.get('token')!;
    const freed = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${(other.json() as TeamBookingCreated).uid}/cancel`,
      headers: { 'x-booking-token': otherToken },
      payload: {},
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(await slotsOf(`/api/public/team/${team.slug}/demo`, future(3, 0), future(5, 0))).toContain(future(4, 10));

    // The invitee sees their own time open while they pick another, and only their host's open times.
    const page = `/api/public/team/${team.slug}/demo/slots?from=${future(3, 0)}&to=${future(5, 0)}`;
    const moving = await t.app.inject({ url: `${page}&reschedule=${made.uid}`, headers: { 'x-booking-token': token } });
    expect(moving.statusCode, moving.body).toBe(200);
    const offered = (moving.json() as SlotsResponse).slots.map((s) => s.start);
    expect(offered).toContain(future(3));
    expect(offered).toContain(future(4));
    expect(offered).not.toContain(future(4, 10));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${made.uid}/reschedule`,
      headers: { 'x-booking-token': token },
      payload: { start: future(4, 10) },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${made.uid}/reschedule`,
      headers: { 'x-booking-token': token },
      payload: { start: future(4) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await t.db.booking.findUniqueOrThrow({ where: { uid: made.uid } });
    expect([after.hostId, after.startTime.toISOString(), after.status]).toEqual([host.id, future(4), 'accepted']);

    // The host moves it again, with their API key.
    const key = await createApiKey(t, host);
    const byHost = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${made.uid}/reschedule`,
      headers: keyHeaders(key),
      payload: { start: future(4, 14) },
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect((await t.db.booking.findUniqueOrThrow({ where: { uid: made.uid } })).startTime.toISOString()).toBe(
      future(4, 14),
    );
    // The first time is free again: both hosts can be booked at it.
    expect((await book(team.slug, 'demo', future(3), 'a@example.test')).statusCode).toBe(201);
    expect((await book(team.slug, 'demo', future(3), 'b@example.test')).statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the same booking, and refuses the key for another', async () => {
    const [ann, ben] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
    ]);
    await createEventType(team.id, ann, {
      name: 'Retry',
      slug: 'retry',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const start = future(5);
    const headers = { 'idempotency-key': randomUUID() };
    const url = `/api/public/team/${team.slug}/retry/bookings`;
    const first = await t.app.inject({ method: 'POST', url, headers, payload: bookingBody(start) });
    const again = await t.app.inject({ method: 'POST', url, headers, payload: bookingBody(start) });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: bookingBody(start, 'else@example.test'),
    });
    expect(other.statusCode).toBe(422);
    expect(await t.db.booking.count({ where: { hostId: { in: [ann.id, ben.id] } } })).toBe(1);
  });

  it('books once when the same Idempotency-Key arrives twice at once: the second is the first, not a second host', async () => {
    const [ann, ben] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
    ]);
    await createEventType(team.id, ann, {
      name: 'Twice',
      slug: 'twice',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const start = future(6);
    const headers = { 'idempotency-key': randomUUID() };
    const url = `/api/public/team/${team.slug}/twice/bookings`;
    // From an address of their own, so that they leave the other tests' booking limits alone.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url, headers, payload: bookingBody(start), remoteAddress: '198.51.100.7' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => (a.json() as TeamBookingCreated).uid)).size).toBe(1);
    expect(await t.db.booking.count({ where: { hostId: { in: [ann.id, ben.id] } } })).toBe(1);
    // The other host is still free for someone else at that time.
    expect((await book(team.slug, 'twice', start, 'else@example.test')).statusCode).toBe(201);
  });

  it('stops offering a host who left the team', async () => {
    const [ann, ben] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
    ]);
    await createEventType(team.id, ann, {
      name: 'Leaving',
      slug: 'leaving',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    await t.db.teamMember.delete({ where: { teamId_userId: { teamId: team.id, userId: ben.id } } });
    const start = future(6, 15);
    expect((await book(team.slug, 'leaving', start)).statusCode).toBe(201);
    expect((await book(team.slug, 'leaving', start, 'two@example.test')).statusCode).toBe(409);
    expect(await t.db.booking.findMany({ where: { hostId: ben.id } })).toEqual([]);
  });

  it('brings the fixed host to every booking, and offers a time only when they are free', async () => {
    const [ann, ben, fay] = await Promise.all([hostWithHours(t), hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
      { user: fay, role: 'member' },
    ]);
    await createEventType(team.id, ann, {
      name: 'Fixed',
      slug: 'fixed',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }, { userId: fay.id, fixed: true }],
      bookingSettings: OPEN_SETTINGS,
    });
    const start = future(4);
    const first = await book(team.slug, 'fixed', start);
    expect(first.statusCode).toBe(201);
    const rows = await t.db.booking.findMany({
      where: { startTime: new Date(start), hostId: { in: [ann.id, ben.id, fay.id] } },
    });
    expect(rows.map((r) => r.hostId)).toContain(fay.id);
    expect(rows).toHaveLength(2);
    // The fixed host is taken now: the other round-robin host alone cannot have the time.
    expect((await book(team.slug, 'fixed', start, 'two@example.test')).statusCode).toBe(409);
    expect(await slotsOf(`/api/public/team/${team.slug}/fixed`, future(4, 0), future(5, 0))).not.toContain(start);
  });

  it('spreads bookings evenly over equal hosts through the stored records', async () => {
    const hosts = await Promise.all([0, 1, 2, 3].map(() => hostWithHours(t)));
    const team = await teamWith(
      hosts.map((user, i) => ({ user, role: i === 0 ? ('owner' as const) : ('member' as const) })),
    );
    await createEventType(team.id, hosts[0]!, {
      name: 'Even',
      slug: 'even',
      schedulingType: 'round_robin',
      hosts: hosts.map((h) => ({ userId: h.id })),
      bookingSettings: OPEN_SETTINGS,
    });
    for (let i = 0; i < 40; i++) {
      const res = await book(team.slug, 'even', future(10 + Math.floor(i / 20), i % 20), `p${i}@example.test`);
      expect(res.statusCode).toBe(201);
    }
    const counts = await t.db.booking.groupBy({
      by: ['hostId'],
      where: { hostId: { in: hosts.map((h) => h.id) } },
      _count: { _all: true },
    });
    expect(counts.map((c) => c._count._all)).toEqual([10, 10, 10, 10]);
  });
});

describe('round-robin fairness over 1,000 bookings', () => {
  /** Books `n` times through the assignment order, each host always free, recording as the store does. */
  function simulate(weights: number[], n: number): number[] {
    const candidates = weights.map((weight, i) => ({ id: `h${i}`, weight, priority: 2 }));
    const records = new Map<string, HostRecord>();
    for (let k = 0; k < n; k++) {
      const [pick] = roundRobinOrder(candidates, records);
      const record = records.get(pick!.id) ?? { count: 0, last: null };
      records.set(pick!.id, { count: record.count + 1, last: k });
    }
    return candidates.map((c) => records.get(c.id)?.count ?? 0);
  }

  it('gives 4 equal hosts 250 ± 5% each', () => {
    for (const count of simulate([1, 1, 1, 1], 1000)) expect(Math.abs(count - 250)).toBeLessThanOrEqual(12.5);
  });

  it('gives weights 2:1:1 shares of 50/25/25 ± 5%', () => {
    const [a, b, c] = simulate([2, 1, 1], 1000);
    expect(Math.abs(a! - 500)).toBeLessThanOrEqual(25);
    expect(Math.abs(b! - 250)).toBeLessThanOrEqual(12.5);
    expect(Math.abs(c! - 250)).toBeLessThanOrEqual(12.5);
  });

  it('lets priority break a tie between hosts never booked', () => {
    const order = roundRobinOrder(
      [
        { id: 'a', weight: 1, priority: 1 },
        { id: 'b', weight: 1, priority: 4 },
      ],
      new Map(),
    );
    expect(order.map((c) => c.id)).toEqual(['b', 'a']);
  });
});

describe('collective bookings', () => {
  it('offers the intersection of hosts in different zones, across a DST change, and blocks every host', async () => {
    // 09:00–17:00 in Berlin and in New York; New York moves to summer time on Sunday 14 March 2027.
    const berlin = await hostWithHours(t, { timeZone: 'Europe/Berlin', from: 540, to: 1020, firstName: 'Bea' });
    const york = await hostWithHours(t, { timeZone: 'America/New_York', from: 540, to: 1020, firstName: 'Nat' });
    const team = await teamWith([
      { user: berlin, role: 'owner' },
      { user: york, role: 'member' },
    ]);
    await createEventType(team.id, berlin, {
      name: 'Panel',
      slug: 'panel',
      duration: 60,
      schedulingType: 'collective',
      hosts: [{ userId: berlin.id }, { userId: york.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const page = `/api/public/team/${team.slug}/panel`;
    // Saturday 13 March: New York is UTC−5 (14:00Z–22:00Z), Berlin UTC+1 (08:00Z–16:00Z).
    expect(await slotsOf(page, '2027-03-13T00:00:00Z', '2027-03-14T00:00:00Z')).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-13T15:00:00.000Z',
    ]);
    // Sunday 14 March, the change: New York is UTC−4 from 02:00 (13:00Z–21:00Z).
    expect(await slotsOf(page, '2027-03-14T00:00:00Z', '2027-03-15T00:00:00Z')).toEqual([
      '2027-03-14T13:00:00.000Z',
      '2027-03-14T14:00:00.000Z',
      '2027-03-14T15:00:00.000Z',
    ]);

    const res = await book(team.slug, 'panel', '2027-03-14T14:00:00.000Z', 'ivy@example.test');
    expect(res.statusCode).toBe(201);
    const answer = res.json() as TeamBookingCreated;
    expect(answer.hosts.map((h) => h.name).sort()).toEqual(['Bea', 'Nat']);

    // Each host gets their own email with an invite a real parser reads.
    const emails = await waitForEmails(t.database.dataDir, (all) =>
      [berlin.email, york.email, 'ivy@example.test'].every((to) => all.some((e) => e.to.includes(to) && e.subject)),
    );
    for (const to of [berlin.email, york.email]) {
      const mine = emails.filter((e) => e.to.includes(to));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.invite?.start).toBe('2027-03-14T14:00:00.000Z');
      // The host's copy, as for a personal booking.
      expect(mine[0]!.invite?.method).toBe('PUBLISH');
    }
    const invitees = emails.filter((e) => e.to.includes('ivy@example.test'));
    expect(invitees).toHaveLength(1);
    // The invitee's email names both hosts, and calls them hosts.
    expect(invitees[0]!.subject).toMatch(/^Confirmed: Panel with (Bea, Nat|Nat, Bea)$/);
    expect(invitees[0]!.text).toMatch(/(Bea, Nat|Nat, Bea) \(hosts\)/);

    // Every host's time is held: the time is gone, and a personal booking of either host cannot overlap it.
    expect(await slotsOf(page, '2027-03-14T00:00:00Z', '2027-03-15T00:00:00Z')).not.toContain(
      '2027-03-14T14:00:00.000Z',
    );
    const rows = await t.db.booking.findMany({ where: { hostId: { in: [berlin.id, york.id] } } });
    expect(rows).toHaveLength(2);
    await expect(
      t.db.booking.create({
        data: {
          ...rows.find((r) => r.hostId === york.id)!,
          id: undefined,
          uid: 'personal-overlap',
          manageTokenHash: 'personal-overlap',
          leadBookingId: null,
          eventTypeId: null,
        } as never,
      }),
    ).rejects.toThrow();
  });

  it('cancels every host’s time with the invitee’s link', async () => {
    const [a, b] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: a, role: 'owner' },
      { user: b, role: 'member' },
    ]);
    await createEventType(team.id, a, {
      name: 'Pair',
      slug: 'pair',
      schedulingType: 'collective',
      hosts: [{ userId: a.id }, { userId: b.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const start = future(6);
    const made = (await book(team.slug, 'pair', start)).json() as TeamBookingCreated;
    const token = new URL(made.manageUrl).searchParams.get('token')!;
    // Each host's own list names both hosts of it.
    await t.db.user.update({ where: { id: a.id }, data: { firstName: 'Ann', lastName: 'Ames' } });
    await t.db.user.update({ where: { id: b.id }, data: { firstName: 'Ben', lastName: 'Bell' } });
    for (const who of [a, b]) {
      const listed = await t.app.inject({ url: '/api/bookings', headers: who.headers });
      const names = (listed.json() as { items: { hosts?: string[] }[] }).items.map((i) => i.hosts?.slice().sort());
      expect(names).toEqual([['Ann Ames', 'Ben Bell']]);
    }
    // The invitee's page names both hosts and says they are two, so it reads "hosts".
    const view = await t.app.inject({ url: `/api/public/bookings/${made.uid}`, headers: { 'x-booking-token': token } });
    expect((view.json() as PublicBooking).host).toMatchObject({ count: 2 });
    // Its own time is open while the invitee picks a new one (with the link's token), to nobody else.
    const page = `/api/public/team/${team.slug}/pair/slots?from=${future(6, 0)}&to=${future(7, 0)}`;
    const moving = await t.app.inject({ url: `${page}&reschedule=${made.uid}`, headers: { 'x-booking-token': token } });
    expect((moving.json() as SlotsResponse).slots.map((x) => x.start)).toContain(start);
    expect(await slotsOf(`/api/public/team/${team.slug}/pair`, future(6, 0), future(7, 0))).not.toContain(start);
    // Moved with the same hosts: both rows at the new time, the old one free again.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${made.uid}/reschedule`,
      headers: { 'x-booking-token': token },
      payload: { start: future(7) },
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = await t.db.booking.findMany({ where: { hostId: { in: [a.id, b.id] } } });
    expect(afterMove.map((r) => r.startTime.toISOString())).toEqual([future(7), future(7)]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${made.uid}/cancel`,
      headers: { 'x-booking-token': token },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const rows = await t.db.booking.findMany({ where: { hostId: { in: [a.id, b.id] } } });
    expect(rows.map((r) => [r.status, r.blocking])).toEqual([
      ['cancelled', false],
      ['cancelled', false],
    ]);
    expect((await book(team.slug, 'pair', future(7), 'again@example.test')).statusCode).toBe(201);
    expect((await book(team.slug, 'pair', start, 'third@example.test')).statusCode).toBe(201);
  });
});

describe('limits of a team event type', () => {
  it('count a collective booking once, whatever the number of hosts', async () => {
    const [a, b] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: a, role: 'owner' },
      { user: b, role: 'member' },
    ]);
    await createEventType(team.id, a, {
      name: 'Limited',
      slug: 'limited',
      schedulingType: 'collective',
      hosts: [{ userId: a.id }, { userId: b.id }],
      bookingSettings: { ...OPEN_SETTINGS, maxPerDay: 2 },
    });
    expect((await book(team.slug, 'limited', future(9, 9))).statusCode).toBe(201);
    // One booking of two is made: the day is still open, for exactly one more.
    const page = `/api/public/team/${team.slug}/limited`;
    expect(await slotsOf(page, future(9, 0), future(9, 23))).toContain(future(9, 11));
    expect((await book(team.slug, 'limited', future(9, 11), 'second@example.test')).statusCode).toBe(201);
    expect(await slotsOf(page, future(9, 0), future(9, 23))).toEqual([]);
  });
});

describe('dynamic group links', () => {
  it('book a meeting with every named user once each has opted in; anyone else is an unknown page', async () => {
    const [amy, bo] = await Promise.all([
      hostWithHours(t, { username: `amy-${Date.now().toString(36)}`, firstName: 'Amy' }),
      hostWithHours(t, { username: `bo-${Date.now().toString(36)}`, firstName: 'Bo' }),
    ]);
    const link = `/api/public/${amy.username}+${bo.username}`;
    const notIn = await t.app.inject({ url: `${link}/slots?from=${future(2, 0)}&to=${future(3, 0)}` });
    expect(notIn.statusCode).toBe(404);
    const unknown = await t.app.inject({ url: `/api/public/nobody-at-all/x` });
    expect(notIn.json()).toEqual(unknown.json());

    for (const user of [amy, bo]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: user.headers,
        payload: { first_name: 'X', last_name: 'Y', username: user.username, about: '', allow_dynamic_booking: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().allow_dynamic_booking).toBe(true);
    }
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.json().eventType.duration).toBe(30);
    // The default minimum notice (two hours) applies: a time three days ahead is open.
    const start = future(3);
    expect(await slotsOf(link, future(3, 0), future(4, 0))).toContain(start);
    const res = await t.app.inject({ method: 'POST', url: `${link}/bookings`, payload: bookingBody(start) });
    expect(res.statusCode).toBe(201);
    expect((res.json() as TeamBookingCreated).hosts).toHaveLength(2);
    const rows = await t.db.booking.findMany({ where: { hostId: { in: [amy.id, bo.id] } } });
    expect(rows.map((r) => r.endTime.getTime() - r.startTime.getTime())).toEqual([1_800_000, 1_800_000]);
    expect(
      (await t.app.inject({ method: 'POST', url: `${link}/bookings`, payload: bookingBody(start, 'b@example.test') }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the language of a team booking (ADR 030)', () => {
  it('is the invitee’s: ?lang= first, else Accept-Language, stored and said in the answer', async () => {
    const [owner, ann] = await Promise.all([createUser(t), hostWithHours(t)]);
    const team = await teamWith([
      { user: owner, role: 'owner' },
      { user: ann, role: 'member' },
    ]);
    await createEventType(team.id, owner, {
      name: 'Help',
      slug: 'help',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const url = `/api/public/team/${team.slug}/help/bookings`;
    const french = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'fr-CH, en;q=0.5' },
      payload: bookingBody(future(9, 9), 'fr@example.test'),
    });
    expect(french.statusCode, french.body).toBe(201);
    expect(french.headers['content-language']).toBe('fr');
    expect((french.json() as TeamBookingCreated).locale).toBe('fr');
    const japanese = await t.app.inject({
      method: 'POST',
      url: `${url}?lang=ja`,
      headers: { 'accept-language': 'fr' },
      payload: bookingBody(future(9, 11), 'ja@example.test'),
    });
    expect(japanese.statusCode, japanese.body).toBe(201);
    expect((japanese.json() as TeamBookingCreated).locale).toBe('ja');
    const stored = await t.db.booking.findMany({
      where: { inviteeEmail: { in: ['fr@example.test', 'ja@example.test'] }, leadBookingId: null },
      select: { inviteeEmail: true, locale: true },
      orderBy: { inviteeEmail: 'asc' },
    });
    expect(stored).toEqual([
      { inviteeEmail: 'fr@example.test', locale: 'fr' },
      { inviteeEmail: 'ja@example.test', locale: 'ja' },
    ]);
  });
});

describe('the team filter of the bookings list', () => {
  it('shows owners every booking of the team, a member the ones they attend, an outsider nothing', async () => {
    const [owner, ann, ben] = await Promise.all([createUser(t), hostWithHours(t), hostWithHours(t)]);
    const outsider = await createUser(t);
    const team = await teamWith([
      { user: owner, role: 'owner' },
      { user: ann, role: 'member' },
      { user: ben, role: 'member' },
    ]);
    await createEventType(team.id, owner, {
      name: 'Desk',
      slug: 'desk',
      schedulingType: 'round_robin',
      hosts: [{ userId: ann.id }, { userId: ben.id }],
      bookingSettings: OPEN_SETTINGS,
    });
    const start = future(8);
    for (const email of ['x@example.test', 'y@example.test'])
      expect((await book(team.slug, 'desk', start, email)).statusCode).toBe(201);
    const list = (as: TestUser) => t.app.inject({ url: `/api/bookings?teamId=${team.id}`, headers: as.headers });
    const items = async (as: TestUser) => ((await list(as)).json() as { items: { inviteeEmail: string }[] }).items;
    expect((await items(owner)).map((b) => b.inviteeEmail).sort()).toEqual(['x@example.test', 'y@example.test']);
    expect(await items(ann)).toHaveLength(1);
    // The owner hosts none of them: each names its host.
    await t.db.user.update({ where: { id: ann.id }, data: { firstName: 'Ann', lastName: 'Ames' } });
    await t.db.user.update({ where: { id: ben.id }, data: { firstName: 'Ben', lastName: 'Bell' } });
    const seen = (await list(owner)).json() as { items: { uid: string; host?: { name: string } }[] };
    expect(seen.items.map((b) => b.host?.name).sort()).toEqual(['Ann Ames', 'Ben Bell']);
    // A member may not change another member's booking; the owner may, for its host (ADR 059).
    const cancel = (as: TestUser, uid: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/cancel`, headers: as.headers, payload: {} });
    const bens = seen.items.find((b) => b.host?.name === 'Ben Bell')!.uid;
    expect((await cancel(ann, bens)).statusCode).toBe(404);
    expect((await cancel(owner, bens)).statusCode).toBe(200);
    // A host's own bookings in the team's list carry no `host`.
    const mine = (await list(ann)).json() as { items: { host?: unknown }[] };
    expect(mine.items[0]!.host).toBeUndefined();
    // Without the filter, a host's own list has the team booking they attend (Ben's now cancelled).
    const own = await t.app.inject({ url: '/api/bookings?status=cancelled', headers: ben.headers });
    expect((own.json() as { items: unknown[] }).items).toHaveLength(1);
    expect((await list(outsider)).statusCode).toBe(404);
  });
});
