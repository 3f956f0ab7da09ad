import { randomBytes } from 'node:crypto';
import type { Db } from '../api/db/client.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Prisma's SQLite storage of a DateTime (ISO text with '+00:00'), for raw inserts. */
const sqliteTime = (t: number) => new Date(t).toISOString().replace('Z', '+00:00');

/**
 * A host in New York with `count` bookings over three years (two and a half back, half a year ahead)
 * on three event types: three in four accepted (one in ten of the past ones a no-show), the rest
 * pending, cancelled (with a reason) or declined; one in five moved once. Written with raw multi-row
 * INSERTs, a thousand rows a statement, non-blocking (so the overlap triggers have nothing to check).
 */
export async function seedInsightsHost(db: Db, hostId: string, count: number, batch = 1_000): Promise<void> {
  await db.schedule.create({ data: { userId: hostId, timeZone: 'America/New_York', isDefault: true } });
  const types = await Promise.all(
    ['Intro call', 'Deep dive', 'Office hours'].map((name, i) =>
      db.eventType.create({
        data: { userId: hostId, name, slug: `insights-${i}`, duration: 30 },
        select: { id: true },
      }),
    ),
  );
  const now = Date.now();
  const first = now - 913 * DAY;
  const span = 1_095 * DAY;
  const tag = randomBytes(3).toString('hex');
  const reasons = ['Travelling', 'Ill', 'Conflict', 'No longer needed'];
  for (let from = 0; from < count; from += batch) {
    const bookings: string[] = [];
    const events: string[] = [];
    for (let i = from; i < Math.min(count, from + batch); i++) {
      const start = first + Math.floor((((i * 7_919) % count) * (span / count)) / (15 * 60_000)) * 15 * 60_000;
      const created = start - ((i * 37) % 20) * DAY - ((i * 13) % 24) * HOUR;
      const roll = i % 20;
      const status = roll < 15 ? 'accepted' : roll < 16 ? 'pending' : roll < 19 ? 'cancelled' : 'rejected';
      const noShow = status === 'accepted' && start < now && i % 10 === 0 ? 1 : 0;
      const id = `ins${tag}${i}`;
      const t = (x: number) => `'${sqliteTime(x)}'`;
      bookings.push(
        `('${id}','${id}','${hostId}','${types[i % 3]!.id}','Bench booking',${t(start)},${t(start + 30 * 60_000)},` +
          `${t(start)},${t(start + 30 * 60_000)},0,'${status}',${noShow},'Invitee ${i}','invitee${i}@bench.test',` +
          `'Europe/Paris','hash-${id}',${status === 'cancelled' ? `'${reasons[i % 4]}'` : 'NULL'},${t(created)},${t(created)})`,
      );
      events.push(`('${id}c','${id}','created','invitee',NULL,${t(created)})`);
      if (i % 5 === 0) events.push(`('${id}r','${id}','rescheduled','invitee',NULL,${t(created + HOUR)})`);
      if (status === 'cancelled')
        events.push(`('${id}x','${id}','cancelled','invitee','${reasons[i % 4]}',${t(created + 2 * HOUR)})`);
    }
    await db.$executeRawUnsafe(
      `INSERT INTO bookings (id, uid, host_id, event_type_id, title, start_time, end_time, blocked_start, blocked_end,
         blocking, status, no_show, invitee_name, invitee_email, invitee_time_zone, manage_token_hash, cancel_reason,
         created_at, updated_at) VALUES ${bookings.join(',')}`,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO booking_events (id, booking_id, kind, actor, reason, created_at) VALUES ${events.join(',')}`,
    );
  }
  await db.$executeRawUnsafe('ANALYZE');
}

/**
 * p50 and p99 of GET /api/insights, one request at a time (as a person opening the page), over
 * `requests` ranges of 30 days ending on different days of the last year, so no two ask the same.
 */
export async function benchInsights(baseUrl: string, authorization: string, requests = 200) {
  const times: number[] = [];
  const today = Date.now();
  for (let i = -10; i < requests; i++) {
    const to = new Date(today - (Math.abs(i) % 365) * DAY).toISOString().slice(0, 10);
    const from = new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/insights?from=${from}&to=${to}`, { headers: { authorization } });
    if (res.status !== 200) throw new Error(`GET /api/insights answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    // The first ten warm the server up and are not counted.
    if (i >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}
