// A full refresh of an Outlook calendar of 5,000 events (issue 41's bench), on a server process of
// its own against the loopback fake of Microsoft's identity platform and Graph (tests/fakes/microsoft.ts):
// the server's CPU time while it reads every delta page of a new round after Graph dropped the delta
// state (410 syncStateNotFound), builds the objects, has the worker read them and stores them.
// `node --import tsx bench/microsoft.ts` prints the figure without the rest of the bench (the built
// server in $KAIROS_DIST when there is one, else the sources).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { createSecretBox } from '../api/lib/secret-box.ts';
import { type FakeMicrosoft, startFakeMicrosoft } from '../tests/fakes/microsoft.ts';
import { storeGrant } from '../tests/helpers/microsoft-grant.ts';
import { refreshEnded } from './provider-steps.ts';
import { seedUser } from './seed.ts';
import { startServer } from './server-process.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface MicrosoftRefreshFigures {
  events: number;
  /** Server CPU time (user + system, all threads) of the full refresh, in ms. */
  cpuMs: number;
  /** From the refresh asked to its end, in ms (the scheduler's pick-up included). */
  wallMs: number;
  /** Objects stored after it. */
  objects: number;
}

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
}): Promise<MicrosoftRefreshFigures> {
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
    const authorization = { authorization: host.authorization };
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
    await refreshEnded(db, id, new Date(0));
    const { lastAttemptAt } = await db.calendarConnection.findUniqueOrThrow({
      where: { id },
      select: { lastAttemptAt: true },
    });

    // Graph drops the delta state: the next refresh reads all 5,000 in a new round.
    fake.expireSyncTokens();
    const cpuBefore = server.cpuMicros();
    const wallBefore = Date.now();
    const asked = await fetch(`${appUrl}/api/calendars/${id}/refresh`, { method: 'POST', headers: authorization });
    if (asked.status !== 202) throw new Error(`refresh: ${asked.status}`);
    await refreshEnded(db, id, lastAttemptAt ?? new Date(0));
    const cpuMs = (server.cpuMicros() - cpuBefore) / 1000;
    const wallMs = Date.now() - wallBefore;
    const objects = await db.calendarObject.count({ where: { calendar: { connectionId: id } } });
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
  const figures = await benchMicrosoftRefresh({
    port: Number(process.env.BENCH_PORT ?? 4191),
    dist,
    jwtSecret: randomBytes(32).toString('hex'),
    from: built ? 'built' : 'source',
  });
  console.log(
    `Microsoft 365: a full refresh of ${figures.events.toLocaleString('en')} events (after a 410) used ${figures.cpuMs.toFixed(0)} ms of server CPU (${figures.wallMs} ms wall, ${figures.objects} objects, ${built ? 'built' : 'sources'})`,
  );
}
