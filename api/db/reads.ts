import Database, { type Statement } from 'better-sqlite3';
import type pg from 'pg';
import { DEFAULT_BOOKING_SETTINGS } from '../../src-shared/schemas/availability.ts';
import type { EventType } from '../../src-shared/schemas/event-types.ts';
import type { PublicProfile } from '../../src-shared/schemas/public.ts';
import type { Role } from '../../src-shared/schemas/session.ts';
import { type DatabaseTarget, SQLITE_BUSY_TIMEOUT_MS, createPgPool } from './client.ts';

/**
 * The hottest reads, in SQL through the driver: the caller lookup every signed-in request makes, the
 * event-types page and the public page. Prisma stays the way everything else reads and writes; these
 * few skip its query compiler, which costs about a millisecond per query (ADR 008, `npm run bench`).
 *
 * Each query is written once, with `?` placeholders, and runs on both databases: the driver-specific
 * parts (placeholders, case-insensitive LIKE, how booleans and times come back) live in the two
 * small runners below.
 */
export interface Reads {
  /** The signed-in caller as the database has it now, with the version of their event types. */
  callerById(id: string): Promise<{ id: string; role: Role; eventTypesVersion: number } | null>;
  /** Up to `take` of the user's event types, newest first, after `after`, matching `search`. */
  eventTypesPage(userId: string, options: EventTypesPageOptions): Promise<EventType[]>;
  /** A user's public page: the account's public fields and up to `take` visible event types, oldest first. */
  publicProfile(username: string, take: number): Promise<PublicProfileRead | null>;
  close(): Promise<void>;
}

export interface EventTypesPageOptions {
  /** Matched case-insensitively anywhere in the name or description; `%` and `_` are plain characters. */
  search?: string;
  /** The sort key of the last item already seen. */
  after?: { createdAt: Date; id: string } | null;
  take: number;
}

export interface PublicProfileRead {
  username: string;
  firstName: string;
  lastName: string;
  about: string;
  avatarHash: string | null;
  bookingPageTheme: PublicProfile['booking_page_theme'] | null;
  brandColorLight: string | null;
  brandColorDark: string | null;
  eventTypes: { name: string; slug: string; description: string; duration: number }[];
}

/** What each database driver must do: run a named statement, returning rows as arrays of column values. */
interface Runner {
  rows(name: string, sql: string, params: unknown[]): Promise<unknown[][]>;
  /** How a time is bound as a parameter (Prisma's storage format on SQLite, a Date on PostgreSQL). */
  time(date: Date): unknown;
  /** Case-insensitive LIKE. */
  ilike: 'LIKE' | 'ILIKE';
  close(): Promise<void>;
}

/** `%`, `_` and the escape character itself, made literal for `LIKE … ESCAPE '\'`. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A stored time as ISO 8601 UTC text: PostgreSQL gives a Date, SQLite Prisma's text (`…+00:00`). */
function toIsoTime(value: unknown): string {
  if (typeof value === 'string' && value.length === 29 && value.endsWith('+00:00')) return `${value.slice(0, 23)}Z`;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** `pool`: the PostgreSQL pool Prisma also uses (then closing the reads leaves it open). */
export function createReads(target: DatabaseTarget, pool?: pg.Pool): Reads {
  const run =
    target.kind === 'postgres' ? postgresRunner(pool ?? createPgPool(target.url), !pool) : sqliteRunner(target.url);
  const COLUMNS = 'id, name, slug, description, duration, is_visible, created_at';

  return {
    async callerById(id) {
      const [row] = await run.rows('caller_by_id', 'SELECT id, role, event_types_version FROM users WHERE id = ?', [
        id,
      ]);
      return row ? { id: row[0] as string, role: row[1] as Role, eventTypesVersion: Number(row[2]) } : null;
    },

    async eventTypesPage(userId, { search, after, take }) {
      const where = ['user_id = ?'];
      const params: unknown[] = [userId];
      if (search) {
        where.push(`(name ${run.ilike} ? ESCAPE '\\' OR description ${run.ilike} ? ESCAPE '\\')`);
        const pattern = likeContains(search);
        params.push(pattern, pattern);
      }
      if (after) {
        // Row-value comparison walks the (user_id, created_at desc, id desc) index from the cursor.
        where.push('(created_at, id) < (?, ?)');
        params.push(run.time(after.createdAt), after.id);
      }
      params.push(take);
      const name = `event_types_page${search ? '_q' : ''}${after ? '_after' : ''}`;
      const rows = await run.rows(
        name,
        `SELECT ${COLUMNS} FROM event_types WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
        params,
      );
      return rows.map((r) => ({
        id: r[0] as string,
        name: r[1] as string,
        slug: r[2] as string,
        description: r[3] as string,
        duration: Number(r[4]),
        isVisible: Boolean(r[5]),
        createdAt: toIsoTime(r[6]),
        bookingSettings: DEFAULT_BOOKING_SETTINGS,
      }));
    },

    async publicProfile(username, take) {
      const [user] = await run.rows(
        'public_profile',
        `SELECT u.id, u.username, u.first_name, u.last_name, u.about, a.hash,
                p.booking_page_theme, p.brand_color_light, p.brand_color_dark
           FROM users u
           LEFT JOIN avatars a ON a.user_id = u.id
           LEFT JOIN preferences p ON p.user_id = u.id
          WHERE u.username = ?`,
        [username],
      );
      if (!user) return null;
      const eventTypes = await run.rows(
        'public_event_types',
        `SELECT name, slug, description, duration FROM event_types
          WHERE user_id = ? AND is_visible ORDER BY created_at ASC, id ASC LIMIT ?`,
        [user[0], take],
      );
      return {
        username: user[1] as string,
        firstName: user[2] as string,
        lastName: user[3] as string,
        about: user[4] as string,
        avatarHash: (user[5] as string | null) ?? null,
        bookingPageTheme: (user[6] as PublicProfileRead['bookingPageTheme']) ?? null,
        brandColorLight: (user[7] as string | null) ?? null,
        brandColorDark: (user[8] as string | null) ?? null,
        eventTypes: eventTypes.map((e) => ({
          name: e[0] as string,
          slug: e[1] as string,
          description: e[2] as string,
          duration: Number(e[3]),
        })),
      };
    },

    close: () => run.close(),
  };
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
      const result = await pool.query({ name: `kairos_${name}`, text, values: params, rowMode: 'array' });
      return result.rows as unknown[][];
    },
    time: (date) => date,
    ilike: 'ILIKE',
    close: async () => {
      if (owned) await pool.end();
    },
  };
}

function sqliteRunner(file: string): Runner {
  // A connection of its own, for reading only; WAL (set by the migrations) lets it read while
  // Prisma's connection writes, and it sees every committed write.
  const db = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  db.pragma('query_only = ON');
  const statements = new Map<string, Statement>();
  return {
    async rows(name, sql, params) {
      let statement = statements.get(name);
      if (!statement) {
        statement = db.prepare(sql).raw(true);
        statements.set(name, statement);
      }
      return statement.all(...params) as unknown[][];
    },
    // How @prisma/adapter-better-sqlite3 stores DateTime (its default 'iso8601' format), so that
    // comparisons with stored values are text comparisons of one format.
    time: (date) => date.toISOString().replace('Z', '+00:00'),
    ilike: 'LIKE',
    close: async () => {
      db.close();
    },
  };
}
