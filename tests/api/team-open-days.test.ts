import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OPEN_SETTINGS, hostWithHours, insertTeam } from '../helpers/teams.ts';
import type { TestUser } from '../helpers/users.ts';

// A team's open times are kept per day and a new span is put together from days other spans computed
// (issue 39): the answers must be the ones computed for that span alone, and never stale.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** `days` ahead at hh:mm UTC. */
function future(days: number, hour = 0, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

let teams = 0;
async function teamEventType(hosts: TestUser[], schedulingType: 'round_robin' | 'collective', slug: string) {
  const teamSlug = `days-${++teams}-${Date.now().toString(36)}`;
  const teamId = await insertTeam(
    t,
    teamSlug,
    hosts.map((user, i) => ({ user, role: i === 0 ? ('owner' as const) : ('member' as const) })),
  );
  return addEventType(teamId, teamSlug, hosts, schedulingType, slug);
}

async function addEventType(
  teamId: string,
  teamSlug: string,
  hosts: TestUser[],
  schedulingType: 'round_robin' | 'collective',
  slug: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/event-types`,
    headers: hosts[0]!.headers,
    payload: {
      name: slug,
      slug,
      duration: 45,
      schedulingType,
      hosts: hosts.map((h) => ({ userId: h.id })),
      bookingSettings: { ...OPEN_SETTINGS, slotInterval: 20 },
    },
  });
  expect(res.statusCode).toBe(201);
  return { teamId, teamSlug, page: `/api/public/team/${teamSlug}/${slug}` };
}

async function answer(page: string, from: string, to: string): Promise<string> {
  const res = await t.app.inject({ url: `${page}/slots?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A personal booking of one host, written straight to the table (moves the host's bookings version). */
function personalBooking(host: TestUser, start: string, minutes: number) {
  const end = new Date(Date.parse(start) + minutes * 60_000);
  return t.db.booking.create({
    data: {
      uid: randomBytes(8).toString('hex'),
      hostId: host.id,
      title: 'Own',
      startTime: new Date(start),
      endTime: end,
      blockedStart: new Date(start),
      blockedEnd: end,
      inviteeName: 'Ada',
      inviteeEmail: 'ada@example.test',
      inviteeTimeZone: 'UTC',
      manageTokenHash: randomBytes(32).toString('hex'),
    },
  });
}

describe('a team’s open times for a span not asked before', () => {
  it('are the times computed for that span alone, whatever other spans were asked first', async () => {
    const berlin = await hostWithHours(t, { timeZone: 'Europe/Berlin', from: 9 * 60, to: 17 * 60 });
    const york = await hostWithHours(t, { timeZone: 'America/New_York', from: 10 * 60, to: 18 * 60 });
    await personalBooking(berlin, future(3, 9), 90);
    await personalBooking(york, future(4, 15, 30), 60);
    for (const type of ['round_robin', 'collective'] as const) {
      const asked = await teamEventType([berlin, york], type, 'asked');
      // The same event type again: its first answer for each span is computed for that span alone.
      const fresh = await addEventType(asked.teamId, asked.teamSlug, [berlin, york], type, 'fresh');
      // Spans that start and end inside days, overlap each other, and end before an open time a day later.
      const spans: [string, string][] = [
        [future(1, 7, 13), future(5, 13, 47)],
        [future(2, 0), future(9, 0)],
        [future(3, 16, 20), future(4, 23, 59)],
        [future(0, 5, 5), future(3, 20, 40)],
        [future(4, 9, 1), future(6, 1, 0)],
      ];
      for (const [from, to] of spans) await answer(asked.page, from, to);
      const mixed: [string, string][] = [
        [future(1, 9, 40), future(4, 12, 0)],
        [future(3, 0, 1), future(8, 23, 0)],
        [future(2, 22, 0), future(3, 17, 0)],
      ];
      // And each is the slice of a long span's times: those in [from, to), then the next one.
      const long = (JSON.parse(await answer(fresh.page, future(0), future(12))) as SlotsResponse).slots.map(
        (s) => s.start,
      );
      for (const [from, to] of mixed) {
        const body = await answer(asked.page, from, to);
        expect(body).toBe(await answer(fresh.page, from, to));
        const { slots, nextAvailable } = JSON.parse(body) as SlotsResponse;
        const [lo, hi] = [Date.parse(from), Date.parse(to)];
        expect(slots.map((s) => s.start)).toEqual(long.filter((s) => Date.parse(s) >= lo && Date.parse(s) < hi));
        expect(nextAvailable).toBe(long.find((s) => Date.parse(s) >= hi));
        expect(slots.length).toBeGreaterThan(0);
      }
    }
  });

  it('answer a span alike the first time (its bytes) and the next times (its kept text), as JSON', async () => {
    const ann = await hostWithHours(t);
    const ben = await hostWithHours(t);
    const { page } = await teamEventType([ann, ben], 'round_robin', 'again');
    const url = `${page}/slots?from=${future(1, 3, 7)}&to=${future(20, 11)}`;
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': i === 2 ? 'br' : 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      answers.push(
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body,
      );
    }
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    expect((JSON.parse(answers[0]!) as SlotsResponse).slots.length).toBeGreaterThan(100);
  });

  it('show one host’s new booking on a day another span computed before it', async () => {
    const ann = await hostWithHours(t);
    const ben = await hostWithHours(t);
    const { page } = await teamEventType([ann, ben], 'collective', 'pair');
    const taken = future(3, 12);
    const starts = async (from: string, to: string) =>
      (JSON.parse(await answer(page, from, to)) as SlotsResponse).slots.map((s) => s.start);
    expect(await starts(future(2), future(5))).toContain(taken);

    // Ann alone is taken at noon: the collective's time is gone from every span, asked before or not.
    await personalBooking(ann, taken, 45);
    expect(await starts(future(3), future(6))).not.toContain(taken);
    expect(await starts(future(2), future(5))).not.toContain(taken);
    expect(await starts(future(3), future(6))).toContain(future(3, 13));
  });
});
