import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { type Db, createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import type { Clock } from '../../api/lib/clock.ts';
import type { CalendarProvider } from '../../api/modules/calendars/providers/types.ts';
import type { ConferencingProvider } from '../../api/modules/bookings/conferencing/types.ts';
import { loggerOptions } from '../../api/lib/logger.ts';
import { projectRoot } from '../../api/lib/paths.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** Every line the app logged, as raw JSON text (to prove secrets never appear). */
  logs: string[];
  close: () => Promise<void>;
}

/**
 * Builds the real app on a fresh, migrated database. `env` adds or overrides configuration; `clock`
 * replaces the time; `calendarProviders` replaces the calendar providers offered. `sameDatabaseAs`: a second API process on another app's database and data folder (its keys).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    clock,
    sameDatabaseAs,
    calendarProviders,
    conferencingProviders,
  }: {
    clock?: Clock;
    sameDatabaseAs?: TestApp;
    calendarProviders?: readonly CalendarProvider[];
    conferencingProviders?: readonly ConferencingProvider[];
  } = {},
): Promise<TestApp> {
  const database = sameDatabaseAs?.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    APP_URL: 'http://kairos.test',
    LOG_LEVEL: 'info',
    // API tests book many times from one address (app.inject's 127.0.0.1) for a few hosts: the booking
    // limits are raised here, and tests/api/booking-limits.test.ts tests them at their defaults.
    BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
    BOOKING_RATE_LIMIT_PER_HOST: '100000',
    ...env,
  });
  const target = resolveDatabaseTarget(config.DATABASE_URL, config.DATA_DIR);
  await applyMigrations(target, projectRoot);
  const db = createPrisma(target);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp({
    config,
    db,
    dbKind: target.kind,
    clock,
    calendarProviders,
    conferencingProviders,
    // The production logger options, so what is tested is the redaction that ships.
    logger: loggerOptions(config, stream),
  });
  await app.ready();
  return {
    app,
    db,
    database,
    logs,
    close: async () => {
      await app.close();
      await db.$disconnect();
      if (!sameDatabaseAs) await database.drop();
    },
  };
}

/**
 * For a suite (call it in a `describe` or at the top of a file): an app whose emails go to a fake SMTP
 * server, both made before its tests and closed after. Read `.t` and `.smtp` inside the tests.
 */
export function appWithSmtp(env: Record<string, string> = {}): { readonly t: TestApp; readonly smtp: FakeSmtpServer } {
  const made = {} as { t: TestApp; smtp: FakeSmtpServer };
  beforeAll(async () => {
    made.smtp = await startFakeSmtpServer();
    made.t = await createTestApp({ SMTP_URL: made.smtp.url, ...env });
  });
  afterAll(async () => {
    await made.t?.close();
    await made.smtp?.close();
  });
  return made;
}
