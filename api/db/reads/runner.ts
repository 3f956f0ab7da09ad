import Database, { type Statement } from 'better-sqlite3';
import type pg from 'pg';
import { type DatabaseTarget, SQLITE_BUSY_TIMEOUT_MS, createPgPool } from '../client.ts';

/** One row as the driver gives it: each value under its column's name (or its `AS` alias). */
export type Row = Record<string, unknown>;

/**
 * What each database driver must do for the hot reads. Each query is written once, with `?`
 * placeholders, and runs on both databases: the driver-specific parts (placeholders, case-insensitive
 * LIKE, how times are bound) live here.
 */
export interface Runner {
  /** Runs a named statement (prepared once per connection) and returns its rows by column name. */
  rows(name: string, sql: string, params: unknown[]): Promise<Row[]>;
  /** How a time is bound as a parameter (Prisma's storage format on SQLite, a Date on PostgreSQL). */
  time(date: Date): unknown;
  /** Case-insensitive LIKE. */
  ilike: 'LIKE' | 'ILIKE';
  /** SQL for a time column's whole seconds since the epoch, as an integer (Insights' hour buckets, ADR 032). */
  epochSeconds(column: string): string;
  close(): Promise<void>;
}

/** `pool`: the PostgreSQL pool Prisma also uses (then closing the runner leaves it open). */
export function createRunner(target: DatabaseTarget, pool?: pg.Pool): Runner {
  return target.kind === 'postgres'
    ? postgresRunner(pool ?? createPgPool(target.url), !pool)
    : sqliteRunner(target.url);
}

/** `%`, `_` and the escape character itself, made literal for `LIKE … ESCAPE '\'`. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A stored time as ISO 8601 UTC text: PostgreSQL gives a Date, SQLite Prisma's text (`…+00:00`). */
export function toIsoTime(value: unknown): string {
  if (typeof value === 'string' && value.length === 29 && value.endsWith('+00:00')) return `${value.slice(0, 23)}Z`;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A stored time as milliseconds since the epoch. */
export function toMillis(value: unknown): number {
  return value instanceof Date ? value.getTime() : Date.parse(String(value));
}

/** A nullable integer column (PostgreSQL gives bigints as text). */
export const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A nullable text column. */
export const nullableText = <T extends string = string>(value: unknown) => (value as T | null | undefined) ?? null;

export interface PageOptions {
  /** Matched case-insensitively anywhere in the searched columns; `%` and `_` are plain characters. */
  search?: string;
  /** The sort key of the last item already seen. */
  after?: { createdAt: Date; id: string } | null;
  take: number;
}

/**
 * One page of a table's rows, newest first: after the cursor's (created_at, id), matching `search`
 * in any of `searched` (LIKE's wildcards escaped), optionally only the rows of one owner.
 */
export function newestFirst(
  run: Runner,
  table: string,
  columns: string,
  searched: string[],
  { scope, search, after, take }: PageOptions & { scope?: { column: string; value: string } },
): Promise<Row[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope) {
    where.push(`${scope.column} = ?`);
    params.push(scope.value);
  }
  if (search) {
    where.push(`(${searched.map((c) => `${c} ${run.ilike} ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...searched.map(() => likeContains(search)));
  }
  if (after) {
    // Row-value comparison walks a (…, created_at desc, id desc) index from the cursor.
    where.push('(created_at, id) < (?, ?)');
    params.push(run.time(after.createdAt), after.id);
  }
  params.push(take);
  const name = `${table}_page${search ? '_q' : ''}${after ? '_after' : ''}`;
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return run.rows(name, `SELECT ${columns} FROM ${table} ${filter} ORDER BY created_at DESC, id DESC LIMIT ?`, params);
}

function postgresRunner(pool: pg.Pool, owned: boolean): Runner {
  const texts = new Map<string, string>();
  return {
    async rows(name, sql, params) {
      let text = texts.get(name);
      if (text === undefined) {
        let n = 0;
        text = sql.replace(/\?/g, () => `$${++n}`);
        texts.set(name, text);
      }
      // Named: each connection prepares the statement once and reuses the plan.
      const result = await pool.query<Row>({ name: `kairos_${name}`, text, values: params });
      return result.rows;
    },
    time: (date) => date,
    ilike: 'ILIKE',
    // The columns are `timestamp` (UTC wall time): EXTRACT reads them as UTC.
    epochSeconds: (column) => `CAST(FLOOR(EXTRACT(EPOCH FROM ${column})) AS BIGINT)`,
    close: async () => {
      if (owned) await pool.end();
    },
  };
}

/**
 * Each placeholder as `+?` (SQLite's unary plus: the same value, of any type). Once a database has
 * statistics (ANALYZE, `PRAGMA optimize`; better-sqlite3's SQLite keeps STAT4 samples), SQLite plans a
 * statement again on every run whose placeholders are compared with an indexed column or used in a
 * LIKE, in case the new values choose another index: on a hot read that is most of its cost (the
 * signed-in caller's read: 19.4 µs against 4.6 µs, on the bench's database after its ANALYZE). An
 * expression is not a bare placeholder, so the plan made once stays; the hot reads are written for one
 * plan each (covering indexes, ADR 008), which the placeholder's value would not improve.
 */
function withFixedPlans(sql: string): string {
  return sql.replace(/(^|[\s(,=<>])\?(?=[\s),]|$)/g, '$1+?');
}

function sqliteRunner(file: string): Runner {
  // A connection of its own, for reading only; WAL (set by the migrations) lets it read while
  // Prisma's connection writes, and it sees every committed write.
  const db = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  db.pragma('query_only = ON');
  const statements = new Map<string, Statement<unknown[], Row>>();
  return {
    async rows(name, sql, params) {
      let statement = statements.get(name);
      if (!statement) {
        statement = db.prepare<unknown[], Row>(withFixedPlans(sql));
        statements.set(name, statement);
      }
      return statement.all(...params);
    },
    // How @prisma/adapter-better-sqlite3 stores DateTime (its default 'iso8601' format), so that
    // comparisons with stored values are text comparisons of one format.
    time: (date) => date.toISOString().replace('Z', '+00:00'),
    ilike: 'LIKE',
    // strftime reads Prisma's ISO text with its '+00:00' designator.
    epochSeconds: (column) => `CAST(strftime('%s', ${column}) AS INTEGER)`,
    close: async () => {
      db.close();
    },
  };
}
