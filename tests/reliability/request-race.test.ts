import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingHost, bookingHost, hourIn } from '../../bench/booking-race.ts';
import { type Answer, call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { BookingCreated, HostBookingDetail } from '#shared/schemas/bookings.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { type OutboxEmail, outboxEmails } from '../helpers/mail.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// Requests the host confirms (ADR 025), answered at once from two processes on one database.
const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
  OUTBOX_POLL_INTERVAL_MS: '100',
  OUTBOX_LEASE_SECONDS: '2',
};
const SETTINGS = { requiresConfirmation: true };

let database: TestDatabase;
let servers: ServerProcess[] = [];
const dirs: string[] = [];
const url = (i: 0 | 1) => servers[i]!.url;

beforeAll(async () => {
  database = await freshDatabase();
  dirs.push(`${database.dataDir}/a`, `${database.dataDir}/b`);
  const dbUrl = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
  servers = await Promise.all([
    startKairos(4186, { url: dbUrl, dataDir: dirs[0]! }, ENV),
    startKairos(4187, { url: dbUrl, dataDir: dirs[1]! }, ENV),
  ]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

let counter = 0;
async function request(host: BookingHost, start: string): Promise<BookingCreated & { email: string }> {
  counter += 1;
  const email = `invitee-${counter}-${host.username}@example.test`;
  const res = await call(url(0), 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
    body: { start, name: 'Ada Lovelace', email, timeZone: 'UTC' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending' });
  return { ...(res.body as BookingCreated), email };
}

/** Every email both processes sent, read as a mail client reads it. */
async function allEmails(): Promise<OutboxEmail[]> {
  return (await Promise.all(dirs.map((d) => outboxEmails(d)))).flat();
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The approve and decline links' tokens from the host's request email. */
async function linkTokens(uid: string) {
  const emails = await eventually(allEmails, (all) =>
    all.some((e) => e.subject.startsWith('Request to confirm') && e.text.includes(uid)),
  );
  const email = emails.find((e) => e.subject.startsWith('Request to confirm') && e.text.includes(uid))!;
  const token = (action: string) =>
    new URL(
      new RegExp(`http://127\\.0\\.0\\.1:\\d+/booking/[^\\s/]+/${action}\\?token=[^\\s)]+`).exec(email.text)![0],
    ).searchParams.get('token')!;
  return { approve: token('approve'), decline: token('decline') };
}

const byHost = (i: 0 | 1, host: BookingHost, uid: string, action: 'approve' | 'decline', body: object = {}) =>
  call(url(i), 'POST', `/api/bookings/${uid}/${action}`, { token: host.accessToken, body });
const byLink = (i: 0 | 1, uid: string, action: 'approve' | 'decline', token: string, body: object = {}) =>
  call(url(i), 'POST', `/api/public/requests/${uid}/${action}`, { headers: { 'x-request-token': token }, body });

async function detail(host: BookingHost, uid: string): Promise<HostBookingDetail> {
  const res = await call(url(1), 'GET', `/api/bookings/${uid}`, { token: host.accessToken });
  return res.body as HostBookingDetail;
}

/** One 200 and one 409 (with `conflict` when given). */
function oneWins(answers: Answer[], conflict?: string) {
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  if (conflict) expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: conflict });
}

describe(`requests answered at once from two processes (${DATABASE})`, () => {
  it('approves the same request from the app and from the email link at once: one 200, one 409, one invite', async () => {
    const host = await bookingHost(url(0), SETTINGS);
    for (let round = 0; round < 4; round += 1) {
      const booked = await request(host, hourIn(3, 8 + round));
      const { approve } = await linkTokens(booked.uid);
      const answers = await Promise.all([
        byHost(0, host, booked.uid, 'approve'),
        byLink(1, booked.uid, 'approve', approve),
      ]);
      oneWins(answers, requestMessages.alreadyApproved);
      const after = await detail(host, booked.uid);
      expect(after.status).toBe('accepted');
      expect(after.history.filter((e) => e.kind === 'approved')).toHaveLength(1);
      const confirmed = await eventually(
        async () => (await allEmails()).filter((e) => e.to.includes(booked.email) && e.subject.startsWith('Confirmed')),
        (found) => found.length > 0,
      );
      expect(confirmed).toHaveLength(1);
      expect(confirmed[0]!.invite).toMatchObject({ method: 'REQUEST' });
    }
  });

  it('approves two requests that came to overlap (the host widened a buffer) at once: one 200, one 409', async () => {
    const host = await bookingHost(url(0), SETTINGS);
    const [first, second] = [
      await request(host, hourIn(4, 10)),
      await request(host, hourIn(4, 10).replace('10:00', '10:30')),
    ];
    // Booked back to back, both holding their time; then a 15-minute buffer after each meeting.
    const types = await call(url(0), 'GET', '/api/event-types', { token: host.accessToken });
    const id = (types.body as { items: { id: string }[] }).items[0]!.id;
    const widened = await call(url(0), 'PUT', `/api/event-types/${id}/booking-settings`, {
      token: host.accessToken,
      body: { minimumNotice: 0, bookingWindow: 'unlimited', afterBuffer: 15, ...SETTINGS },
    });
    expect(widened.status).toBe(200);

    const answers = await Promise.all([byHost(0, host, first.uid, 'approve'), byHost(1, host, second.uid, 'approve')]);
    oneWins(answers, requestMessages.timeTaken);
    const states = [(await detail(host, first.uid)).status, (await detail(host, second.uid)).status];
    expect(states.sort()).toEqual(['accepted', 'pending']);
  });

  it('races an approval against a decline: one wins, and the invitee is emailed what won', async () => {
    const host = await bookingHost(url(0), SETTINGS);
    for (let round = 0; round < 4; round += 1) {
      const booked = await request(host, hourIn(5, 8 + round));
      const { decline } = await linkTokens(booked.uid);
      const answers = await Promise.all([
        byHost(round % 2 === 0 ? 0 : 1, host, booked.uid, 'approve'),
        byLink(round % 2 === 0 ? 1 : 0, booked.uid, 'decline', decline, { reason: 'Away' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const approved = answers[0]!.status === 200;
      expect((await detail(host, booked.uid)).status).toBe(approved ? 'accepted' : 'rejected');
      const mine = await eventually(
        async () => (await allEmails()).filter((e) => e.to.includes(booked.email)),
        (found) => found.length >= 2,
      );
      expect(mine.map((e) => e.subject.split(':')[0]).sort()).toEqual(
        approved ? ['Confirmed', 'Requested'] : ['Declined', 'Requested'],
      );
      expect(mine.some((e) => e.invite?.method === 'REQUEST')).toBe(approved);
    }
  });

  it("races an approval against the invitee's cancel: the request ends cancelled, and the emails tell the order", async () => {
    const host = await bookingHost(url(0), SETTINGS);
    for (let round = 0; round < 4; round += 1) {
      const booked = await request(host, hourIn(6, 8 + round));
      const token = new URL(booked.manageUrl).searchParams.get('token')!;
      const [approve, cancel] = await Promise.all([
        byHost(round % 2 === 0 ? 0 : 1, host, booked.uid, 'approve'),
        call(url(round % 2 === 0 ? 1 : 0), 'POST', `/api/public/bookings/${booked.uid}/cancel`, {
          headers: { 'x-booking-token': token },
          body: {},
        }),
      ]);
      // The cancel always succeeds: before the approval it cancels the request (the approval then
      // answers 409), after it the confirmed booking (the invitee gets the invite, then its CANCEL).
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(approve.status);
      if (approve.status === 409) expect(approve.body).toEqual({ error: requestMessages.cancelledByInvitee });
      expect((await detail(host, booked.uid)).status).toBe('cancelled');
      const mine = await eventually(
        async () => (await allEmails()).filter((e) => e.to.includes(booked.email)),
        (found) => found.length >= (approve.status === 200 ? 3 : 2),
      );
      const subjects = mine.map((e) => e.subject.split(':')[0]).sort();
      if (approve.status === 200) {
        expect(subjects).toEqual(['Cancelled', 'Confirmed', 'Requested']);
        const invite = mine.find((e) => e.subject.startsWith('Confirmed'))!.invite!;
        const cancelled = mine.find((e) => e.subject.startsWith('Cancelled'))!.invite!;
        expect(cancelled.method).toBe('CANCEL');
        expect(cancelled.sequence).toBeGreaterThan(invite.sequence);
      } else {
        expect(subjects).toEqual(['Request cancelled', 'Requested']);
        expect(mine.every((e) => e.invite === null)).toBe(true);
      }
    }
  });
});
