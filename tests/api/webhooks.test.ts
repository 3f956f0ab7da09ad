import { createHmac, randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../api/plugins/outbox.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type Webhook, type WebhookCreated, type WebhookDelivery, webhookMessages } from '#shared/schemas/webhooks.ts';
import { noonIn, openAllDay } from '../helpers/bookings.ts';
import { type OutboxEmail, waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage, createUser, type TestUser } from '../helpers/users.ts';

/** A webhook receiver on loopback that speaks plain HTTP and records what it got. */
interface Receiver {
  url: string;
  received: { headers: Record<string, string | string[] | undefined>; body: string }[];
  /** Status codes to answer, in order; 200 once they run out. */
  script: number[];
  close: () => Promise<void>;
}
async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const script: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = script.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/kairos`,
    received,
    script,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with Kairos-Signature: recompute the HMAC over "t.body" and compare. */
function verifies(secret: string, header: string, body: string): boolean {
  const t = /t=(\d+)/.exec(header)?.[1];
  const v1 = /v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return expected === v1 && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function hostWithEventType(t: TestApp): Promise<{ user: TestUser; username: string }> {
  const username = `hook-${randomBytes(4).toString('hex')}`;
  const user = await createUser(t, { username });
  await openAllDay(t, user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers: user.headers,
    payload: { name: 'Intro', slug: 'intro', duration: 30 },
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${res.json<{ id: string }>().id}/booking-settings`,
    headers: user.headers,
    payload: { minimumNotice: 0, bookingWindow: 'unlimited' },
  });
  return { user, username };
}

describe('webhook addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses loopback, private and plain-http URLs without WEBHOOK_ALLOW_PRIVATE', async () => {
    const user = await createUser(t);
    const create = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: user.headers,
        payload: { url, events: ['BOOKING_CREATED'] },
      });
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: webhookMessages.urlPrivate });
    }
    expect((await create('http://93.184.216.34/hook')).json()).toEqual({ error: webhookMessages.urlHttps });
    expect((await create('ftp://example.com/x')).statusCode).toBe(400);
    const ok = await create('https://93.184.216.34/hook');
    expect(ok.statusCode).toBe(201);
    const created = ok.json<WebhookCreated>();
    expect(created.secret).toMatch(/^whsec_/);
    // The secret is shown once: never in the list, never stored in the clear.
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: user.headers });
    expect(list.body).not.toContain(created.secret);
    expect(JSON.stringify(await t.db.webhook.findMany())).not.toContain(created.secret);
  });

  it('checks the address again at delivery: a stored loopback URL is never called', async () => {
    const receiver = await startReceiver();
    try {
      const { user, username } = await hostWithEventType(t);
      const id = `wh_${randomBytes(6).toString('hex')}`;
      await t.db.webhook.create({
        data: {
          id,
          userId: user.id,
          // Written around the API (as an older server or a script could): https to loopback.
          url: receiver.url.replace('http:', 'https:'),
          events: 'BOOKING_CREATED',
          secretSealed: t.app.secretBox.seal('whsec_x', `webhook:${id}`),
        },
      });
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/public/${username}/intro/bookings`,
        payload: { start: noonIn(3), name: 'Ada', email: 'ada@example.test', timeZone: 'UTC' },
      });
      expect(booked.statusCode).toBe(201);
      await t.app.outbox.drain();
      const deliveries = await until(
        () => t.db.webhookDelivery.findMany({ where: { webhookId: id } }),
        (d) => d.length > 0,
      );
      expect(deliveries[0]).toMatchObject({ ok: false, statusCode: null, error: webhookMessages.urlPrivate });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook deliveries', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      OUTBOX_POLL_INTERVAL_MS: '50',
      OUTBOX_RETRY_DELAYS_SECONDS: '1,1,1',
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function addHook(user: TestUser, events: string[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: user.headers,
      payload: { url: receiver.url, events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WebhookCreated>();
  }

  it('delivers created, rescheduled and cancelled, in Cal.com’s envelope, with a signature that verifies', async () => {
    receiver.received.length = 0;
    const { user, username } = await hostWithEventType(t);
    const hook = await addHook(user, ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/intro/bookings`,
      payload: { start: noonIn(3), name: 'Ada', email: 'ada@example.test', timeZone: 'Europe/Paris' },
    });
    const booking = res.json<BookingCreated>();
    const token = new URL(booking.manageUrl).searchParams.get('token')!;
    await until(
      () => receiver.received.length,
      (n) => n >= 1,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/reschedule`,
      headers: { 'x-booking-token': token },
      payload: { start: noonIn(3, 15) },
    });
    await until(
      () => receiver.received.length,
      (n) => n >= 2,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/cancel`,
      headers: { 'x-booking-token': token },
      payload: { reason: 'Ill' },
    });
    await until(
      () => receiver.received.length,
      (n) => n >= 3,
    );

    const bodies = receiver.received.map(
      (r) => JSON.parse(r.body) as { triggerEvent: string; createdAt: string; payload: Record<string, unknown> },
    );
    expect(bodies.map((b) => b.triggerEvent)).toEqual(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']);
    expect(bodies[0]!.payload).toMatchObject({
      uid: booking.uid,
      startTime: noonIn(3),
      attendees: [{ name: 'Ada', email: 'ada@example.test', timeZone: 'Europe/Paris' }],
    });
    expect(Date.parse(bodies[0]!.createdAt)).toBeGreaterThan(0);
    expect(bodies[1]!.payload).toMatchObject({ startTime: noonIn(3, 15), previousStartTime: noonIn(3) });
    expect(bodies[2]!.payload).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Ill',
      cancelledBy: 'invitee',
    });
    for (const r of receiver.received) {
      expect(verifies(hook.secret, String(r.headers['kairos-signature']), r.body)).toBe(true);
      expect(verifies('whsec_wrong', String(r.headers['kairos-signature']), r.body)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
    }
  });

  it('carries where (as a person reads it), the answers with their labels, and the guests as attendees', async () => {
    receiver.received.length = 0;
    const { user, username } = await hostWithEventType(t);
    await addHook(user, ['BOOKING_CREATED', 'BOOKING_RESCHEDULED']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/intro/bookings`,
      payload: { start: noonIn(7), name: 'Ada', email: 'ada@example.test', timeZone: 'Europe/Paris' },
    });
    const booking = res.json<BookingCreated>();
    await until(
      () => receiver.received.length,
      (n) => n >= 1,
    );
    // A booking without a place or questions: no location, no link, no answers.
    const plain = (JSON.parse(receiver.received[0]!.body) as { payload: Record<string, unknown> }).payload;
    expect(plain).toMatchObject({ location: null, responses: {} });
    expect(plain).not.toHaveProperty('locationUrl');

    // As the booking API stores them for an event type with a Jitsi meeting and questions.
    const link = 'https://meet.jit.si/Kairos-4f9c2a7d1e0b8c6a5d4e3f2a1b0c9d8e';
    const responses = {
      name: { label: 'Name', value: 'Ada' },
      email: { label: 'Email', value: 'ada@example.test' },
      location: { label: 'Location', value: link },
      company: { label: 'Company', value: 'Analytical Engines' },
      topics: { label: 'Topics', value: ['Pricing', 'Support'] },
      nda: { label: 'Signed our NDA', value: true },
      guests: { label: 'Guests', value: ['bob@example.test', 'carol@example.test'] },
    };
    await t.db.booking.update({
      where: { uid: booking.uid },
      data: { locationKind: 'jitsi', location: link, locationUrl: link, responses: JSON.stringify(responses) },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/reschedule`,
      headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')! },
      payload: { start: noonIn(7, 15) },
    });
    await until(
      () => receiver.received.length,
      (n) => n >= 2,
    );
    const moved = JSON.parse(receiver.received[1]!.body) as { triggerEvent: string; payload: Record<string, unknown> };
    expect(moved.triggerEvent).toBe('BOOKING_RESCHEDULED');
    expect(moved.payload).toMatchObject({ location: link, locationUrl: link });
    expect(moved.payload.responses).toEqual(responses);
    // Key order is the order asked.
    expect(Object.keys(moved.payload.responses as object)).toEqual(Object.keys(responses));
    expect(moved.payload.attendees).toEqual([
      { name: 'Ada', email: 'ada@example.test', timeZone: 'Europe/Paris' },
      { name: 'bob@example.test', email: 'bob@example.test', timeZone: 'Europe/Paris' },
      { name: 'carol@example.test', email: 'carol@example.test', timeZone: 'Europe/Paris' },
    ]);
  });

  it('sends only the events a hook asked for', async () => {
    receiver.received.length = 0;
    const { user, username } = await hostWithEventType(t);
    await addHook(user, ['BOOKING_CANCELLED']);
    await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/intro/bookings`,
      payload: { start: noonIn(4), name: 'Ada', email: 'ada@example.test', timeZone: 'UTC' },
    });
    await t.app.outbox.drain();
    expect(receiver.received).toEqual([]);
  });

  it('retries a failed delivery with backoff until the receiver takes it, and lists each attempt', async () => {
    receiver.received.length = 0;
    const { user, username } = await hostWithEventType(t);
    const hook = await addHook(user, ['BOOKING_CREATED']);
    receiver.script.push(500, 503);
    await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/intro/bookings`,
      payload: { start: noonIn(5), name: 'Ada', email: 'ada@example.test', timeZone: 'UTC' },
    });
    await until(
      () => receiver.received.length,
      (n) => n >= 3,
    );
    const deliveries = await until(
      async () =>
        (
          await t.app.inject({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries`, headers: user.headers })
        ).json<{ items: WebhookDelivery[] }>().items,
      (items) => items.length >= 3,
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 503, 500]);
    expect(deliveries[0]!.ok).toBe(true);
    // The same event each time: one body, retried.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    const [after] = (await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: user.headers })).json<{
      items: Webhook[];
    }>().items;
    expect(after).toMatchObject({ active: true, failureCount: 0 });
  });

  /**
   * A hook one failure short of the limit, then a booking its receiver refuses: the hook is switched
   * off, and its owner's email about it (whose subject `subject` says) arrives.
   */
  async function switchedOff(owner: { user: TestUser; username: string }, day: number, subject: string) {
    const hook = await addHook(owner.user, ['BOOKING_CREATED']);
    await t.db.webhook.update({ where: { id: hook.id }, data: { failureCount: 19 } });
    receiver.script.push(500, 500, 500, 500);
    await t.app.inject({
      method: 'POST',
      url: `/api/public/${owner.username}/intro/bookings`,
      payload: { start: noonIn(day), name: 'Ada', email: 'ada@example.test', timeZone: 'UTC' },
    });
    const off = await until(
      () => t.db.webhook.findUniqueOrThrow({ where: { id: hook.id } }),
      (h) => !h.active,
    );
    expect(off.failureCount).toBe(20);
    const toOwner = (all: OutboxEmail[]) => all.filter((e) => e.to.includes(owner.user.email));
    const emails = await waitForEmails(t.database.dataDir, (all) => toOwner(all).some((e) => e.subject === subject));
    receiver.script.length = 0;
    return toOwner(emails).filter((e) => /webhook/i.test(e.subject));
  }

  it('switches a hook off after 20 failures in a row and emails its owner', async () => {
    const owner = await hostWithEventType(t);
    const told = await switchedOff(owner, 6, 'A webhook was switched off');
    expect(told).toHaveLength(1);
    // In English, as it always was, for an owner who chose no other language.
    expect(told[0]!.text).toMatch(/^Hi Ada,/);
    expect(told[0]!.text).toContain(
      `Kairos could not deliver to your webhook ${receiver.url} 20 times in a row, so it is switched off.`,
    );
    expect(told[0]!.text).toContain('Review your webhooks: http');
    expect(told[0]!.text).toContain('Switch it back on in Settings → Webhooks once the receiver works again.');
  });

  it('tells an owner who chose German that the hook was switched off, in German', async () => {
    const owner = await hostWithEventType(t);
    await chooseLanguage(t, owner.user, 'de');
    const told = await switchedOff(owner, 7, 'Ein Webhook wurde ausgeschaltet');
    expect(told.map((e) => e.subject)).toEqual(['Ein Webhook wurde ausgeschaltet']);
    expect(told[0]!.text).toMatch(/^Hallo Ada,/);
    expect(told[0]!.text).toContain(
      `Kairos konnte 20-mal in Folge nichts an Ihren Webhook ${receiver.url} zustellen, daher wurde er ausgeschaltet.`,
    );
    expect(told[0]!.text).toContain('Ihre Webhooks ansehen: http');
    expect(told[0]!.text).toContain(
      'Schalten Sie ihn unter Einstellungen → Webhooks wieder ein, sobald der Empfänger wieder funktioniert.',
    );
  });

  it("sends a signed test event on demand and answers the receiver's status", async () => {
    receiver.received.length = 0;
    const user = await createUser(t);
    const hook = await addHook(user, ['BOOKING_CREATED']);
    const res = await t.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<WebhookDelivery>()).toMatchObject({ ok: true, statusCode: 200, triggerEvent: 'PING' });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ triggerEvent: 'PING' });
    expect(
      verifies(hook.secret, String(receiver.received[0]!.headers['kairos-signature']), receiver.received[0]!.body),
    ).toBe(true);
    // Edit, switch off, delete.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${hook.id}`,
      headers: user.headers,
      payload: { events: ['BOOKING_CANCELLED'], active: false },
    });
    expect(edited.json<Webhook>()).toMatchObject({ events: ['BOOKING_CANCELLED'], active: false });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${hook.id}`, headers: user.headers });
    expect(removed.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: user.headers });
    expect(list.json<{ items: Webhook[] }>().items).toEqual([]);
  });
});
