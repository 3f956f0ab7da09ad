import { createHash } from 'node:crypto';
import { calendarMultiGet, calendarQuery, createObject, deleteObject, propfind, updateObject } from 'tsdav';
import { eventObjects, eventsFilter, isMultistatus, text } from './dav-props.ts';
import { type AuthMethod, DavSession, originOf, statusCode, withSlash } from '../../remote/http.ts';
import {
  type CaldavCredentials,
  type OutboundPolicy,
  type RemoteObject,
  RemoteCalendarError,
} from '../../remote/types.ts';
import { propertyValue } from '../../remote/ical-text.ts';

type Creds = CaldavCredentials & { authMethod: AuthMethod };

function sessionFor(creds: Creds, url: string, policy: OutboundPolicy): DavSession {
  return new DavSession(creds, policy, { origins: [originOf(creds.url), originOf(url)], method: creds.authMethod });
}

/**
 * The objects of a calendar that touch [from, to): calendar-query with a time-range filter and no
 * `expand`, so recurring masters come whole (Kairos expands them itself). One round trip: this is
 * the live check at booking time.
 */
export async function readRange(
  creds: Creds,
  calendarUrl: string,
  from: Date,
  to: Date,
  policy: OutboundPolicy,
): Promise<RemoteObject[]> {
  const session = sessionFor(creds, calendarUrl, policy);
  return session.run('not-caldav', async () => {
    const responses = await calendarQuery({
      url: calendarUrl,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: eventsFilter({ from, to }),
      depth: '1',
      fetch: session.fetch,
    });
    if (responses.length > 0 && !isMultistatus(responses)) throw new RemoteCalendarError('not-caldav');
    return eventObjects(responses, calendarUrl);
  });
}

/** A file name for a UID: itself when it is plain, else its SHA-256 (UIDs may hold anything). */
export function objectName(uid: string): string {
  const plain = /^[A-Za-z0-9_-][A-Za-z0-9._@-]{0,150}$/.test(uid);
  return `${plain ? encodeURIComponent(uid) : createHash('sha256').update(uid, 'utf8').digest('hex')}.ics`;
}

const ICS = { 'content-type': 'text/calendar; charset=utf-8' };

function writeFailure(status: number): RemoteCalendarError {
  return new RemoteCalendarError(statusCode(status) ?? 'write-failed', `the server answered ${status}`);
}

/**
 * Writes a booking's event. Without `href`: creates `<calendar>/<uid>.ics` with If-None-Match: *;
 * a 412 there means it already exists (an earlier attempt whose answer was lost): when that object
 * has the same UID it is brought up to date and the write succeeds, so a retried create leaves
 * exactly one. With `href`: updates with If-Match (a 412 → the current ETag is read and the write
 * tried once more; a 404 → created again).
 */
export async function putEvent(
  creds: Creds,
  calendarUrl: string,
  event: { uid: string; ics: string; href?: string | null; etag?: string | null },
  policy: OutboundPolicy,
): Promise<{ href: string; etag: string | null }> {
  const session = sessionFor(creds, calendarUrl, policy);
  const fresh = `${withSlash(calendarUrl)}${objectName(event.uid)}`;
  return session.run('write-failed', async () => {
    if (!event.href) return create(session, calendarUrl, fresh, event);
    const href = new URL(event.href, calendarUrl).href;
    let response = await update(session, href, event.ics, event.etag ?? null);
    if (response.status === 412) {
      const current = await currentEtag(session, href);
      if (current === undefined) return create(session, calendarUrl, fresh, event);
      response = await update(session, href, event.ics, current);
    }
    if (response.status === 404 || response.status === 410) return create(session, calendarUrl, fresh, event);
    if (!response.ok) throw writeFailure(response.status);
    return { href, etag: response.headers.get('etag') };
  });
}

async function create(
  session: DavSession,
  calendarUrl: string,
  href: string,
  event: { uid: string; ics: string },
): Promise<{ href: string; etag: string | null }> {
  const response = await createObject({
    url: href,
    data: event.ics,
    headers: { ...ICS, 'If-None-Match': '*' },
    fetch: session.fetch,
  });
  await response.body?.cancel();
  if (response.ok) return { href, etag: response.headers.get('etag') };
  if (response.status !== 412) throw writeFailure(response.status);
  const [existing] = await calendarMultiGet({
    url: calendarUrl,
    props: { 'd:getetag': {}, 'c:calendar-data': {} },
    objectUrls: [new URL(href).pathname],
    depth: '1',
    fetch: session.fetch,
  });
  const data = text(existing?.props?.calendarData);
  if (!data || uidOf(data) !== event.uid) {
    throw new RemoteCalendarError('write-failed', 'another event already has this name in the calendar');
  }
  const etag = text(existing?.props?.getetag);
  const again = await update(session, href, event.ics, etag);
  // A 412 here: someone changed it a moment ago; it is still there once, which is what counts.
  if (again.ok) return { href, etag: again.headers.get('etag') };
  if (again.status === 412) return { href, etag: null };
  throw writeFailure(again.status);
}

async function update(session: DavSession, href: string, ics: string, etag: string | null): Promise<Response> {
  const response = await updateObject({
    url: href,
    data: ics,
    etag: etag ?? undefined,
    headers: ICS,
    fetch: session.fetch,
  });
  await response.body?.cancel();
  return response;
}

/** The object's ETag now: undefined when it is gone, null when the server gives none. */
async function currentEtag(session: DavSession, href: string): Promise<string | null | undefined> {
  const [answer] = await propfind({ url: href, props: { 'd:getetag': {} }, depth: '0', fetch: session.fetch });
  if (!answer || answer.status === 404 || answer.status === 410) return undefined;
  const failing = statusCode(answer.status);
  if (failing) throw new RemoteCalendarError(failing);
  return text(answer.props?.getetag);
}

/** The UID of an iCalendar text's first component that has one (lines unfolded). */
export function uidOf(ics: string): string | null {
  return propertyValue(ics, 'UID')?.trim() ?? null;
}

/** Deletes a booking's event; one already gone (404, 410) counts as deleted. A 412 → the current ETag, once more. */
export async function deleteEvent(
  creds: Creds,
  href: string,
  etag: string | null,
  policy: OutboundPolicy,
): Promise<void> {
  const session = sessionFor(creds, href, policy);
  return session.run('write-failed', async () => {
    const remove = async (tag: string | null) => {
      const response = await deleteObject({ url: href, etag: tag ?? undefined, fetch: session.fetch });
      await response.body?.cancel();
      return response.status;
    };
    let status = await remove(etag);
    if (status === 412) {
      const current = await currentEtag(session, href);
      if (current === undefined) return;
      status = await remove(current);
    }
    if (status === 404 || status === 410 || (status >= 200 && status < 300)) return;
    throw writeFailure(status);
  });
}
