import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookingEventType, SlotsResponse } from '#shared/schemas/availability.ts';
import { type OutOfOffice, type Teammate, awayMessages } from '#shared/schemas/out-of-office.ts';
import type { TeamEventType } from '#shared/schemas/team-event-types.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost, insertBooking } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import type { TestUser } from '../helpers/users.ts';

// Out of office (issue 43): ranges of the host's local days, closed whole in the open times and the
// booking write, told on the booker, forwarded to a teammate who accepts, skipped by round-robin.
// The clock is fixed on Tuesday 1 December 2026, 09:00 UTC.

const NOW = Date.parse('2026-12-01T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => NOW } });
});
afterAll(async () => t.close());

const at = (date: string, time = '12:00') => `${date}T${time}:00.000Z`;

function post(user: TestUser, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/out-of-office', headers: user.headers, payload });
}

async function away(user: TestUser, payload: object): Promise<OutOfOffice> {
  const res = await post(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OutOfOffice>();
}

async function slots(path: string, from: string, to: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/public/${path}/slots?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotsResponse>().slots.map((s) => s.start);
}

const daysOf = (times: string[]) => [...new Set(times.map((s) => s.slice(0, 10)))];

async function acceptForwards(user: TestUser, acceptsForwards = true) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/out-of-office/settings',
    headers: user.headers,
    payload: { acceptsForwards },
  });
  expect(res.json()).toEqual({ acceptsForwards });
}

describe('out-of-office ranges', () => {
  it('are listed, changed and deleted by their owner only, and refuse overlaps with 409', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const other = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const made = await away(h.user, {
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      reason: 'Ski',
      message: 'Back soon',
    });
    expect(made).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      reason: 'Ski',
      message: 'Back soon',
      forwardTo: null,
      bookingsInRange: [],
    });
    await away(h.user, { startDate: '2026-12-13', endDate: '2026-12-13' });

    for (const [startDate, endDate] of [
      ['2026-12-12', '2026-12-12'],
      ['2026-12-01', '2026-12-10'],
      ['2026-12-11', '2026-12-20'],
      ['2026-12-05', '2026-12-31'],
    ]) {
      const res = await post(h.user, { startDate, endDate });
      expect(res.statusCode, `${startDate}–${endDate}`).toBe(409);
      expect(res.json()).toEqual({ error: awayMessages.overlaps });
    }
    // Another host's ranges are their own.
    await away(other.user, { startDate: '2026-12-10', endDate: '2026-12-12' });

    expect((await post(h.user, { startDate: '2026-12-20', endDate: '2026-12-19' })).json()).toEqual({
      error: awayMessages.endBeforeStart,
    });
    expect((await post(h.user, { startDate: '2026-11-01', endDate: '2026-11-30' })).json()).toEqual({
      error: awayMessages.endInPast,
    });
    expect((await post(h.user, { startDate: '2027-01-01', endDate: '2028-01-02' })).statusCode).toBe(400);
    expect((await post(h.user, { startDate: '2027-02-30', endDate: '2027-03-02' })).statusCode).toBe(400);

    const url = `/api/out-of-office/${made.id}`;
    // Moving onto its own days is no overlap; onto the other range's is.
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: h.user.headers,
      payload: { startDate: '2026-12-09', endDate: '2026-12-11', message: 'Skiing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startDate: '2026-12-09',
      endDate: '2026-12-11',
      reason: '',
      message: 'Skiing',
    });
    const onto = await t.app.inject({
      method: 'PUT',
      url,
      headers: h.user.headers,
      payload: { startDate: '2026-12-09', endDate: '2026-12-13' },
    });
    expect(onto.statusCode).toBe(409);

    const theirs = await t.app.inject({
      method: 'PUT',
      url,
      headers: other.user.headers,
      payload: { startDate: '2026-12-20', endDate: '2026-12-21' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.user.headers })).statusCode).toBe(404);

    const list = await t.app.inject({ url: '/api/out-of-office', headers: h.user.headers });
    expect(list.json<{ items: OutOfOffice[] }>().items.map((r) => [r.startDate, r.endDate])).toEqual([
      ['2026-12-09', '2026-12-11'],
      ['2026-12-13', '2026-12-13'],
    ]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: h.user.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: h.user.headers })).statusCode).toBe(404);
    const after = await t.app.inject({ url: '/api/out-of-office', headers: h.user.headers });
    expect(after.json<{ items: OutOfOffice[] }>().items).toHaveLength(1);
  });

  it("closes the host's whole local days in the open times and the booking write, and opens them again when deleted", async () => {
    const h = await createBookingHost(t, {
      hours: { ...EVERY_DAY_UTC, timeZone: 'Europe/Berlin' },
    });
    const path = `${h.username}/consult`;
    const before = await slots(path, '2026-12-14T00:00:00Z', '2026-12-18T00:00:00Z');
    expect(before).toContain('2026-12-14T22:30:00.000Z');
    const range = await away(h.user, { startDate: '2026-12-15', endDate: '2026-12-16', message: 'On a trip' });

    const during = await slots(path, '2026-12-14T00:00:00Z', '2026-12-18T00:00:00Z');
    // Berlin is UTC+1 in December: the 15th starts at 23:00 UTC on the 14th and the 17th at 23:00 UTC on the 16th.
    expect(during).toContain('2026-12-14T22:30:00.000Z');
    expect(during).not.toContain('2026-12-14T23:00:00.000Z');
    expect(during.filter((s) => s >= '2026-12-14T23:00' && s < '2026-12-16T23:00')).toEqual([]);
    expect(during).toContain('2026-12-16T23:00:00.000Z');

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/public/${path}/bookings`,
      payload: bookingBody(at('2026-12-15')),
    });
    expect(refused.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/out-of-office/${range.id}`,
      headers: h.user.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await slots(path, '2026-12-14T00:00:00Z', '2026-12-18T00:00:00Z')).toEqual(before);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${path}/bookings`,
      payload: bookingBody(at('2026-12-15')),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('lists the bookings already inside a new range at once, and cancels none of them', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const inside = await insertBooking(t, h.user.id, { start: at('2026-12-21', '10:00') });
    await insertBooking(t, h.user.id, { start: at('2026-12-22', '15:00') });
    await insertBooking(t, h.user.id, { start: at('2026-12-24', '10:00') });
    const made = await away(h.user, { startDate: '2026-12-21', endDate: '2026-12-22' });
    expect(made.bookingsInRange.map((b) => [b.start, b.attendeeName])).toEqual([
      ['2026-12-21T10:00:00.000Z', 'Ada Lovelace'],
      ['2026-12-22T15:00:00.000Z', 'Ada Lovelace'],
    ]);
    expect(made.bookingsInRange[0]!.uid).toBe(inside.uid);
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: inside.uid } });
    expect(row.status).toBe('accepted');
    const list = await t.app.inject({ url: '/api/out-of-office', headers: h.user.headers });
    expect(list.json<{ items: OutOfOffice[] }>().items[0]!.bookingsInRange).toHaveLength(2);
  });
});

describe('the booker of a host away', () => {
  async function teammates(): Promise<{ ada: BookingHost; charles: BookingHost; team: string }> {
    const ada = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const charles = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const team = await insertTeam(t, `away-${ada.username}`, [
      { user: ada.user, role: 'owner' },
      { user: charles.user, role: 'member' },
    ]);
    return { ada, charles, team };
  }

  const read = async (path: string, query = '') => {
    const res = await t.app.inject({ url: `/api/public/${path}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PublicBookingEventType>();
  };

  it('says until when and the message on the first open day asked, and offers a teammate who accepts forwards', async () => {
    const { ada, charles } = await teammates();
    const path = `${ada.username}/consult`;
    expect((await read(path)).away).toBeUndefined();

    // Charles does not accept forwards yet: he may not be chosen.
    const refused = await post(ada.user, {
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      forwardToUserId: charles.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: awayMessages.forwardNotTeammate });
    const listed = await t.app.inject({ url: '/api/out-of-office/teammates', headers: ada.user.headers });
    expect(listed.json<{ items: Teammate[] }>().items).toEqual([
      { id: charles.user.id, name: 'Grace Hopper', username: charles.username, acceptsForwards: false },
    ]);

    await acceptForwards(charles.user);
    const range = await away(ada.user, {
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      message: 'Hiking in the Alps',
      forwardToUserId: charles.user.id,
    });
    expect(range.forwardTo).toEqual({ id: charles.user.id, name: 'Grace Hopper', acceptsForwards: true });
    expect((await read(path)).away).toEqual({
      until: '2026-12-14',
      message: 'Hiking in the Alps',
      forward: { name: 'Grace Hopper', username: charles.username, slug: 'consult', eventName: 'Consultation' },
    });
    // From a later day asked, the host is back.
    expect((await read(path, '?date=2026-12-15')).away).toBeUndefined();
    expect((await read(path, '?date=2026-12-10')).away?.until).toBe('2026-12-14');
    expect((await t.app.inject({ url: `/api/public/${path}?date=2026-13-01` })).statusCode).toBe(400);

    // Once Charles stops accepting forwards, the booker no longer offers him.
    await acceptForwards(charles.user, false);
    expect((await read(path)).away).toEqual({ until: '2026-12-14', message: 'Hiking in the Alps', forward: null });
  });

  it('speaks of the first day with working hours from the day asked, and of a stretch over a weekend', async () => {
    const work = [{ from: '09:00', to: '17:00' }];
    const weekdays = { mon: work, tue: work, wed: work, thu: work, fri: work, sat: [], sun: [] };
    const ada = await createBookingHost(t, { hours: { timeZone: 'UTC', weekly: weekdays, overrides: [] } });
    const path = `${ada.username}/consult`;
    // Friday 11 December, then Monday 14 and Tuesday 15: one stretch for the booker.
    await away(ada.user, { startDate: '2026-12-11', endDate: '2026-12-11', message: 'Long weekend' });
    await away(ada.user, { startDate: '2026-12-14', endDate: '2026-12-15' });
    // Asked from Saturday 5: the first day with hours is Monday 7, an open day.
    expect((await read(path, '?date=2026-12-05')).away).toBeUndefined();
    // Asked from Thursday 10 (open): nothing; from Friday 11: away until Tuesday 15 with Friday's message.
    expect((await read(path, '?date=2026-12-10')).away).toBeUndefined();
    expect((await read(path, '?date=2026-12-11')).away).toEqual({
      until: '2026-12-15',
      message: 'Long weekend',
      forward: null,
    });
    // Asked from the weekend in between: its first day with hours is Monday 14, away until Tuesday.
    expect((await read(path, '?date=2026-12-12')).away).toEqual({ until: '2026-12-15', message: '', forward: null });
    // The month has open times around the stretch: the notice does not depend on that.
    expect(daysOf(await slots(path, '2026-12-10T00:00:00Z', '2026-12-17T00:00:00Z'))).toEqual([
      '2026-12-10',
      '2026-12-16',
    ]);
  });

  it('refuses a forward to someone outside the host’s teams, and to the host', async () => {
    const { ada } = await teammates();
    const stranger = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    await acceptForwards(stranger.user);
    const res = await post(ada.user, {
      startDate: '2026-12-20',
      endDate: '2026-12-21',
      forwardToUserId: stranger.user.id,
    });
    expect(res.json()).toEqual({ error: awayMessages.forwardNotTeammate });
    const self = await post(ada.user, { startDate: '2026-12-20', endDate: '2026-12-21', forwardToUserId: ada.user.id });
    expect(self.json()).toEqual({ error: awayMessages.forwardSelf });
  });
});

describe('team event types with a host away', () => {
  async function teamEvent(schedulingType: 'round_robin' | 'collective') {
    const [ann, ben] = await Promise.all([hostWithHours(t), hostWithHours(t)]);
    const slug = `team-${schedulingType.replace('_', '-')}-${ann.id.slice(-6)}`;
    const teamId = await insertTeam(t, slug, [
      { user: ann, role: 'owner' },
      { user: ben, role: 'member' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/event-types`,
      headers: ann.headers,
      payload: {
        name: 'Demo',
        slug: 'demo',
        duration: 30,
        schedulingType,
        hosts: [{ userId: ann.id }, { userId: ben.id }],
        bookingSettings: OPEN_SETTINGS,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ann, ben, path: `team/${slug}/demo`, eventType: res.json<TeamEventType>() };
  }

  it('round-robin skips the away host without an error: the other host gets the booking', async () => {
    const { ann, ben, path } = await teamEvent('round_robin');
    const before = await slots(path, '2026-12-08T00:00:00Z', '2026-12-09T00:00:00Z');
    await away(ann, { startDate: '2026-12-08', endDate: '2026-12-08' });
    expect(await slots(path, '2026-12-08T00:00:00Z', '2026-12-09T00:00:00Z')).toEqual(before);
    for (const hour of ['09:00', '10:00', '11:00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/${path}/bookings`,
        payload: bookingBody(at('2026-12-08', hour), `rr-${hour.slice(0, 2)}@example.test`),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const hosts = await t.db.booking.findMany({
      where: { hostId: { in: [ann.id, ben.id] } },
      select: { hostId: true },
    });
    expect(hosts.map((b) => b.hostId)).toEqual([ben.id, ben.id, ben.id]);
    // The team's page says nothing of one host's absence.
    const page = await t.app.inject({ url: `/api/public/${path}?date=2026-12-08` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).not.toHaveProperty('away');
  });

  it('a collective event type offers no times in the range of a required host away', async () => {
    const { ann, path } = await teamEvent('collective');
    expect(await slots(path, '2026-12-08T00:00:00Z', '2026-12-10T00:00:00Z')).not.toEqual([]);
    await away(ann, { startDate: '2026-12-08', endDate: '2026-12-08' });
    const open = await slots(path, '2026-12-08T00:00:00Z', '2026-12-10T00:00:00Z');
    expect(daysOf(open)).toEqual(['2026-12-09']);
    // No times that day, and no notice naming one of the hosts on the team's page.
    const page = await t.app.inject({ url: `/api/public/${path}?date=2026-12-08` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).not.toHaveProperty('away');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${path}/bookings`,
      payload: bookingBody(at('2026-12-08', '09:00')),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
