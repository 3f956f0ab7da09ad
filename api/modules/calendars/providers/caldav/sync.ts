import { calendarMultiGet, calendarQuery, propfind, syncCollection } from 'tsdav';
import { MAX_CALDAV_OBJECTS } from '#shared/schemas/calendars.ts';
import { eventObjects, eventsFilter, isMultistatus, sameResource, text } from './dav-props.ts';
import { type AuthMethod, DavSession, originOf, statusCode } from '../../remote/http.ts';
import {
  type CaldavCredentials,
  type OutboundPolicy,
  type RemoteObject,
  RemoteCalendarError,
  type SyncResult,
  type SyncState,
} from '../../remote/types.ts';

/** The most objects one calendar may hold: past it a sync fails ('too-large') instead of filling memory. */
export const MAX_OBJECTS_PER_CALENDAR = MAX_CALDAV_OBJECTS;
/** Objects fetched per calendar-multiget, so no one answer grows past the response cap. */
const MULTIGET_BATCH = 250;

/**
 * What changed in one calendar since `previous`:
 *  1. PROPFIND Depth 0 for the ctag and sync-token: both unchanged → `{ changed: false }`.
 *  2. A sync-token from before → sync-collection (RFC 6578) for the changed and removed hrefs;
 *     any trouble with it (an expired token, a server that says no) → step 3.
 *  3. calendar-query for every VEVENT object's href and ETag, compared with `previous`.
 * Changed objects are then read with calendar-multiget, in batches. Only objects holding a VEVENT
 * count; with no `previous` every object is read (`full: true`).
 */
export async function syncCalendar(
  creds: CaldavCredentials & { authMethod: AuthMethod },
  calendarUrl: string,
  previous: SyncState | null,
  policy: OutboundPolicy,
): Promise<SyncResult> {
  const session = new DavSession(creds, policy, {
    origins: [originOf(creds.url), originOf(calendarUrl)],
    method: creds.authMethod,
  });
  return session.run('not-caldav', async () => {
    const [answer] = await propfind({
      url: calendarUrl,
      props: { 'cs:getctag': {}, 'd:sync-token': {}, 'd:resourcetype': {} },
      depth: '0',
      fetch: session.fetch,
    });
    const failing = statusCode(answer?.status ?? 0);
    if (failing) throw new RemoteCalendarError(failing);
    if (!answer?.props || !isMultistatus([answer])) throw new RemoteCalendarError('not-caldav');
    const ctag = text(answer.props.getctag);
    const syncToken = text(answer.props.syncToken);
    if (previous && unchanged(previous, ctag, syncToken)) return { changed: false };
    if (previous?.syncToken && syncToken) {
      const delta = await viaSyncCollection(session, calendarUrl, previous, ctag);
      if (delta) return delta;
    }
    return viaEtags(session, calendarUrl, previous, { ctag, syncToken, etags: {} });
  });
}

function unchanged(previous: SyncState, ctag: string | null, syncToken: string | null): boolean {
  if (syncToken !== null && previous.syncToken !== null) return syncToken === previous.syncToken;
  return ctag !== null && ctag === previous.ctag;
}

async function viaSyncCollection(
  session: DavSession,
  calendarUrl: string,
  previous: SyncState,
  ctag: string | null,
): Promise<SyncResult | null> {
  const responses = await syncCollection({
    url: calendarUrl,
    props: { 'd:getetag': {} },
    syncLevel: 1,
    syncToken: previous.syncToken ?? undefined,
    fetch: session.fetch,
  });
  if (!isMultistatus(responses)) return null;
  const raw = responses[0]?.raw as { multistatus?: { syncToken?: unknown } } | undefined;
  const syncToken = text(raw?.multistatus?.syncToken);
  if (!syncToken) return null;
  const changed: string[] = [];
  const gone: string[] = [];
  for (const response of responses) {
    if (!response.href) continue;
    const url = new URL(response.href, calendarUrl).href;
    if (sameResource(url, calendarUrl)) continue;
    if (response.status === 404 || response.status === 410) gone.push(url);
    else if (response.ok) changed.push(url);
    else return null;
  }
  limit(Object.keys(previous.etags).length + changed.length);
  const upserts = await multiget(session, calendarUrl, changed);
  const etags = { ...previous.etags };
  const deletions: string[] = [];
  const drop = (url: string) => {
    if (Object.hasOwn(etags, url)) {
      delete etags[url];
      deletions.push(url);
    }
  };
  gone.forEach(drop);
  // Changed but no longer an event (or gone since): it no longer counts.
  const read = new Set(upserts.map((o) => o.href));
  changed.filter((url) => !read.has(url)).forEach(drop);
  for (const object of upserts) etags[object.href] = object.etag;
  limit(Object.keys(etags).length);
  return { changed: true, state: { ctag, syncToken, etags }, upserts, deletions, full: false };
}

async function viaEtags(
  session: DavSession,
  calendarUrl: string,
  previous: SyncState | null,
  state: SyncState,
): Promise<SyncResult> {
  const listing = await calendarQuery({
    url: calendarUrl,
    props: { 'd:getetag': {} },
    filters: eventsFilter(),
    depth: '1',
    fetch: session.fetch,
  });
  if (listing.length > 0 && !isMultistatus(listing)) throw new RemoteCalendarError('not-caldav');
  const current = new Map<string, string | null>();
  for (const response of listing) {
    if (!response.ok || !response.href) continue;
    const url = new URL(response.href, calendarUrl).href;
    if (!sameResource(url, calendarUrl)) current.set(url, text(response.props?.getetag));
    if (current.size > MAX_OBJECTS_PER_CALENDAR) limit(current.size);
  }
  const changed = [...current].filter(([url, etag]) => !previous || etag === null || previous.etags[url] !== etag);
  const deletions = previous ? Object.keys(previous.etags).filter((url) => !current.has(url)) : [];
  const upserts = await multiget(
    session,
    calendarUrl,
    changed.map(([url]) => url),
  );
  const read = new Map(upserts.map((o) => [o.href, o.etag]));
  const changedUrls = new Set(changed.map(([url]) => url));
  const etags: Record<string, string | null> = {};
  for (const [url, etag] of current) {
    if (!changedUrls.has(url)) etags[url] = etag;
    else if (read.has(url)) etags[url] = read.get(url) ?? etag;
    else if (previous && Object.hasOwn(previous.etags, url)) deletions.push(url);
  }
  return { changed: true, state: { ...state, etags }, upserts, deletions, full: previous === null };
}

function limit(count: number): void {
  if (count > MAX_OBJECTS_PER_CALENDAR) {
    throw new RemoteCalendarError('too-large', `the calendar holds more than ${MAX_OBJECTS_PER_CALENDAR} objects`);
  }
}

/** The objects at these URLs that hold a VEVENT (calendar-multiget, MULTIGET_BATCH at a time). */
async function multiget(session: DavSession, calendarUrl: string, urls: string[]): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  for (let i = 0; i < urls.length; i += MULTIGET_BATCH) {
    const batch = urls.slice(i, i + MULTIGET_BATCH).map((url) => {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    });
    const responses = await calendarMultiGet({
      url: calendarUrl,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: batch,
      depth: '1',
      fetch: session.fetch,
    });
    if (responses.length > 0 && !isMultistatus(responses)) throw new RemoteCalendarError('not-caldav');
    objects.push(...eventObjects(responses, calendarUrl));
  }
  return objects;
}
