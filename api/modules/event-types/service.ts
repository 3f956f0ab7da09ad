import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import type { EventType as EventTypeRow } from '../../db/generated/postgres/client.ts';
import {
  EVENT_TYPE_NAME_MAX_LENGTH,
  type EventType,
  type EventTypeInput,
  type EventTypeList,
  eventTypeLimitMessages,
} from '../../../src-shared/schemas/event-types.ts';
import { bookingSettingsOf } from '../booking-settings/service.ts';
import { SLUG_MAX_LENGTH } from '../../../src-shared/slug.ts';
import { httpErrors } from '../../plugins/errors.ts';
import { isMissingRecord, isUniqueViolation, retryOnDeadlock } from '../../db/errors.ts';

export interface EventTypesContext {
  db: Db;
  reads: Reads;
}

function toEventType(row: EventTypeRow): EventType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    duration: row.duration,
    isVisible: row.isVisible,
    createdAt: row.createdAt.toISOString(),
    bookingSettings: bookingSettingsOf(row),
  };
}

/**
 * A cursor names the last item of a page by its sort key (createdAt, id). The next page holds what
 * sorts strictly after it, so items created meanwhile (newer, hence sorting before) never shift the
 * pages still to come: nothing is repeated or skipped.
 */
interface Cursor {
  createdAt: Date;
  id: string;
}
export function encodeCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt, row.id])).toString('base64url');
}
/** Every time a cursor can name: stored rows are made after 1970 and before 10000 (four-digit years). */
const CURSOR_TIME_MIN = Date.UTC(1970, 0, 1);
const CURSOR_TIME_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Ids are cuids: short, letters and digits only. Empty sorts before every id (a cursor "from the top"). */
const CURSOR_ID = /^[A-Za-z0-9_-]{0,64}$/;

/**
 * A cursor comes back from the client, so it may be forged: every value is checked to be one a real
 * row could have (a time both databases can compare, an id of the right shape) before it reaches SQL.
 */
export function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id, ...rest] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const time = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
    if (!(time >= CURSOR_TIME_MIN && time <= CURSOR_TIME_MAX) || typeof id !== 'string' || !CURSOR_ID.test(id)) {
      throw new Error();
    }
    if (rest.length) throw new Error();
    return { createdAt: new Date(time), id };
  } catch {
    throw httpErrors.badRequest(eventTypeLimitMessages.invalidCursor);
  }
}

export async function listEventTypes(
  ctx: EventTypesContext,
  userId: string,
  query: { q?: string; cursor?: string; limit: number },
): Promise<EventTypeList> {
  // One row beyond the page tells whether another page exists.
  const rows = await ctx.reads.eventTypesPage(userId, {
    search: query.q || undefined,
    after: query.cursor ? decodeCursor(query.cursor) : null,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const lastOfPage = page.at(-1);
  return {
    items: page,
    nextCursor: rows.length > query.limit && lastOfPage ? encodeCursor(lastOfPage) : null,
  };
}

/** The caller's event type, or 404: another user's is indistinguishable from a missing one. */
async function findOwned(ctx: EventTypesContext, userId: string, id: string): Promise<EventTypeRow> {
  const row = await ctx.db.eventType.findFirst({ where: { id, userId } });
  if (!row) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
  return row;
}

/** Runs a write, turning a taken slug into 409 and a row deleted meanwhile into 404. */
async function write(run: () => Promise<EventTypeRow>): Promise<EventType> {
  try {
    return toEventType(await run());
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict(eventTypeLimitMessages.slugTaken);
    if (isMissingRecord(error)) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
    throw error;
  }
}

export function createEventType(ctx: EventTypesContext, userId: string, input: EventTypeInput): Promise<EventType> {
  return write(() => retryOnDeadlock(() => ctx.db.eventType.create({ data: { ...input, userId } })));
}

export async function updateEventType(
  ctx: EventTypesContext,
  userId: string,
  id: string,
  input: EventTypeInput,
): Promise<EventType> {
  await findOwned(ctx, userId, id);
  return write(() => ctx.db.eventType.update({ where: { id }, data: input }));
}

export async function setVisibility(
  ctx: EventTypesContext,
  userId: string,
  id: string,
  isVisible: boolean,
): Promise<EventType> {
  await findOwned(ctx, userId, id);
  return write(() => ctx.db.eventType.update({ where: { id }, data: { isVisible } }));
}

export async function deleteEventType(ctx: EventTypesContext, userId: string, id: string): Promise<void> {
  const { count } = await ctx.db.eventType.deleteMany({ where: { id, userId } });
  if (count === 0) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
}

const COPY_SUFFIX = '-copy';
const DUPLICATE_ATTEMPTS = 5;

/** `slug-copy`, then `slug-copy-2`, `slug-copy-3`…: the first one not in `taken`, cut to the slug limit. */
export function nextCopySlug(slug: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? COPY_SUFFIX : `${COPY_SUFFIX}-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, EVENT_TYPE_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

export async function duplicateEventType(ctx: EventTypesContext, userId: string, id: string): Promise<EventType> {
  const source = await findOwned(ctx, userId, id);
  // Long slugs are cut to make room for the suffix; this prefix is shared by every candidate.
  const prefix = source.slug.slice(0, SLUG_MAX_LENGTH - COPY_SUFFIX.length - 8).replace(/-+$/, '');
  // Another request may take the chosen slug between the read and the insert: try again then.
  for (let attempt = 0; attempt < DUPLICATE_ATTEMPTS; attempt++) {
    const existing = await ctx.db.eventType.findMany({
      where: { userId, slug: { startsWith: prefix } },
      select: { slug: true },
    });
    const slug = nextCopySlug(source.slug, new Set(existing.map((e) => e.slug)));
    try {
      const row = await ctx.db.eventType.create({
        data: {
          userId,
          name: copyName(source.name),
          slug,
          description: source.description,
          duration: source.duration,
          isVisible: source.isVisible,
          ...bookingSettingsOf(source),
        },
      });
      return toEventType(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw httpErrors.conflict('Could not find a free URL slug for the copy. Please try again.');
}
