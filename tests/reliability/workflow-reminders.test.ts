import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingHost, bookingHost, hourIn } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { Workflow, WorkflowDeliveryList } from '#shared/schemas/workflows.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

const REMINDERS = 40;
const DAY = 86_400_000;

/** The reminders' emails the processes wrote (DATA_DIR/outbox/*.eml): recipient and Message-ID. */
async function reminderEmails(dataDir: string): Promise<{ to: string; messageId: string }[]> {
  const outbox = join(dataDir, 'outbox');
  const all: { to: string; messageId: string }[] = [];
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const text = await readFile(join(outbox, file), 'utf8').catch(() => '');
    if (!/^Subject: Reminder/m.test(text)) continue;
    const to = /^To: (.+)$/m.exec(text)?.[1]?.trim();
    const messageId = /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim() ?? '';
    if (to) all.push({ to, messageId });
  }
  return all;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number, everyMs = 200): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * A host, a "30 days before" workflow and REMINDERS bookings 40 to 42 days ahead, each by its own
 * invitee; answers once every reminder is planned. The servers' clock then moves 35 days ahead
 * (TEST_CLOCK_FILE): every reminder is due at once, none of the events has started.
 */
async function plannedReminders(
  url: string,
  tag: string,
): Promise<{ host: BookingHost; invitees: string[]; workflow: Workflow }> {
  const host = await bookingHost(url);
  const created = await call(url, 'POST', '/api/workflows', {
    token: host.accessToken,
    body: {
      name: 'Reminder',
      trigger: { kind: 'before_start', offsetMinutes: 30 * 24 * 60 },
      actions: [{ to: 'invitee', subject: 'Reminder: {{event_name}}', body: 'See you at {{start}}.' }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const workflow = created.body as Workflow;
  const invitees: string[] = [];
  for (let i = 0; i < REMINDERS; i++) {
    const email = `${tag}-${i}@example.test`;
    const res = await call(url, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
      body: { start: hourIn(40 + Math.floor(i / 24), i % 24), name: `Invitee ${i}`, email, timeZone: 'UTC' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    invitees.push(email);
  }
  const planned = await until(
    async () => (await deliveries(url, host, workflow.id)).filter((d) => d.state === 'scheduled').length,
    (n) => n === REMINDERS,
    60_000,
  );
  expect(planned).toBe(REMINDERS);
  return { host, invitees, workflow };
}

async function deliveries(url: string, host: BookingHost, id: string): Promise<WorkflowDeliveryList['items']> {
  const read = () => call(url, 'GET', `/api/workflows/${id}/deliveries`, { token: host.accessToken });
  let res = await read();
  if (res.status === 401) {
    // The servers' clock moved 35 days, past the access token's expiry: refreshed, as a client would.
    const refreshed = await call(url, 'POST', '/api/auth/refresh-token', { body: { refreshToken: host.refreshToken } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    Object.assign(host, refreshed.body as { accessToken: string; refreshToken: string });
    res = await read();
  }
  expect(res.status).toBe(200);
  return (res.body as WorkflowDeliveryList).items;
}

function perRecipient(emails: { to: string; messageId: string }[]) {
  const ids = new Map<string, Set<string>>();
  const files = new Map<string, number>();
  for (const e of emails) {
    ids.set(e.to, (ids.get(e.to) ?? new Set()).add(e.messageId));
    files.set(e.to, (files.get(e.to) ?? 0) + 1);
  }
  return { ids, files };
}

describe(`workflow reminders across kill -9 and two processes (${DATABASE})`, () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const clockFile = join(tmpdir(), `kairos-reminders-clock-${randomBytes(4).toString('hex')}`);
  const env = {
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    BOOKING_RATE_LIMIT_PER_IP: '100000',
    BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
    BOOKING_RATE_LIMIT_PER_HOST: '100000',
    OUTBOX_POLL_INTERVAL_MS: '100',
    // Two processes on one SQLite file meet its single writer lock (SQLITE_BUSY): a job that met it
    // is retried, as any failed job is; soon here, so the test waits seconds, not minutes.
    OUTBOX_RETRY_DELAYS_SECONDS: '1,1,2,5,10,30',
  };

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await rm(clockFile, { force: true });
    await database?.drop();
  });

  it('sends each reminder once in effect when the process is killed in the middle of a batch', async () => {
    // A short lease: the jobs the killed process had claimed are taken again soon after the restart.
    const killEnv = { ...env, OUTBOX_LEASE_SECONDS: '2' };
    await writeFile(clockFile, '0');
    servers.push(await startKairos(4193, database, killEnv));
    const { host, invitees, workflow } = await plannedReminders(servers[0]!.url, 'killed');

    await writeFile(clockFile, String(35 * DAY));
    // kill -9 as soon as the first reminders are out, while the batch is being sent.
    const before = await until(
      () => reminderEmails(database.dataDir),
      (e) => e.length > 0,
      30_000,
      10,
    );
    servers[0]!.child.kill('SIGKILL');
    await servers[0]!.exited;
    expect(before.length).toBeGreaterThan(0);

    servers.push(await startKairos(4193, database, killEnv));
    const emails = await until(
      () => reminderEmails(database.dataDir),
      (e) => invitees.every((to) => e.some((m) => m.to === to)),
      60_000,
    );
    const { ids } = perRecipient(emails);
    expect(invitees.filter((to) => !ids.has(to))).toEqual([]);
    // Once in effect: a message sent again after the kill carries the same Message-ID.
    expect([...ids].filter(([, set]) => set.size !== 1)).toEqual([]);
    const settled = await until(
      () => deliveries(servers[1]!.url, host, workflow.id),
      (items) => items.every((d) => d.state === 'sent'),
      30_000,
    );
    expect(settled.filter((d) => d.state !== 'sent')).toEqual([]);
    await servers[1]!.stop('SIGKILL');
  }, 240_000);

  it('sends each reminder exactly once with two processes on one database', async () => {
    await writeFile(clockFile, '0');
    const [a, b] = await Promise.all([startKairos(4194, database, env), startKairos(4195, database, env)]);
    servers.push(a, b);
    const { host, invitees, workflow } = await plannedReminders(a.url, 'two');

    await writeFile(clockFile, String(35 * DAY));
    const emails = await until(
      async () => (await reminderEmails(database.dataDir)).filter((e) => invitees.includes(e.to)),
      (e) => invitees.every((to) => e.some((m) => m.to === to)),
      60_000,
    );
    // Both processes kept looking a while longer: nothing more arrives.
    await new Promise((r) => setTimeout(r, 2_000));
    const { files } = perRecipient((await reminderEmails(database.dataDir)).filter((e) => invitees.includes(e.to)));
    expect(emails.length).toBeGreaterThanOrEqual(REMINDERS);
    expect([...files].filter(([, n]) => n !== 1)).toEqual([]);
    expect(files.size).toBe(REMINDERS);
    const settled = await deliveries(b.url, host, workflow.id);
    expect(settled.filter((d) => d.state !== 'sent')).toEqual([]);
  }, 240_000);
});
