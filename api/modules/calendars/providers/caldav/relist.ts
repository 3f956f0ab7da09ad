import type { Db, Tx } from '../../../../db/client.ts';
import { sameResource } from './dav-props.ts';
import { type RemoteCalendar, RemoteCalendarError } from '../../remote/types.ts';
import { writeCalendars } from '../../store.ts';

type StoredCalendar = {
  id: string;
  url: string;
  name: string;
  color: string | null;
  writable: boolean;
  destinationFor: string | null;
};

/** What a listing changes in a connection's stored calendars. */
export interface CalendarListChanges {
  added: RemoteCalendar[];
  removed: string[];
  updated: { id: string; name: string; color: string | null; writable: boolean; clearDestination: boolean }[];
}

/** The calendars new on the server, those gone from it, and those whose name, colour or rights changed. */
export function calendarListChanges(stored: readonly StoredCalendar[], listed: readonly RemoteCalendar[]) {
  const changes: CalendarListChanges = { added: [], removed: [], updated: [] };
  const matched = new Set<string>();
  for (const remote of listed) {
    const mine = stored.find((c) => !matched.has(c.id) && sameResource(c.url, remote.url));
    if (!mine) {
      changes.added.push(remote);
      continue;
    }
    matched.add(mine.id);
    if (mine.name !== remote.name || mine.color !== remote.color || mine.writable !== remote.writable) {
      const { name, color, writable } = remote;
      changes.updated.push({
        id: mine.id,
        name,
        color,
        writable,
        clearDestination: !writable && !!mine.destinationFor,
      });
    }
  }
  changes.removed = stored.filter((c) => !matched.has(c.id)).map((c) => c.id);
  return changes;
}

const isEmpty = (c: CalendarListChanges) => c.added.length + c.removed.length + c.updated.length === 0;

function storedCalendars(q: Db | Tx, connectionId: string): Promise<StoredCalendar[]> {
  return q.connectedCalendar.findMany({
    where: { connectionId },
    select: { id: true, url: true, name: true, color: true, writable: true, destinationFor: true },
  });
}

/**
 * A refresh's first step for a CalDAV account (ADR 021): its calendars as the server lists them now
 * (`list`, one PROPFIND Depth 1 of the stored home set). A new calendar is added (checked for
 * conflicts, as at connection; the refresh then reads it in full), one gone is removed with its
 * objects (and so its busy times, and its place as the calendar for bookings), a renamed, recoloured
 * or re-permitted one is updated (read-only is no calendar for bookings). All in one `writeCalendars`
 * transaction, only when something changed. A connection made with a calendar's own address (its home
 * URL is that calendar) has nothing to list. A listing that fails, or lists no calendar at all (as at
 * connection: 'no-calendars'), throws before anything is removed.
 */
export async function followCalendarList(
  db: Db,
  connection: { id: string; userId: string; homeUrl: string | null },
  list: (homeUrl: string) => Promise<RemoteCalendar[]>,
): Promise<void> {
  const { id, userId, homeUrl } = connection;
  if (!homeUrl) return;
  const stored = await storedCalendars(db, id);
  if (stored.some((c) => sameResource(c.url, homeUrl))) return;
  const listed = await list(homeUrl);
  if (listed.length === 0) throw new RemoteCalendarError('no-calendars', 'the home set lists no calendar now');
  if (isEmpty(calendarListChanges(stored, listed))) return;
  await writeCalendars(db, userId, async (tx) => {
    // Again under the host's lock: a removal or a switch may have come in meanwhile.
    if ((await tx.calendarConnection.count({ where: { id } })) === 0) return;
    const changes = calendarListChanges(await storedCalendars(tx, id), listed);
    if (changes.removed.length) await tx.connectedCalendar.deleteMany({ where: { id: { in: changes.removed } } });
    for (const { id: calendarId, clearDestination, ...data } of changes.updated) {
      await tx.connectedCalendar.update({
        where: { id: calendarId },
        data: { ...data, ...(clearDestination ? { destinationFor: null } : {}) },
      });
    }
    for (const calendar of changes.added) {
      const { url, name, color, writable } = calendar;
      await tx.connectedCalendar.create({ data: { connectionId: id, url, name, color, writable } });
    }
  });
}
