import type { Db } from '../../../../db/client.ts';
import type {
  CallOptions,
  GoogleCalendarApi,
  GoogleCalendarEntry,
  GoogleEvent,
} from '../../../../lib/google-calendar.ts';
import { MAX_CALDAV_OBJECTS } from '#shared/schemas/calendars.ts';
import { type RemoteCalendar, RemoteCalendarError, type RemoteObject, type SyncResult } from '../../remote/types.ts';
import { type SeriesParts, applyEvent, partsOf, seriesOf, textOf } from './events.ts';

/** How far back a full read starts: past events cannot make a future time busy. */
const FULL_READ_BACK_MS = 7 * 86_400_000;

/** A calendar of the account as the calendars module keeps it: `url` is Google's calendar id. */
export function remoteCalendarOf(entry: GoogleCalendarEntry): Omit<RemoteCalendar, 'ctag' | 'syncToken'> {
  return {
    url: entry.id,
    name: entry.summaryOverride ?? entry.summary ?? entry.id,
    color: /^#[0-9a-f]{6}$/i.test(entry.backgroundColor ?? '') ? entry.backgroundColor!.toLowerCase() : null,
    writable: entry.accessRole === 'owner' || entry.accessRole === 'writer',
  };
}

/**
 * Every page of a read: the changes since `syncToken`, or (none, or Google said 410: the token is
 * gone) every event from a week ago on. Answers the events and the next sync token.
 */
async function readPages(
  api: GoogleCalendarApi,
  calendarId: string,
  syncToken: string | null,
  options: CallOptions,
): Promise<{ events: GoogleEvent[]; syncToken: string | null; full: boolean } | null> {
  const events: GoogleEvent[] = [];
  let pageToken: string | undefined;
  const full = syncToken === null;
  const timeMin = new Date(Date.now() - FULL_READ_BACK_MS).toISOString();
  for (;;) {
    const page = await api.eventsPage(
      calendarId,
      { ...(full ? { timeMin } : { syncToken: syncToken! }), ...(pageToken ? { pageToken } : {}) },
      options,
    );
    if (!page) return null;
    events.push(...(page.items ?? []));
    if (events.length > MAX_CALDAV_OBJECTS) {
      throw new RemoteCalendarError('too-large', `the calendar holds more than ${MAX_CALDAV_OBJECTS} events`);
    }
    if (page.nextPageToken) pageToken = page.nextPageToken;
    else return { events, syncToken: page.nextSyncToken ?? null, full };
  }
}

/** An event's object in a calendar: `{calendar id}/{event id of its series}` (ids hold no slash). */
export const hrefOf = (calendarId: string, eventId: string) => `${calendarId}/${eventId}`;

/** A stored href as the calendar id and event id it names. */
export function idsOf(href: string): { calendarId: string; eventId: string } {
  const slash = href.lastIndexOf('/');
  return { calendarId: href.slice(0, slash), eventId: href.slice(slash + 1) };
}

/** The events applied to their objects' parts; answers the objects to store and the hrefs to remove. */
function applyAll(calendarId: string, events: readonly GoogleEvent[], objects: Map<string, SeriesParts>) {
  const etags = new Map<string, string | null>();
  const hrefs = new Set<string>();
  for (const event of events) {
    const href = hrefOf(calendarId, seriesOf(event));
    hrefs.add(href);
    const parts = objects.get(href) ?? new Map();
    if (applyEvent(parts, event)) {
      objects.set(href, parts);
      etags.set(href, event.etag ?? etags.get(href) ?? null);
    } else {
      objects.delete(href);
    }
  }
  const upserts: RemoteObject[] = [];
  const deletions: string[] = [];
  for (const href of hrefs) {
    const parts = objects.get(href);
    if (parts && parts.size > 0) upserts.push({ href, etag: etags.get(href) ?? null, data: textOf(parts) });
    else deletions.push(href);
  }
  return { upserts, deletions };
}

/**
 * One calendar's changes as a SyncResult: incremental with its sync token (only the objects whose
 * events changed are rebuilt, from what is stored), or in full when it has none or Google answered
 * 410 (the token dropped and everything read again in the same run, ADR 049). Unchanged: null.
 */
export async function readCalendar(
  db: Db,
  api: GoogleCalendarApi,
  calendar: { id: string; url: string; syncToken: string | null },
  options: CallOptions,
  /** After a 410, read in full now (a refresh) or leave it to the next refresh (the booking-time check). */
  fullAfter410 = true,
): Promise<SyncResult> {
  let read = await readPages(api, calendar.url, calendar.syncToken, options);
  if (!read && !fullAfter410) return { changed: false };
  if (!read) read = await readPages(api, calendar.url, null, options);
  if (!read) throw new RemoteCalendarError('server-error', 'Google answered 410 to a full read');
  const state = { ctag: null, syncToken: read.syncToken, etags: {} };
  if (read.full) {
    const { upserts } = applyAll(calendar.url, read.events, new Map());
    return { changed: true, state, upserts, deletions: [], full: true };
  }
  if (read.events.length === 0 && read.syncToken === calendar.syncToken) return { changed: false };
  const hrefs = [...new Set(read.events.map((e) => hrefOf(calendar.url, seriesOf(e))))];
  const stored = await db.calendarObject.findMany({
    where: { calendarId: calendar.id, href: { in: hrefs } },
    select: { href: true, data: true },
  });
  const objects = new Map(stored.map((o) => [o.href, partsOf(o.data)]));
  const { upserts, deletions } = applyAll(calendar.url, read.events, objects);
  return { changed: true, state, upserts, deletions, full: false };
}
