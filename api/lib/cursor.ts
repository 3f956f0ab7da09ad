import { eventTypeLimitMessages } from '#shared/schemas/event-types.ts';
import { httpErrors } from './http-errors.ts';

/**
 * A cursor names the last item of a page by its sort key (a time and an id). The next page holds what
 * sorts strictly after it, so items created meanwhile (newer, hence sorting before) never shift the
 * pages still to come: nothing is repeated or skipped.
 */
export interface Cursor {
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

/** The cursor a query sent, decoded, or null for the first page. */
export function cursorAfter(query: { cursor?: string }): Cursor | null {
  return query.cursor ? decodeCursor(query.cursor) : null;
}

/**
 * One page from the `limit + 1` rows read (the row beyond the page tells whether another exists): the
 * first `limit` items and, when there is more, the cursor after the last of them.
 */
export function pageOf<T extends { createdAt: string; id: string }>(
  rows: readonly T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
