// A full refresh of an Outlook calendar of 5,000 events (issue 41's bench), on a server process of
// its own against the loopback fake of Microsoft's identity platform and Graph (tests/fakes/microsoft.ts):
// the server's CPU time while it reads every delta page of a new round after Graph dropped the delta
// state (410 syncStateNotFound), builds the objects, has the worker read them and stores them.
// `node --import tsx bench/microsoft.ts` prints the figure without the rest of the bench (the built
// server in $KAIROS_DIST when there is one, else the sources).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { createSecretBox } from '../api/lib/secret-box.ts';
import { type FakeMicrosoft, startFakeMicrosoft } from '../tests/fakes/microsoft.ts';
import { storeGrant } from '../tests/helpers/microsoft-grant.ts';
import { type FullRefreshFigures, printFullRefresh, timeFullRefresh } from './provider-steps.ts';
import { seedUser } from './seed.ts';
import { startServer } from './server-process.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 5,000 events over the next two months: singles of 30 to 90 minutes, one in ten a daily occurrence, some all-day. */
function fill(fake: FakeMicrosoft, calendarId: string, count: number) {
  const today = Math.floor(Date.now() / DAY) * DAY;
  for (let i = 0; i < count; i++) {
    const day = today + (i % 60) * DAY;
    if (i % 50 === 0) {
      fake.addEvent(calendarId, { subject: `Away ${i}`, start: day, end: day + DAY, isAllDay: true, showAs: 'oof' });
      continue;
    }
    const start = day + (8 + (i % 9)) * HOUR;
    fake.addEvent(calendarId, {
      subject: `Meeting ${i}`,
      start,
      end: start + (30 + (i % 3) * 30) * 60_000,
      showAs: i % 7 === 0 ? 'tentative' : 'busy',
      ...(i % 10 === 1 ? { type: 'occurrence' as const, seriesMasterId: 'AAMkSeries' } : {}),
      body: { contentType: 'html', content: `<p>Agenda for meeting ${i}</p>` },
    });
  }
}

export async function benchMicrosoftRefresh(options: {
  port: number;
  dist?: string;
  cpus?: string;
  jwtSecret: string;
  from?: 'built' | 'source';
  count?: number;
}): Promise<FullRefreshFigures> {
  const count = options.count ?? 5_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-bench-microsoft-'));
  const appUrl = `http://127.0.0.1:${options.port}`;
  const fake = await startFakeMicrosoft({ redirectUris: [`${appUrl}/api/apps/microsoft-365/callback`] });
  const account = fake.addAccount({ email: 'bench-outlook@contoso.test' });
  fill(fake, account.calendar.id, count);
  const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
  const secretsKey = randomBytes(32).toString('hex');
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
      SECRETS_KEY: secretsKey,
      TEST_MICROSOFT_ORIGIN: fake.origin,
      MICROSOFT_CLIENT_ID: fake.clientId,
      MICROSOFT_CLIENT_SECRET: fake.clientSecret,
    },
  });
  try {
    const host = await seedUser(db, options.jwtSecret, { username: 'bench-outlook' });
    // The host's grant as the consent's callback stores it (the code flow against the fake, the
    // tokens sealed with the server's key), and its connection; the first refresh lists and reads it.
    const tokens = await fake.codeFlow(account);
    const grantId = await storeGrant(db, createSecretBox(secretsKey), host.id, account, tokens);
    const { id } = await db.calendarConnection.create({
      data: {
        userId: host.id,
        kind: 'microsoft-365',
        url: 'https://outlook.office.com',
        username: account.email,
        grantId,
        nextSyncAt: new Date(),
      },
      select: { id: true },
    });
    // Graph drops the delta state: the next refresh reads all 5,000 in a new round.
    const figures = await timeFullRefresh({
      db,
      server,
      appUrl,
      authorization: host.authorization,
      connectionId: id,
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
  await printFullRefresh('Microsoft 365', 4191, benchMicrosoftRefresh);
}
