// A full refresh of a Google calendar of 5,000 events (issue 41's bench), on a server process of its
// own against the loopback fake of Google (tests/fakes/google.ts): the server's CPU time while it
// reads every page again after Google expired the sync token (410), builds the objects, has the
// worker read them and stores them. `node --import tsx bench/google.ts` prints the figure without the
// rest of the bench (the built server in $KAIROS_DIST when there is one, else the sources).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { startFakeGoogle } from '../tests/fakes/google.ts';
import { connectThroughConsent, refreshEnded } from './provider-steps.ts';
import { seedUser } from './seed.ts';
import { startServer } from './server-process.ts';

const DAY = 86_400_000;

export interface GoogleRefreshFigures {
  events: number;
  /** Server CPU time (user + system, all threads) of the full refresh, in ms. */
  cpuMs: number;
  /** From the refresh asked to its end, in ms (includes the scheduler's pick-up). */
  wallMs: number;
  /** Objects stored after it. */
  objects: number;
}

export async function benchGoogleRefresh(options: {
  port: number;
  dist?: string;
  cpus?: string;
  jwtSecret: string;
  from?: 'built' | 'source';
  count?: number;
}): Promise<GoogleRefreshFigures> {
  const count = options.count ?? 5_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-bench-google-'));
  const appUrl = `http://127.0.0.1:${options.port}`;
  const fake = await startFakeGoogle({ redirectUris: [`${appUrl}/api/apps/google-calendar/callback`] });
  const account = fake.addAccount({ email: 'bench-google@gmail.test' });
  // Spread over the next two months, 30 to 90 minutes each, one in ten a weekly series.
  const today = Math.floor(Date.now() / DAY) * DAY;
  for (let i = 0; i < count; i++) {
    const start = today + (i % 60) * DAY + (8 + (i % 9)) * 3_600_000;
    const end = start + (30 + (i % 3) * 30) * 60_000;
    const recurring = i % 10 === 0;
    fake.addEvent(account.email, {
      summary: `Meeting ${i}`,
      start: { dateTime: new Date(start).toISOString(), ...(recurring ? { timeZone: 'Europe/Berlin' } : {}) },
      end: { dateTime: new Date(end).toISOString(), ...(recurring ? { timeZone: 'Europe/Berlin' } : {}) },
      ...(recurring ? { recurrence: ['RRULE:FREQ=WEEKLY'] } : {}),
      attendees: [
        { email: account.email, responseStatus: 'accepted' },
        { email: 'guest@example.com', responseStatus: 'needsAction' },
      ],
    });
  }
  const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
  const server = await startServer({
    port: options.port,
    dist: options.dist,
    cpus: options.cpus,
    from: options.from ?? 'built',
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: options.jwtSecret,
      APP_URL: appUrl,
      NODE_ENV: 'test',
      TEST_GOOGLE_ORIGIN: fake.origin,
      GOOGLE_CLIENT_ID: fake.clientId,
      GOOGLE_CLIENT_SECRET: fake.clientSecret,
    },
  });
  try {
    const host = await seedUser(db, options.jwtSecret, { username: 'bench-google' });
    await connectThroughConsent(appUrl, host.authorization, 'google-calendar', (url) => fake.consent(url, { account }));
    const connection = await db.calendarConnection.findFirstOrThrow({
      where: { userId: host.id },
      select: { id: true },
    });
    await refreshEnded(db, connection.id, new Date(0));
    const { lastAttemptAt } = await db.calendarConnection.findUniqueOrThrow({
      where: { id: connection.id },
      select: { lastAttemptAt: true },
    });

    // Google drops the sync token: the next refresh reads all 5,000 again.
    fake.expireSyncTokens();
    const cpuBefore = server.cpuMicros();
    const started = Date.now();
    const asked = await fetch(`${appUrl}/api/calendars/${connection.id}/refresh`, {
      method: 'POST',
      headers: { authorization: host.authorization },
    });
    if (asked.status !== 202) throw new Error(`refresh: ${asked.status}`);
    await refreshEnded(db, connection.id, lastAttemptAt ?? new Date(0));
    const cpuMs = (server.cpuMicros() - cpuBefore) / 1000;
    const wallMs = Date.now() - started;
    const objects = await db.calendarObject.count({ where: { calendar: { connectionId: connection.id } } });
    return { events: count, cpuMs, wallMs, objects };
  } finally {
    await server.stop();
    await db.$disconnect();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.env.KAIROS_DIST ?? 'dist';
  const built = existsSync(join(import.meta.dirname, '..', dist, 'api/server.mjs'));
  const figures = await benchGoogleRefresh({
    // Not 4190: fetch refuses it (a "bad port" of the Fetch standard, ManageSieve).
    port: Number(process.env.BENCH_PORT ?? 4192),
    dist,
    jwtSecret: randomBytes(32).toString('hex'),
    from: built ? 'built' : 'source',
  });
  console.log(
    `Google Calendar: a full refresh of ${figures.events.toLocaleString('en')} events (after a 410) used ${figures.cpuMs.toFixed(0)} ms of server CPU (${figures.wallMs} ms wall, ${figures.objects} objects, ${built ? 'built' : 'sources'})`,
  );
}
