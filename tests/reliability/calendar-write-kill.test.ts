import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHost, hourIn } from '../../bench/booking-race.ts';
import { call } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { type Loopback, httpServer } from '../helpers/loopback-servers.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

/**
 * Radicale behind a loopback proxy that, once told to, lets a calendar object's PUT reach Radicale
 * and keeps Radicale's answer from Kairos: the moment to kill Kairos, its write done but not known.
 */
async function holdingProxy(origin: string) {
  const state = { hold: false, held: null as null | (() => void), puts: 0 };
  let stored!: () => void;
  const storedOnce = new Promise<void>((resolve) => (stored = resolve));
  const proxy: Loopback = await httpServer((req, res, body) => {
    void fetch(new URL(req.url ?? '/', origin), {
      method: req.method,
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(k),
        ),
      ) as Record<string, string>,
      redirect: 'manual',
      body: ['GET', 'HEAD'].includes(req.method ?? '') ? undefined : body,
    }).then(async (answer) => {
      const text = await answer.text();
      if (req.method === 'PUT') state.puts += 1;
      if (req.method === 'PUT' && state.hold) {
        stored();
        return; // never answered
      }
      const headers = [...answer.headers].filter(
        ([k]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k),
      );
      res.writeHead(answer.status, Object.fromEntries(headers)).end(text);
    });
  });
  return { proxy, state, storedOnce };
}

// The booking's calendar write when the process dies mid-write (ADR 021): after kill -9 and a
// restart, the outbox runs the listener's job again, and the event is in the calendar exactly once.
describe.skipIf(skip !== null)(`a booking written to the host's calendar across kill -9 (${DATABASE})`, () => {
  let database: TestDatabase;
  let radicale: Radicale;
  let through: Awaited<ReturnType<typeof holdingProxy>>;
  const servers: ServerProcess[] = [];
  const env = { CALENDAR_ALLOW_PRIVATE: 'true', OUTBOX_LEASE_SECONDS: '1', OUTBOX_POLL_INTERVAL_MS: '100' };

  beforeAll(async () => {
    database = await freshDatabase();
    radicale = await startRadicale({ host: PASSWORD });
    await radicale.makeCalendar('host', 'bookings', { displayName: 'Bookings' });
    through = await holdingProxy(radicale.origin);
    servers.push(await startKairos(4176, database, env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await through?.proxy.close();
    await radicale?.stop();
    await database?.drop();
  });

  it('arrives exactly once', async () => {
    const first = servers[0]!.url;
    const host = await bookingHost(first);
    const token = host.accessToken;
    const connected = await call(first, 'POST', '/api/calendars/caldav', {
      token,
      body: { url: through.proxy.url, username: 'host', password: PASSWORD },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(201);
    const connection = connected.body as CalendarConnection;
    const patched = await call(
      first,
      'PATCH',
      `/api/calendars/${connection.id}/calendars/${connection.calendars[0]!.id}`,
      {
        token,
        body: { isDestination: true },
      },
    );
    expect(patched.status).toBe(200);

    through.state.hold = true;
    const booked = await call(first, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
      body: { start: hourIn(5), name: 'Ada Lovelace', email: 'ada@example.test', notes: '', timeZone: 'UTC' },
    });
    expect(booked.status).toBe(201);
    const uid = (booked.body as { uid: string }).uid;
    await through.storedOnce;
    await servers[0]!.stop('SIGKILL');
    expect(await radicale.list('host', `${radicale.origin}/host/bookings/`)).toHaveLength(1);

    through.state.hold = false;
    const putsBefore = through.state.puts;
    servers.push(await startKairos(4177, database, env));
    const deadline = Date.now() + 30_000;
    // The job's lease ends and the restarted process writes again: If-None-Match finds the event.
    while (through.state.puts === putsBefore) {
      if (Date.now() > deadline) throw new Error('the write was never retried');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const names = await radicale.list('host', `${radicale.origin}/host/bookings/`);
    expect(names).toHaveLength(1);
    expect(names[0]).toContain(uid);
  }, 120_000);
});
