// A full refresh of a Google calendar of 5,000 events (issue 41's bench), on a server process of its
// own against the loopback fake of Google (tests/fakes/google.ts): the server's CPU time while it
// reads every page again after Google expired the sync token (410), builds the objects, has the
// worker read them and stores them. `node --import tsx bench/google.ts` prints the figure without the
// rest of the bench (the built server in $KAIROS_DIST when there is one, else the sources).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { startFakeGoogle } from '../tests/fakes/google.ts';
import { type FullRefreshFigures, connectThroughConsent, printFullRefresh, timeFullRefresh } from './provider-steps.ts';
import { seedUser } from './seed.ts';
import { startServer } from './server-process.ts';

const DAY = 86_400_000;

export async function benchGoogleRefresh(options: {
  port: number;
  dist?: string;
  cpus?: string;
  jwtSecret: string;
  from?: 'built' | 'source';
  count?: number;
}): Promise<FullRefreshFigures> {
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
    // Google drops the sync token: the next refresh reads all 5,000 again.
    const figures = await timeFullRefresh({
      db,
      server,
      appUrl,
      authorization: host.authorization,
      connectionId: connection.id,
      dropState: () => fake.expireSyncTokens(),
    });
    return { events: count, ...figures };
  } finally {
    await server.stop();
    await db.$disconnect();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Not 4190: fetch refuses it (a "bad port" of the Fetch standard, ManageSieve).
  await printFullRefresh('Google Calendar', 4192, benchGoogleRefresh);
}
