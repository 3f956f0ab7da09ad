import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { REMINDER_JOB } from '../api/modules/workflows/plan.ts';
import { startFakeSmtpServer } from '../tests/fakes/smtp-server.ts';
import { seedUser } from './seed.ts';
import { nextMonth, seedBookingHost } from './slots.ts';
import { startServer } from './server-process.ts';

const MINUTE = 60_000;

export interface ReminderFigures {
  reminders: number;
  /** From the minute they were due until SMTP had taken the last one. */
  allSentMs: number;
  sent: number;
  /** GET …/slots measured while the reminders were being sent. */
  slotsP99Ms: number;
  slotsRps: number;
  slotsErrors: number;
}

/**
 * `count` workflow reminders due within one minute (spread over it), each to its own invitee, as the
 * planner writes them (a `workflow_reminders` row and its outbox job); a built server on a fresh
 * SQLite database with its emails going to a loopback SMTP server; measures how long until SMTP took
 * them all, while `GET …/slots` (a month, 1,000 bookings) is under load from 10 connections.
 */
export async function benchReminders(options: {
  port: number;
  dist: string;
  cpus?: string;
  count?: number;
  jwtSecret: string;
}): Promise<ReminderFigures> {
  const count = options.count ?? 10_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-bench-reminders-'));
  const smtp = await startFakeSmtpServer();
  const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
  const server = await startServer({
    port: options.port,
    dist: options.dist,
    cpus: options.cpus,
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: options.jwtSecret,
      APP_URL: `http://127.0.0.1:${options.port}`,
      TRUST_PROXY: 'true',
      // Pooled connections, as an install with many reminders should run (docs/operations.md#workflow-reminders).
      SMTP_URL: `${smtp.url}?pool=true&maxConnections=10`,
      OUTBOX_POLL_INTERVAL_MS: '1000',
    },
  });
  try {
    const month = nextMonth();
    const host = await seedUser(db, options.jwtSecret, { username: 'bench-reminders' });
    await seedBookingHost(db, host.id, 'consult', month.from, 1_000);
    const workflow = await db.workflow.create({
      data: {
        userId: host.id,
        name: 'Reminder',
        triggerKind: 'before_start',
        offsetMinutes: 60,
        actions: JSON.stringify([
          { to: 'invitee', subject: 'Reminder: {{event_name}}', body: 'Hi {{invitee_name}}, see you at {{start}}.' },
        ]),
      },
    });
    // The reminders' bookings: the host's 1,000 next month, each reminded ten times over (one per
    // recipient), due in the minute that starts 20 s from now.
    const bookings = await db.booking.findMany({ where: { hostId: host.id }, select: { id: true, uid: true } });
    const dueFrom = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
    const rows = Array.from({ length: count }, (_, i) => {
      const booking = bookings[i % bookings.length]!;
      const dueAt = new Date(dueFrom + Math.floor((i / count) * MINUTE));
      const id = randomUUID();
      const recipient = `invitee-${i}-${randomBytes(3).toString('hex')}@bench.test`;
      return {
        reminder: {
          id,
          workflowId: workflow.id,
          bookingId: booking.id,
          bookingUid: booking.uid,
          triggerKind: 'before_start',
          actionIndex: 0,
          recipient,
          key: `${workflow.id}:${booking.id}:0:${recipient}:${dueAt.toISOString()}`,
          dueAt,
          jobId: randomUUID(),
        },
      };
    });
    for (let i = 0; i < rows.length; i += 1_000) {
      const part = rows.slice(i, i + 1_000).map((r) => r.reminder);
      await db.workflowReminder.createMany({ data: part });
      await db.outboxJob.createMany({
        data: part.map((r) => ({
          id: r.jobId,
          kind: REMINDER_JOB,
          payload: JSON.stringify({ reminderId: r.id }),
          runAt: r.dueAt,
        })),
      });
    }
    await new Promise((r) => setTimeout(r, Math.max(0, dueFrom - Date.now())));
    const slotsPath = `/api/public/${host.username}/consult/slots?from=${month.from.toISOString()}&to=${month.to.toISOString()}`;
    const slots = autocannon({
      url: server.url,
      connections: 10,
      duration: 60,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      requests: [
        {
          method: 'GET',
          path: slotsPath,
          setupRequest: (req) => ({
            ...req,
            headers: {
              ...req.headers,
              'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
            },
          }),
        },
      ],
    });
    const deadline = dueFrom + 5 * MINUTE;
    const reminded = () => smtp.received.filter((e) => e.subject.startsWith('Reminder')).length;
    while (reminded() < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const allSentMs = Date.now() - dueFrom;
    const sent = reminded();
    const load = await slots;
    return {
      reminders: count,
      allSentMs,
      sent,
      slotsP99Ms: load.latency.p99,
      slotsRps: load.requests.average,
      slotsErrors: load.errors + load.timeouts + load.non2xx,
    };
  } finally {
    await db.$disconnect();
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
