import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../api/db/migrate.ts';
import { projectRoot } from '../../api/lib/paths.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

const run = promisify(execFile);

// The move needs a PostgreSQL server (CI sets TEST_DATABASE_URL for the API suite's second run).
describe.runIf(process.env.TEST_DATABASE_URL)('moving from SQLite to PostgreSQL', () => {
  let target: TestDatabase;
  afterAll(async () => target?.drop());

  it('copies a row holding NUL (stored by older versions) instead of aborting the move', async () => {
    target = await createTestDatabase();
    await applyMigrations({ kind: 'postgres', url: target.url }, projectRoot);
    const file = join(target.dataDir, 'kairos.db');
    await applyMigrations({ kind: 'sqlite', url: file }, projectRoot);
    const sqlite = new Database(file);
    sqlite
      .prepare(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, about, role, created_at, updated_at, event_types_version)
         VALUES ('u1', 'nul@example.test', 'x', ?, 'L', ?, 'user', ?, ?, 0)`,
      )
      .run('Ab\u0000cd', 'About\u0000', '2026-01-01T00:00:00.000+00:00', '2026-01-01T00:00:00.000+00:00');
    sqlite.close();

    const { stdout } = await run(process.execPath, [
      join(projectRoot, 'scripts/sqlite-to-postgres.mjs'),
      file,
      target.url,
    ]);
    expect(stdout).toContain('users: 1 rows');
    expect(stdout).toContain('2 text values held NUL characters');

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query('SELECT first_name, about FROM users WHERE id = $1', ['u1']);
    await client.end();
    expect(rows).toEqual([{ first_name: 'Ab\ufffdcd', about: 'About\ufffd' }]);
  });
});
