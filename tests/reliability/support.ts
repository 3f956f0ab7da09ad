import { randomBytes } from 'node:crypto';
import { type ServerProcess, startServer } from '../../bench/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

export const JWT_SECRET = randomBytes(32).toString('hex');
export const SECRETS_KEY = randomBytes(32).toString('hex');

/** A fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) for one test. */
export function freshDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}

/** Starts the real server (api/server.ts through tsx, as `npm test` runs before any build). */
export function startKairos(
  port: number,
  database: Pick<TestDatabase, 'url' | 'dataDir'>,
  env: Record<string, string> = {},
  waitFor: 'healthy' | 'nothing' = 'healthy',
): Promise<ServerProcess> {
  return startServer({
    port,
    from: 'source',
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
