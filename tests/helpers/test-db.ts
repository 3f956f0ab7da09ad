import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** DATABASE_URL for the app: a file: URL for SQLite, a postgres:// URL for PostgreSQL. */
  url: string;
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file. SQLite by default; PostgreSQL when TEST_DATABASE_URL
 * names a server (CI sets it), in which case a new database is created on it and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-test-'));
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    return {
      url: `file:${join(dataDir, 'kairos.db')}`,
      kind: 'sqlite',
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `kairos_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    kind: 'postgres',
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
