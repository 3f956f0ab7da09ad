import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostBookingDetail } from '#shared/schemas/bookings.ts';
import { type Insights, insightsMessages } from '#shared/schemas/insights.ts';
import { insertBooking, noonIn } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/** POST /api/bookings/:uid/no-show (issue 30): the host's mark, its rules, and the webhook it sends. */

let t: TestApp;
let host: TestUser;
let server: Server;
let url: string;
const received: { triggerEvent: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', OUTBOX_POLL_INTERVAL_MS: '50' });
  host = await createUser(t);
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number]);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: host.headers,
    payload: { url, events: ['BOOKING_NO_SHOW_UPDATED'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const mark = (user: TestUser, uid: string, noShow: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/no-show`, headers: user.headers, payload: { noShow } });

async function deliveries(n: number) {
  const end = Date.now() + 15_000;
  while (received.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return received;
}

describe('marking an invitee a no-show', () => {
  it('marks a past booking, shows it on the booking and in Insights, sends the webhook, and undoes it', async () => {
    received.length = 0;
    const { uid } = await insertBooking(t, host.id, { start: noonIn(-1) });
    const res = await mark(host, uid, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ uid, noShow: true });
    const one = await t.app.inject({ method: 'GET', url: `/api/bookings/${uid}`, headers: host.headers });
    expect(one.json<HostBookingDetail>().noShow).toBe(true);
    const figures = await t.app.inject({ method: 'GET', url: '/api/insights', headers: host.headers });
    expect(figures.json<Insights>()).toMatchObject({ noShow: 1, completed: 0 });

    const [first] = await deliveries(1);
    expect(first).toMatchObject({ triggerEvent: 'BOOKING_NO_SHOW_UPDATED', payload: { uid, noShow: true } });

    expect((await mark(host, uid, false)).json()).toEqual({ uid, noShow: false });
    const [, second] = await deliveries(2);
    expect(second).toMatchObject({ triggerEvent: 'BOOKING_NO_SHOW_UPDATED', payload: { uid, noShow: false } });
    const after = await t.app.inject({ method: 'GET', url: '/api/insights', headers: host.headers });
    expect(after.json<Insights>()).toMatchObject({ noShow: 0, completed: 1 });
  });

  it('sends nothing when the mark is already what was asked', async () => {
    received.length = 0;
    const { uid } = await insertBooking(t, host.id, { start: noonIn(-3) });
    expect((await mark(host, uid, false)).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(received).toEqual([]);
  });

  it("keeps each change in the booking's history as the host's, once, and counts none as a reschedule or cancellation", async () => {
    const { uid } = await insertBooking(t, host.id, { start: noonIn(-4) });
    const detail = async () =>
      (await t.app.inject({ url: `/api/bookings/${uid}`, headers: host.headers })).json<HostBookingDetail>();
    expect((await mark(host, uid, true)).statusCode).toBe(200);
    expect((await mark(host, uid, true)).statusCode).toBe(200);
    expect((await mark(host, uid, false)).statusCode).toBe(200);
    expect((await mark(host, uid, false)).statusCode).toBe(200);
    const { history } = await detail();
    expect(history).toEqual([
      { kind: 'no_show_marked', actor: 'host', at: expect.any(String), fromStart: null, fromEnd: null, reason: null },
      { kind: 'no_show_cleared', actor: 'host', at: expect.any(String), fromStart: null, fromEnd: null, reason: null },
    ]);
    expect(Date.parse(history[0]!.at)).toBeLessThanOrEqual(Date.parse(history[1]!.at));
    const figures = await t.app.inject({
      url: `/api/insights?from=${noonIn(-5).slice(0, 10)}&to=${noonIn(0).slice(0, 10)}`,
      headers: host.headers,
    });
    expect(figures.json<Insights>()).toMatchObject({ rescheduled: 0, cancelled: 0, cancelReasons: [] });
  });

  it("leaves the invitee's calendar file as their last email had it: a reschedule's reason stays after a no-show mark", async () => {
    const { uid, token } = await insertBooking(t, host.id, { start: noonIn(-6) });
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid } });
    await t.db.bookingEvent.create({
      data: {
        bookingId: row.id,
        kind: 'rescheduled',
        actor: 'invitee',
        reason: 'Train was late',
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    expect((await mark(host, uid, true)).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/public/bookings/${uid}`, headers: { 'x-booking-token': token } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ invite: string }>().invite).toContain('Reason: Train was late');
  });

  it('refuses a booking that has not started (409) or is not accepted (409), with what to know', async () => {
    const future = await insertBooking(t, host.id, { start: noonIn(2) });
    const res = await mark(host, future.uid, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: insightsMessages.noShowNotStarted });

    const pending = await insertBooking(t, host.id, { start: noonIn(-2), pending: true });
    const refused = await mark(host, pending.uid, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: insightsMessages.noShowNotAccepted });
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: pending.uid } });
    expect(row.noShow).toBe(false);
  });

  it('answers 404 for another host’s booking and 400 for a body without a boolean', async () => {
    const other = await createUser(t);
    const { uid } = await insertBooking(t, other.id, { start: noonIn(-1) });
    expect((await mark(host, uid, true)).statusCode).toBe(404);
    expect((await t.db.booking.findUniqueOrThrow({ where: { uid } })).noShow).toBe(false);
    const bad = await mark(other, uid, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('noShow');
  });
});
