import { readdir, readFile } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost, hourIn, raceForTime } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { HostBookingList } from '#shared/schemas/bookings.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, acknowledged, freshDatabase, killWhileWriting, serverSuite, startKairos } from './support.ts';

// Many bookings from one address for one host: the booking limits are not what these tests are about.
const ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_HOST: '100000',
  OUTBOX_POLL_INTERVAL_MS: '100',
  OUTBOX_LEASE_SECONDS: '2',
};

/** Every email the processes wrote to their outboxes: its recipient and Message-ID. */
async function sentEmails(dataDirs: string[]): Promise<{ to: string; messageId: string }[]> {
  const all: { to: string; messageId: string }[] = [];
  for (const dir of dataDirs) {
    const outbox = join(dir, 'outbox');
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const text = await readFile(join(outbox, file), 'utf8');
      const to = /^To: (.+)$/m.exec(text)?.[1];
      const messageId = /^Message-ID: (.+)$/im.exec(text)?.[1];
      if (to) all.push({ to: to.trim(), messageId: messageId?.trim() ?? '' });
    }
  }
  return all;
}

/** Every recipient of every email the processes wrote to their outboxes. */
async function recipients(dataDirs: string[]): Promise<string[]> {
  return (await sentEmails(dataDirs)).map((e) => e.to);
}

/** Distinct values per key: how many different `value`s each `key` came with. */
function distinctPer<T>(items: T[], key: (item: T) => string, value: (item: T) => string): Map<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const item of items) seen.set(key(item), (seen.get(key(item)) ?? new Set()).add(value(item)));
  return new Map([...seen].map(([k, v]) => [k, v.size]));
}

/** A webhook receiver on loopback: every delivery's id and booking uid. */
async function webhookReceiver() {
  const received: { deliveryId: string; uid: string; triggerEvent: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { triggerEvent: string; payload: { uid: string } };
      received.push({
        deliveryId: String(req.headers['kairos-delivery-id']),
        uid: parsed.payload.uid,
        triggerEvent: parsed.triggerEvent,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function hostBookings(url: string, token: string): Promise<HostBookingList['items']> {
  const items: HostBookingList['items'] = [];
  let cursor: string | null = null;
  do {
    const res = await call(url, 'GET', `/api/bookings?status=upcoming&limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token,
    });
    expect(res.status).toBe(200);
    const page = res.body as HostBookingList;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`40 invitees racing for one time over two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    // One database (for SQLite one file), two processes, each with its own outbox folder.
    dirs.push(`${database.dataDir}/a`, `${database.dataDir}/b`);
    const url = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
    servers = await Promise.all([
      startKairos(4171, { url, dataDir: dirs[0]! }, ENV),
      startKairos(4172, { url, dataDir: dirs[1]! }, ENV),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('gives exactly one 201 and 39 × 409, never a 5xx, and emails only the winner and the host', async () => {
    const urls = servers.map((s) => s.url);
    const host = await bookingHost(urls[0]!);
    const start = hourIn(5);
    const answers = await raceForTime(urls, host, start, 40);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body).toEqual({ error: 'Someone else just booked this time. Please pick another one.' });
    }
    const booked = await hostBookings(urls[1]!, host.accessToken);
    expect(booked.map((b) => b.start)).toEqual([start]);

    const winner = booked[0]!.inviteeEmail;
    const mails = await eventually(
      () => recipients(dirs),
      (to) => to.includes(winner) && to.some((r) => r.includes('host-')),
    );
    expect(mails.filter((to) => to.includes('racer-'))).toEqual([winner]);
  });

  it('books ten different times at once: ten 201s, one per time', async () => {
    const urls = servers.map((s) => s.url);
    const host = await bookingHost(urls[1]!);
    const times = Array.from({ length: 10 }, (_, i) => hourIn(6, 8 + i));
    const answers = (await Promise.all(times.map((time) => raceForTime(urls, host, time, 4)))).flat();
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
    const booked = await hostBookings(urls[0]!, host.accessToken);
    expect(booked.map((b) => b.start).sort()).toEqual(times);
  });
});

describe(`kill -9 right after bookings were confirmed (${DATABASE})`, () => {
  const suite = serverSuite();
  const env = { ...ENV, WEBHOOK_ALLOW_PRIVATE: 'true' };

  it('keeps every acknowledged booking, and after the restart every listener runs once: each email, each webhook', async () => {
    const port = 4173;
    const { database } = suite;
    const receiver = await webhookReceiver();
    try {
      const server = (suite.server = await startKairos(port, database, env));
      const host = await bookingHost(server.url);
      const hook = await call(server.url, 'POST', '/api/webhooks', {
        token: host.accessToken,
        body: { url: receiver.url, events: ['BOOKING_CREATED'] },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      const confirmed: { uid: string; email: string }[] = [];
      let n = 0;
      // Eight invitees book distinct times as fast as they can until the process dies under them.
      await killWhileWriting(server, { writers: 8, killAfterMs: 1_500 }, async () => {
        const i = n++;
        const email = `crash-${i}@example.test`;
        const res = await call(server.url, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
          body: { start: hourIn(7 + Math.floor(i / 24), i % 24), name: `Crash ${i}`, email, timeZone: 'UTC' },
        });
        if (!acknowledged('booking', res)) return false;
        confirmed.push({ uid: (res.body as { uid: string }).uid, email });
        return true;
      });
      expect(confirmed.length).toBeGreaterThan(0);

      suite.server = await startKairos(port, database, env);
      const listed = new Set((await hostBookings(suite.server.url, host.accessToken)).map((b) => b.uid));
      expect(confirmed.filter((b) => !listed.has(b.uid))).toEqual([]);
      const mails = await eventually(
        () => recipients([database.dataDir]),
        (to) => confirmed.every((b) => to.includes(b.email)),
        60_000,
      );
      expect(confirmed.filter((b) => !mails.includes(b.email))).toEqual([]);
      await eventually(
        async () => new Set(receiver.received.map((r) => r.uid)),
        (uids) => confirmed.every((b) => uids.has(b.uid)),
        60_000,
      );
      expect(confirmed.filter((b) => !receiver.received.some((r) => r.uid === b.uid))).toEqual([]);

      // Once in effect: a message or delivery sent again after the kill carries the same id.
      const emails = (await sentEmails([database.dataDir])).filter((e) => e.to.startsWith('crash-'));
      expect(emails.every((e) => e.messageId.endsWith('>'))).toBe(true);
      const perInvitee = distinctPer(
        emails,
        (e) => e.to,
        (e) => e.messageId,
      );
      expect([...perInvitee].filter(([, count]) => count !== 1)).toEqual([]);
      const perBooking = distinctPer(
        receiver.received,
        (r) => r.uid,
        (r) => r.deliveryId,
      );
      expect([...perBooking].filter(([, count]) => count !== 1)).toEqual([]);
      expect(receiver.received.every((r) => r.triggerEvent === 'BOOKING_CREATED')).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
