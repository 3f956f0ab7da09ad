import { closeSync, mkdirSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient as PostgresClient } from './generated/postgres/client.ts';
import { PrismaClient as SqliteClient } from './generated/sqlite/client.ts';

/** The service code is written once against this type; both generated clients share its shape. */
export type Db = PostgresClient;
/** An interactive transaction's client (`db.$transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  kind: DbKind;
  /** A file path for SQLite, a connection string for PostgreSQL. */
  url: string;
}

/** How long a SQLite writer waits for another process's lock before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

/**
 * Every SQLite connection that writes runs with this. In WAL mode, NORMAL (better-sqlite3's default
 * there) survives a killed process but may lose the last commits on a power cut; FULL syncs the WAL
 * on every commit, so a write the API acknowledged survives both (`npm run bench` prints the cost).
 */
export const SQLITE_DURABILITY_PRAGMA = 'PRAGMA synchronous = FULL';

/** Prisma's SQLite adapter, with every connection it opens made durable (SQLITE_DURABILITY_PRAGMA). */
class DurableSqliteAdapterFactory extends PrismaBetterSQLite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_DURABILITY_PRAGMA);
    return adapter;
  }
}

/**
 * Makes the database file's folder (DATA_DIR by default) 0700 and the file 0600 when they do not
 * exist yet, so other local accounts cannot read emails and password hashes. SQLite gives its -wal
 * and -shm files the database file's permissions. Existing files keep the permissions they have.
 */
function createPrivately(file: string): void {
  mkdirSync(resolve(file, '..'), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

export function resolveDatabaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  const file = databaseUrl?.startsWith('file:') ? databaseUrl.slice('file:'.length) : resolve(dataDir, 'kairos.db');
  createPrivately(resolve(file));
  return { kind: 'sqlite', url: resolve(file) };
}

/** Connections per API process to PostgreSQL, shared by Prisma and the hot reads (api/db/reads.ts). */
export const POSTGRES_POOL_SIZE = 10;

export function createPgPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, connectionTimeoutMillis: 5_000 });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool; without a
  // listener its 'error' event would end the process. The next query opens a new connection.
  pool.on('error', () => {});
  return pool;
}

/** `pool`: share one PostgreSQL pool with the hot reads; otherwise Prisma makes its own. */
export function createPrisma(target: DatabaseTarget, pool?: pg.Pool): Db {
  if (target.kind === 'postgres') {
    const adapter = new PrismaPg(pool ?? createPgPool(target.url), { disposeExternalPool: !pool });
    return new PostgresClient({ adapter });
  }
  const adapter = new DurableSqliteAdapterFactory({ url: target.url, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return new SqliteClient({ adapter }) as unknown as Db;
}
