import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as PostgresClient } from './generated/postgres/client.ts';
import { PrismaClient as SqliteClient } from './generated/sqlite/client.ts';

/** The service code is written once against this type; both generated clients share its shape. */
export type Db = PostgresClient;
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  kind: DbKind;
  /** A file path for SQLite, a connection string for PostgreSQL. */
  url: string;
}

/** How long a SQLite writer waits for another process's lock before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export function resolveDatabaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  const file = databaseUrl?.startsWith('file:') ? databaseUrl.slice('file:'.length) : resolve(dataDir, 'kairos.db');
  mkdirSync(resolve(file, '..'), { recursive: true });
  return { kind: 'sqlite', url: resolve(file) };
}

export function createPrisma(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    const adapter = new PrismaPg({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    return new PostgresClient({ adapter });
  }
  const adapter = new PrismaBetterSQLite3({ url: target.url, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return new SqliteClient({ adapter }) as unknown as Db;
}

/**
 * Case-insensitive `contains`, said once: PostgreSQL needs `mode: 'insensitive'`; SQLite's LIKE
 * (which Prisma uses for `contains`) is already case-insensitive and rejects `mode`.
 * Prisma does not escape LIKE wildcards (prisma/orm#19506), and SQLite's LIKE has no default escape
 * character, so a `%` or `_` in `value` stays live: callers narrow with this and then check matches
 * exactly, as `listEventTypes` does.
 */
export function containsInsensitive(kind: DbKind, value: string) {
  return kind === 'postgres' ? { contains: value, mode: 'insensitive' as const } : { contains: value };
}
