import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { bookSeries, invitee, recurringHost } from '../helpers/recurring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A series' webhooks (issue 43, ADR 054), as a receiver gets them: one BOOKING_CREATED for the series
// with every occurrence, then per occurrence with the series' uid; "this and the following" is ONE
// BOOKING_CANCELLED whose `cancelledOccurrences` are exactly the dates it cancelled.

type Delivery = { triggerEvent: string; payload: Record<string, unknown> };

describe('a series’ webhooks', () => {
  let t: TestApp;
  let server: Server;
  let url: string;
  const received: Delivery[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Delivery);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** The deliveries after the outbox has run, each once. */
  async function delivered(count: number): Promise<Delivery[]> {
    await t.app.outbox.drain();
    const end = Date.now() + 10_000;
    while (received.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return received.splice(0);
  }

  it('tells of the series once, then of each change, and of the rest cancelled with exactly its dates', async () => {
    const h = await recurringHost(t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 10 });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: h.user.headers,
      payload: { url, events: ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const res = await bookSeries(t, h, '2027-10-14T08:00:00Z', 5, invitee());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingCreated>();
    const o = booked.occurrences!;
    const asListed = (i: number) => ({ uid: o[i]!.uid, startTime: o[i]!.start, endTime: o[i]!.end });

    const [created, ...others] = await delivered(1);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      triggerEvent: 'BOOKING_CREATED',
      payload: { uid: o[0]!.uid, recurringEventUid: booked.uid, occurrences: [0, 1, 2, 3, 4].map(asListed) },
    });

    const host = (uid: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/${action}`, headers: h.user.headers, payload: {} });
    // One date cancelled alone: its own delivery, with the series named.
    expect((await host(o[3]!.uid, 'cancel')).statusCode).toBe(200);
    const [one, ...more] = await delivered(1);
    expect(more).toEqual([]);
    expect(one).toMatchObject({
      triggerEvent: 'BOOKING_CANCELLED',
      payload: { uid: o[3]!.uid, recurringEventUid: booked.uid },
    });
    expect(one!.payload).not.toHaveProperty('occurrences');
    expect(one!.payload).not.toHaveProperty('cancelledOccurrences');

    // This and the following from the second: one delivery, its dates (the fourth was cancelled before).
    expect((await host(o[1]!.uid, 'cancel-rest')).statusCode).toBe(200);
    const [rest, ...after] = await delivered(1);
    expect(after).toEqual([]);
    expect(rest).toMatchObject({
      triggerEvent: 'BOOKING_CANCELLED',
      payload: { uid: o[1]!.uid, recurringEventUid: booked.uid, cancelledOccurrences: [1, 2, 4].map(asListed) },
    });
  });
});
