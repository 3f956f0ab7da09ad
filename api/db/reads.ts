import Database, { type Statement } from 'better-sqlite3';
import type pg from 'pg';
import type { AdminUser } from '../../src-shared/schemas/admin-users.ts';
import type { BookingSettings } from '../../src-shared/schemas/availability.ts';
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
  /**
   * The signed-in caller as the database has it now, with the version of their event types; null when
   * the account is gone or disabled, the session `sessionId` has ended (no refresh token of it left
   * unrevoked), or the account was signed out everywhere after the token was issued (`issuedAt`).
   */
  callerById(
    id: string,
    sessionId: string,
    issuedAt: Date,
  ): Promise<{ id: string; role: Role; eventTypesVersion: number } | null>;
  /** Up to `take` of the user's event types, newest first, after `after`, matching `search`. */
  eventTypesPage(userId: string, options: EventTypesPageOptions): Promise<EventType[]>;
  /** A user's public page: the account's public fields and up to `take` visible event types, oldest first. */
  publicProfile(username: string, take: number): Promise<PublicProfileRead | null>;
  /** Up to `take` accounts, newest first, after `after`, matching `search` in email, names or username. */
  usersPage(options: EventTypesPageOptions): Promise<AdminUser[]>;
  /** The versions of what a user's public pages show, by username: one index read (ADR 012). */
  publicVersions(username: string): Promise<PublicVersionsRead | null>;
  /** A user's visible event type with its booking settings, the host's look and default schedule. */
  bookingTarget(userId: string, slug: string): Promise<BookingTargetRead | null>;
  /** A schedule's weekly ranges and date overrides. */
  availabilityRules(scheduleId: string): Promise<AvailabilityRuleRead[]>;
  /** The host's blocking bookings as [blockedStart, blockedEnd) in ms that overlap [from, to). */
  busy(hostId: string, from: Date, to: Date): Promise<[number, number][]>;
  /** Start instants (ms) of an event type's blocking bookings that start in [from, to). */
  eventBookingStarts(eventTypeId: string, from: Date, to: Date): Promise<number[]>;
  close(): Promise<void>;
}

export interface PublicVersionsRead {
  id: string;
  /** Moves on with the public profile fields, preferences, the avatar and schedules. */
  publicVersion: number;
  eventTypesVersion: number;
  bookingsVersion: number;
}

export interface BookingTargetRead {
  username: string;
  firstName: string;
  lastName: string;
  avatarHash: string | null;
  bookingPageTheme: PublicProfile['booking_page_theme'] | null;
  brandColorLight: string | null;
  brandColorDark: string | null;
  eventType: { id: string; name: string; slug: string; description: string; duration: number } & BookingSettings;
  /** The host's default schedule, or null while they have none yet. */
  schedule: { id: string; timeZone: string } | null;
  /** The host's first day of the week (0 = Sunday): the week of `maxPerWeek`. */
  weekStart: number;
}

export interface AvailabilityRuleRead {
  weekday: number | null;
  date: string | null;
  startMinute: number;
  endMinute: number;
}

export interface EventTypesPageOptions {
  /** Matched case-insensitively anywhere in the searched columns; `%` and `_` are plain characters. */
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

/** A stored time as milliseconds since the epoch. */
function toMillis(value: unknown): number {
  return value instanceof Date ? value.getTime() : Date.parse(String(value));
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** An event type's booking settings, in the order settingsFrom reads them. */
const SETTINGS_COLUMNS =
  'slot_interval, before_buffer, after_buffer, minimum_notice, booking_window, window_days, window_start, window_end, max_per_day, max_per_week';
function settingsFrom(r: unknown[], at: number): BookingSettings {
  return {
    slotInterval: nullableNumber(r[at]),
    beforeBuffer: Number(r[at + 1]),
    afterBuffer: Number(r[at + 2]),
    minimumNotice: Number(r[at + 3]),
    bookingWindow: r[at + 4] as BookingSettings['bookingWindow'],
    windowDays: Number(r[at + 5]),
    windowStart: (r[at + 6] as string | null) ?? null,
    windowEnd: (r[at + 7] as string | null) ?? null,
    maxPerDay: nullableNumber(r[at + 8]),
    maxPerWeek: nullableNumber(r[at + 9]),
  };
}

/** The longest a booking can block: 24 h of event plus two 12 h buffers. Bounds the busy index scan. */
const MAX_BLOCK_MS = 48 * 3_600_000;

/** `pool`: the PostgreSQL pool Prisma also uses (then closing the reads leaves it open). */
export function createReads(target: DatabaseTarget, pool?: pg.Pool): Reads {
  const run =
    target.kind === 'postgres' ? postgresRunner(pool ?? createPgPool(target.url), !pool) : sqliteRunner(target.url);
  const COLUMNS = `id, name, slug, description, duration, is_visible, created_at, ${SETTINGS_COLUMNS}`;

  /**
   * One page of a table's rows, newest first: after the cursor's (created_at, id), matching `search`
   * in any of `searched` (LIKE's wildcards escaped), optionally only the rows of one owner.
   */
  function newestFirst(
    table: string,
    columns: string,
    searched: string[],
    { scope, search, after, take }: EventTypesPageOptions & { scope?: { column: string; value: string } },
  ): Promise<unknown[][]> {
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
    return run.rows(
      name,
      `SELECT ${columns} FROM ${table} ${filter} ORDER BY created_at DESC, id DESC LIMIT ?`,
      params,
    );
  }

  return {
    async callerById(id, sessionId, issuedAt) {
      const [row] = await run.rows(
        'caller_by_session',
        `SELECT u.id, u.role, u.event_types_version FROM users u
          WHERE u.id = ? AND u.disabled_at IS NULL AND (u.sessions_valid_after IS NULL OR u.sessions_valid_after <= ?)
            AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ? AND r.user_id = u.id AND r.revoked_at IS NULL)`,
        [id, run.time(issuedAt), sessionId],
      );
      return row ? { id: row[0] as string, role: row[1] as Role, eventTypesVersion: Number(row[2]) } : null;
    },

    async eventTypesPage(userId, { search, after, take }) {
      const rows = await newestFirst('event_types', COLUMNS, ['name', 'description'], {
        scope: { column: 'user_id', value: userId },
        search,
        after,
        take,
      });
      return rows.map((r) => ({
        id: r[0] as string,
        name: r[1] as string,
        slug: r[2] as string,
        description: r[3] as string,
        duration: Number(r[4]),
        isVisible: Boolean(r[5]),
        createdAt: toIsoTime(r[6]),
        bookingSettings: settingsFrom(r, 7),
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

    async usersPage(options) {
      const rows = await newestFirst(
        'users',
        'id, email, first_name, last_name, username, role, email_verified_at, disabled_at, created_at',
        ['email', 'first_name', 'last_name', 'username'],
        options,
      );
      return rows.map((r) => ({
        id: r[0] as string,
        email: r[1] as string,
        first_name: r[2] as string,
        last_name: r[3] as string,
        username: (r[4] as string | null) ?? null,
        role: r[5] as Role,
        emailVerified: r[6] !== null,
        disabled: r[7] !== null,
        createdAt: toIsoTime(r[8]),
      }));
    },

    async publicVersions(username) {
      const [row] = await run.rows(
        'public_versions',
        'SELECT id, public_version, event_types_version, bookings_version FROM users WHERE username = ?',
        [username],
      );
      if (!row) return null;
      return {
        id: row[0] as string,
        publicVersion: Number(row[1]),
        eventTypesVersion: Number(row[2]),
        bookingsVersion: Number(row[3]),
      };
    },

    async bookingTarget(userId, slug) {
      const [r] = await run.rows(
        'booking_target',
        `SELECT u.username, u.first_name, u.last_name, a.hash,
                p.booking_page_theme, p.brand_color_light, p.brand_color_dark,
                e.id, e.name, e.slug, e.description, e.duration, ${SETTINGS_COLUMNS.replace(/\w+/g, 'e.$&')},
                s.id, s.time_zone, p.week_start
           FROM event_types e
           JOIN users u ON u.id = e.user_id
           LEFT JOIN avatars a ON a.user_id = u.id
           LEFT JOIN preferences p ON p.user_id = u.id
           LEFT JOIN schedules s ON s.id = (SELECT id FROM schedules WHERE user_id = u.id AND is_default
                                             ORDER BY created_at, id LIMIT 1)
          WHERE e.user_id = ? AND e.slug = ? AND e.is_visible`,
        [userId, slug],
      );
      if (!r) return null;
      return {
        username: r[0] as string,
        firstName: r[1] as string,
        lastName: r[2] as string,
        avatarHash: (r[3] as string | null) ?? null,
        bookingPageTheme: (r[4] as BookingTargetRead['bookingPageTheme']) ?? null,
        brandColorLight: (r[5] as string | null) ?? null,
        brandColorDark: (r[6] as string | null) ?? null,
        eventType: {
          id: r[7] as string,
          name: r[8] as string,
          slug: r[9] as string,
          description: r[10] as string,
          duration: Number(r[11]),
          ...settingsFrom(r, 12),
        },
        schedule: r[22] ? { id: r[22] as string, timeZone: r[23] as string } : null,
        weekStart: r[24] === null || r[24] === undefined ? 1 : Number(r[24]),
      };
    },

    async availabilityRules(scheduleId) {
      const rows = await run.rows(
        'availability_rules',
        'SELECT weekday, date, start_minute, end_minute FROM availability_rules WHERE schedule_id = ?',
        [scheduleId],
      );
      return rows.map((r) => ({
        weekday: nullableNumber(r[0]),
        date: (r[1] as string | null) ?? null,
        startMinute: Number(r[2]),
        endMinute: Number(r[3]),
      }));
    },

    async busy(hostId, from, to) {
      // The lower bound on blocked_start keeps the (host_id, blocked_start) index scan short.
      const rows = await run.rows(
        'busy',
        `SELECT blocked_start, blocked_end FROM bookings
          WHERE host_id = ? AND blocking AND blocked_start >= ? AND blocked_start < ? AND blocked_end > ?
          ORDER BY blocked_start`,
        [hostId, run.time(new Date(from.getTime() - MAX_BLOCK_MS)), run.time(to), run.time(from)],
      );
      return rows.map((r) => [toMillis(r[0]), toMillis(r[1])]);
    },

    async eventBookingStarts(eventTypeId, from, to) {
      const rows = await run.rows(
        'event_booking_starts',
        `SELECT start_time FROM bookings
          WHERE event_type_id = ? AND blocking AND start_time >= ? AND start_time < ?`,
        [eventTypeId, run.time(from), run.time(to)],
      );
      return rows.map((r) => toMillis(r[0]));
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
