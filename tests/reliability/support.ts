import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Answer } from '../../bench/http.ts';
import { type ServerProcess, startServer } from '../../bench/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

export const JWT_SECRET = randomBytes(32).toString('hex');
export const SECRETS_KEY = randomBytes(32).toString('hex');

/** A fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) for one test. */
export function freshDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}

/**
 * Starts the real server: api/server.ts through tsx, as `npm test` runs before any build, or the
 * bundle a test built into `built` (a folder under the repository, as `KAIROS_DIST`).
 */
export function startKairos(
  port: number,
  database: Pick<TestDatabase, 'url' | 'dataDir'>,
  env: Record<string, string> = {},
  waitFor: 'healthy' | 'nothing' = 'healthy',
  built?: string,
): Promise<ServerProcess> {
  return startServer({
    port,
    ...(built ? { from: 'built' as const, dist: built } : { from: 'source' as const }),
    waitFor,
    timeoutMs: 90_000,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      APP_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET,
      SECRETS_KEY,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      ...env,
    },
  });
}

/** Which database the suite runs on, for its title. */
export const DATABASE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** The enclosing describe's database and the one server it starts (`suite.server = await startKairos(…)`). */
export interface Suite {
  database: TestDatabase;
  server: ServerProcess | undefined;
}

/** A fresh database for the enclosing describe; afterwards its server is killed and the database dropped. */
export function serverSuite(): Suite {
  const suite: Suite = { database: undefined as unknown as TestDatabase, server: undefined };
  beforeAll(async () => {
    suite.database = await freshDatabase();
  });
  afterAll(async () => {
    await suite.server?.stop('SIGKILL');
    await suite.database?.drop();
  });
  return suite;
}

/**
 * Whether a write made during a kill was acknowledged (true: 201) or met the dying process (false:
 * no answer). Any other answer is a failure the test reports.
 */
export function acknowledged(what: string, res: Answer): boolean {
  if (res.status === 201) return true;
  if (res.status !== 0) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return false;
}

/**
 * `writers` clients call `write` one after the other as fast as they can until, `killAfterMs` in, the
 * server gets kill -9; resolves once it has exited and every writer has stopped. `write` answers
 * whether to go on (false once the connection died with the process).
 */
export async function killWhileWriting(
  server: ServerProcess,
  { writers, killAfterMs }: { writers: number; killAfterMs: number },
  write: () => Promise<boolean>,
): Promise<void> {
  let stop = false;
  const running = Array.from({ length: writers }, async () => {
    while (!stop && (await write()));
  });
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(running);
}
