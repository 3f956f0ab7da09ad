import { propfind, serviceDiscovery } from 'tsdav';
import { type CalendarErrorCode, withScheme } from '#shared/schemas/calendars.ts';
import {
  CALENDAR_PROPS,
  holdsEvents,
  href,
  isMultistatus,
  remoteCalendar,
  resourceTypes,
  sameResource,
} from './dav-props.ts';
import { type AuthMethod, DavSession, originOf, statusCode } from '../../remote/http.ts';
import {
  type CaldavAccount,
  type CaldavCredentials,
  type OutboundPolicy,
  type RemoteCalendar,
  RemoteCalendarError,
} from '../../remote/types.ts';

export { syncCalendar } from './sync.ts';
export { deleteEvent, putEvent, readRange } from './objects.ts';

/**
 * CalDAV discovery (RFC 4791 section 7.1, RFC 6764): from what a person typed to the calendars that hold
 * events. tsdav builds the requests and parses the answers; the order of attempts is ours:
 *  - a bare host: `/.well-known/caldav` (its redirect), then the host itself (Radicale answers at `/`);
 *  - any other URL: the URL itself first (a calendar, a principal, a home set), then `.well-known`.
 * At each URL one PROPFIND tells what it is: a calendar collection (then it alone is the answer), a
 * principal with a calendar-home-set, or anything with a current-user-principal (followed once).
 */
export async function connectCaldav(creds: CaldavCredentials, policy: OutboundPolicy): Promise<CaldavAccount> {
  const typed = new URL(withScheme(creds.url));
  const session = new DavSession(creds, policy, { origins: [typed.origin] });
  return session.run('not-caldav', async () => {
    const found = await discover(session, typed);
    const calendars = found.calendar ? [found.calendar] : await listIn(session, found.homeUrl);
    if (calendars.length === 0) throw new RemoteCalendarError('no-calendars');
    return { homeUrl: found.homeUrl, authMethod: session.method ?? 'basic', calendars };
  });
}

type Found = { homeUrl: string; calendar: RemoteCalendar | null };

async function discover(session: DavSession, typed: URL): Promise<Found> {
  const steps = typed.pathname === '/' ? (['well-known', 'typed'] as const) : (['typed', 'well-known'] as const);
  const tried = new Set<string>();
  let why: CalendarErrorCode = 'not-caldav';
  for (const step of steps) {
    const url = step === 'typed' ? typed.href : await wellKnown(session, typed);
    if (!url || tried.has(url)) continue;
    tried.add(url);
    const found = await probe(session, url, 1);
    if ('homeUrl' in found) return found;
    // The typed URL's own answer says most about what is wrong (a 404 there, or a foreign 401).
    if (step === 'typed' || why === 'not-caldav') why = found.code;
  }
  throw new RemoteCalendarError(why);
}

/** Where `/.well-known/caldav` sends us (tsdav's serviceDiscovery), or null when it sends nowhere new. */
async function wellKnown(session: DavSession, typed: URL): Promise<string | null> {
  const url = await serviceDiscovery({
    account: { serverUrl: typed.href, accountType: 'caldav' },
    fetch: session.fetch,
  });
  // serviceDiscovery swallows its request's failures; a timeout or a refused address stops everything.
  if (session.failure) throw session.failure;
  return url === typed.href ? null : url;
}

/** One PROPFIND (Depth 0) tells what a URL is; a principal is followed `follow` more times. */
async function probe(session: DavSession, url: string, follow: number): Promise<Found | { code: CalendarErrorCode }> {
  const responses = await propfind({ url, props: CALENDAR_PROPS, depth: '0', fetch: session.fetch });
  const trusted = session.trusts(url);
  const failing = statusCode(responses[0]?.status ?? 0);
  if (failing === 'auth' && trusted) throw new RemoteCalendarError('auth');
  if (!isMultistatus(responses)) return { code: failing ?? 'not-caldav' };
  const answer = responses.find((r) => r.href && sameResource(r.href, url)) ?? responses[0];
  const props = answer?.props;
  if (!answer?.ok || !props) return { code: statusCode(answer?.status ?? 0) ?? 'not-caldav' };
  if (resourceTypes(props).includes('calendar')) {
    if (!holdsEvents(props)) throw new RemoteCalendarError('no-calendars');
    return { homeUrl: url, calendar: remoteCalendar(url, props) };
  }
  const home = href(props.calendarHomeSet);
  if (home) {
    const homeUrl = new URL(home, url).href;
    if (trusted) session.trust(homeUrl);
    return { homeUrl, calendar: null };
  }
  const principal = href(props.currentUserPrincipal);
  if (principal && follow > 0) {
    const principalUrl = new URL(principal, url).href;
    if (!sameResource(principalUrl, url)) {
      if (trusted) session.trust(principalUrl);
      return probe(session, principalUrl, follow - 1);
    }
  }
  return { code: 'not-caldav' };
}

/**
 * A connected account's calendars as the server lists them now (a refresh's first step): the stored
 * home set's calendar collections that may hold events. Fails as a sync does; an empty list is no failure.
 */
export async function listCalendars(
  creds: CaldavCredentials & { authMethod: AuthMethod },
  homeUrl: string,
  policy: OutboundPolicy,
): Promise<RemoteCalendar[]> {
  const session = new DavSession(creds, policy, {
    origins: [originOf(creds.url), originOf(homeUrl)],
    method: creds.authMethod,
  });
  return session.run('not-caldav', () => listIn(session, homeUrl));
}

/** The calendar collections in a home set (PROPFIND Depth 1) that may hold events. */
async function listIn(session: DavSession, homeUrl: string): Promise<RemoteCalendar[]> {
  const responses = await propfind({ url: homeUrl, props: CALENDAR_PROPS, depth: '1', fetch: session.fetch });
  const failing = statusCode(responses[0]?.status ?? 0);
  if (!isMultistatus(responses)) throw new RemoteCalendarError(failing ?? 'not-caldav');
  const calendars: RemoteCalendar[] = [];
  for (const response of responses) {
    if (!response.ok || !response.href || !resourceTypes(response.props).includes('calendar')) continue;
    if (!holdsEvents(response.props)) continue;
    const url = new URL(response.href, homeUrl).href;
    if (session.trusts(homeUrl)) session.trust(url);
    calendars.push(remoteCalendar(url, response.props));
  }
  return calendars;
}
