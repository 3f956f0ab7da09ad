import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { type DatabaseTarget, SQLITE_DURABILITY_PRAGMA } from './client.ts';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
}

/** Arbitrary constant for pg_advisory_lock: only one runner migrates a PostgreSQL database at once. */
const PG_MIGRATION_LOCK = 7_212_025;

export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      // Same checksum as Prisma Migrate: sha256 of migration.sql, so `prisma migrate status` agrees.
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Prisma's own table definitions, so the table is the one Prisma Migrate would have made.
const SQLITE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;
const PG_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

function checkNotTampered(migration: Migration, recordedChecksum: string | undefined) {
  if (recordedChecksum !== undefined && recordedChecksum !== migration.checksum) {
    throw new Error(`Migration ${migration.name} was changed after it was applied (checksum differs)`);
  }
}

/**
 * How long a second runner waits for the first to finish. The whole run is one transaction, so a
 * runner waits once, for all of it; SQLite's busy handler polls, and with a transaction per
 * migration a loaded machine's second runner starved between the first's commits and gave up with
 * "database is locked" (two processes starting on one new file, as the reliability suite does).
 */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

function appliedSqlite(db: Database.Database): Map<string, string> {
  const rows = db
    .prepare(
      'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    .all() as { migration_name: string; checksum: string }[];
  return new Map(rows.map((r) => [r.migration_name, r.checksum]));
}

function migrateSqlite(file: string, migrations: Migration[]): MigrationResult {
  const db = new Database(file, { timeout: SQLITE_MIGRATION_WAIT_MS });
  const applied: string[] = [];
  try {
    // WAL lets readers and one writer work at once, across processes.
    db.pragma('journal_mode = WAL');
    db.exec(SQLITE_DURABILITY_PRAGMA);
    db.exec(SQLITE_TABLE);
    // Every start of an up-to-date database ends here, without taking the write lock.
    const seen = appliedSqlite(db);
    for (const m of migrations) checkNotTampered(m, seen.get(m.name));
    if (migrations.every((m) => seen.has(m.name))) return { applied };
    // SQLite changes a table by rebuilding it (create, copy, drop, rename): with foreign keys on, the
    // DROP would cascade into the rows that point at it. So, as SQLite's own procedure for table
    // changes says, they are off while the migrations run (a pragma outside the transaction) and
    // every key is checked before each is recorded.
    db.pragma('foreign_keys = OFF');
    // BEGIN IMMEDIATE takes the write lock first, so a second runner waits here, then sees the rows.
    db.exec('BEGIN IMMEDIATE');
    try {
      const done = appliedSqlite(db);
      for (const m of migrations) {
        checkNotTampered(m, done.get(m.name));
        if (done.has(m.name)) continue;
        const startedAt = new Date().toISOString();
        db.exec(m.sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) {
          throw new Error(`Migration ${m.name} leaves ${broken.length} rows whose foreign keys point at nothing`);
        }
        db.prepare(
          'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
        ).run(randomUUID(), m.checksum, new Date().toISOString(), m.name, startedAt);
        applied.push(m.name);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      applied.length = 0;
      throw error;
    } finally {
      db.pragma('foreign_keys = ON');
    }
  } finally {
    db.close();
  }
  return { applied };
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PG_MIGRATION_LOCK]);
    await client.query(PG_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      checkNotTampered(m, done.get(m.name));
      if (done.has(m.name)) continue;
      // PostgreSQL DDL is transactional: a failing migration leaves no trace and no row.
      await client.query('BEGIN');
      try {
        const startedAt = new Date();
        await client.query(m.sql);
        await client.query(
          'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, $4, 1)',
          [randomUUID(), m.checksum, m.name, startedAt],
        );
        await client.query('COMMIT');
        applied.push(m.name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PG_MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
  return { applied };
}

export function migrationsDir(kind: DatabaseTarget['kind'], root: string): string {
  return kind === 'postgres' ? join(root, 'prisma/migrations') : join(root, 'prisma/sqlite/migrations');
}

/** Applies every pending migration; safe to call from several processes at once. */
/**
 * SQLite answers some lock conflicts with SQLITE_BUSY at once, without its busy handler, where waiting
 * could deadlock. Two processes starting on one new file meet one: the file is still in rollback-journal
 * mode, one holds its write lock, and the other's `journal_mode = WAL` asks to write from inside the read
 * it began to look at the header (CI: "Kairos failed to start: database is locked"; reproduced in
 * tests/api/foundation.test.ts). Also SQLITE_BUSY_SNAPSHOT and SQLITE_BUSY_RECOVERY. A run is one
 * transaction that either committed or left nothing, so it is run again, from a new connection, until
 * SQLITE_MIGRATION_WAIT_MS has passed.
 */
function migrateSqliteRetrying(file: string, migrations: Migration[]): MigrationResult {
  const giveUpAt = Date.now() + SQLITE_MIGRATION_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return migrateSqlite(file, migrations);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || Date.now() > giveUpAt) throw error;
      // A short, growing, jittered wait (at most 1 s), so two starting processes fall out of step.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(1_000, 25 * attempt + Math.random() * 50));
    }
  }
}

export async function applyMigrations(target: DatabaseTarget, root: string): Promise<MigrationResult> {
  const migrations = readMigrations(migrationsDir(target.kind, root));
  return target.kind === 'postgres'
    ? migratePostgres(target.url, migrations)
    : migrateSqliteRetrying(target.url, migrations);
}
