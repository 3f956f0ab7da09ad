import { randomBytes, randomUUID } from 'node:crypto';
import { isValidTimeZone, offsetAt } from '#shared/availability/zone-time.ts';
import type { Answer } from './loopback-server.ts';

/**
 * The Microsoft Graph v1.0 half of the Microsoft fake (tests/fakes/microsoft.ts): a mailbox per
 * account with its calendars and events, speaking the documented resources (learn.microsoft.com/graph/api/
 * resources/event, …/calendar, …/event-delta): `GET /me`, `GET /me/calendars`
 * (server-driven paging), `GET /me/calendars/{id}`, `GET /me/calendars/{id}/calendarView/delta` (a
 * window on the first call, `@odata.nextLink` pages, `@odata.deltaLink`, `@removed` items, 410
 * `syncStateNotFound` once the state is gone), `POST /me/calendars/{id}/events` (and `/me/calendar/events`)
 * with `transactionId` (a retry answers the first event), `GET/PATCH/DELETE /me/events/{id}`. Times are
 * answered in the zone of `Prefer: outlook.timezone` (UTC without it), as Graph does.
 */

export type ShowAs = 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
export type EventType = 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';

export interface GraphAccount {
  /** The account's object id (`oid`; Graph's `/me` id). */
  id: string;
  email: string;
  name: string;
  tenantId: string;
  /** A personal Microsoft account (outlook.com): no Teams for business, `mail` may be null. */
  personal: boolean;
}

export interface GraphEvent {
  id: string;
  iCalUId: string;
  changeKey: string;
  subject: string;
  body: { contentType: string; content: string };
  /** Instants (ms); an all-day event's are midnights UTC of its dates. */
  start: number;
  end: number;
  isAllDay: boolean;
  showAs: ShowAs;
  isCancelled: boolean;
  type: EventType;
  seriesMasterId: string | null;
  transactionId: string | null;
  isOnlineMeeting: boolean;
  onlineMeetingProvider: string;
  onlineMeeting: { joinUrl: string } | null;
  attendees: unknown[];
  location: { displayName: string };
  /** The calendar's change counter when it last changed (delta rounds). */
  seq: number;
  removed: boolean;
}

export interface GraphCalendar {
  id: string;
  accountId: string;
  name: string;
  isDefaultCalendar: boolean;
  canEdit: boolean;
  owner: { name: string; address: string };
  allowedOnlineMeetingProviders: string[];
  defaultOnlineMeetingProvider: string;
  events: Map<string, GraphEvent>;
  /** Moves when delta state is dropped (expireSyncTokens): older delta and skip tokens answer 410. */
  epoch: number;
  seq: number;
}

/** A Graph error body: `{"error":{"code","message","innerError":{"request-id","date"}}}`. */
export function graphError(status: number, code: string, message: string): Answer {
  const date = new Date().toISOString().slice(0, 19);
  return {
    status,
    body: {
      error: { code, message, innerError: { 'request-id': randomUUID(), date, 'client-request-id': randomUUID() } },
    },
  };
}

/** The default body of a fault (fail()) of this status, in Graph's words. */
export function graphFaultBody(status: number): unknown {
  const words: Record<number, [string, string]> = {
    401: ['InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'],
    404: ['ErrorItemNotFound', 'The specified object was not found in the store.'],
    429: ['ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'],
    503: ['ServiceUnavailable', 'Service Unavailable'],
  };
  const [code, message] = words[status] ?? ['ErrorInternalServerError', 'An internal server error occurred.'];
  return graphError(status, code, message).body;
}

/** Graph's id style: long base64url-ish strings. */
const graphId = () => `AAMkA${randomBytes(36).toString('base64url')}=`;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function unb64<T>(token: string): T | null {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** An instant as Graph's dateTime in a zone: `2026-12-01T10:00:00.0000000` (no offset). */
export function graphDateTime(instant: number, zone: string): string {
  return `${new Date(instant + offsetAt(zone, instant)).toISOString().slice(0, 19)}.0000000`;
}

/** A Graph dateTimeTimeZone as an instant (the zone an IANA name or UTC); NaN when unreadable. */
export function instantOf(value: { dateTime?: unknown; timeZone?: unknown } | undefined): number {
  if (!value || typeof value.dateTime !== 'string') return NaN;
  const zone = typeof value.timeZone === 'string' && value.timeZone !== '' ? value.timeZone : 'UTC';
  const wall = Date.parse(`${value.dateTime.slice(0, 19)}Z`);
  if (!Number.isFinite(wall) || !isValidTimeZone(zone)) return NaN;
  // The zone's offset at that wall time (twice, for the hour around a change).
  return wall - offsetAt(zone, wall - offsetAt(zone, wall));
}

const zoneOf = (prefer: string | undefined) => /outlook\.timezone="([^"]+)"/.exec(prefer ?? '')?.[1] ?? 'UTC';
const pageSizeOf = (prefer: string | undefined) => Number(/odata\.maxpagesize=(\d+)/.exec(prefer ?? '')?.[1] ?? 100);

interface DeltaState {
  c: string;
  s: number;
  e: number;
  epoch: number;
  /** Changes after this seq; `upTo`: the round's end; `after`: the last id answered (pages). */
  since: number;
  upTo?: number;
  after?: string;
}

export class GraphApi {
  readonly accounts = new Map<string, GraphAccount>();
  readonly calendars = new Map<string, GraphCalendar>();
  /** Invitations Outlook would have sent itself (attendees on a written event). */
  readonly invitationsSent: { eventId: string; to: string }[] = [];
  calendarsPageSize = 2;

  constructor(
    private readonly origin: () => string,
    private readonly now: () => number,
  ) {}

  addCalendar(account: GraphAccount, input: Partial<GraphCalendar> & { name: string }): GraphCalendar {
    const calendar: GraphCalendar = {
      id: graphId(),
      accountId: account.id,
      isDefaultCalendar: false,
      canEdit: true,
      owner: { name: account.name, address: account.email },
      allowedOnlineMeetingProviders: account.personal ? ['skypeForConsumer'] : ['teamsForBusiness'],
      defaultOnlineMeetingProvider: account.personal ? 'skypeForConsumer' : 'teamsForBusiness',
      ...input,
      events: new Map(),
      epoch: 0,
      seq: 0,
    };
    this.calendars.set(calendar.id, calendar);
    return calendar;
  }

  /** Writes an event (new or changed): a new changeKey and a place in the next delta round. */
  put(calendar: GraphCalendar, fields: Partial<GraphEvent> & Pick<GraphEvent, 'start' | 'end'>): GraphEvent {
    const id = fields.id ?? graphId();
    const existing = calendar.events.get(id);
    calendar.seq += 1;
    const event: GraphEvent = {
      iCalUId: `040000008200E00074C5B7101A82E00800000000${randomBytes(16).toString('hex').toUpperCase()}`,
      subject: '',
      body: { contentType: 'text', content: '' },
      isAllDay: false,
      showAs: 'busy',
      isCancelled: false,
      type: 'singleInstance',
      seriesMasterId: null,
      transactionId: null,
      isOnlineMeeting: false,
      onlineMeetingProvider: 'unknown',
      onlineMeeting: null,
      attendees: [],
      location: { displayName: '' },
      removed: false,
      ...existing,
      ...fields,
      id,
      changeKey: randomBytes(12).toString('base64'),
      seq: calendar.seq,
    };
    calendar.events.set(id, event);
    return event;
  }

  remove(calendar: GraphCalendar, event: GraphEvent): void {
    calendar.seq += 1;
    event.removed = true;
    event.seq = calendar.seq;
  }

  /** A recurring series: its master and one occurrence a day (`count`), each occurrence its own event. */
  addSeries(
    calendar: GraphCalendar,
    fields: Partial<GraphEvent> & Pick<GraphEvent, 'start' | 'end'>,
    count: number,
  ): { master: GraphEvent; occurrences: GraphEvent[] } {
    const master = this.put(calendar, { ...fields, type: 'seriesMaster' });
    const occurrences = [];
    for (let i = 0; i < count; i++) {
      const shift = i * 86_400_000;
      occurrences.push(
        this.put(calendar, {
          ...fields,
          start: fields.start + shift,
          end: fields.end + shift,
          type: 'occurrence',
          seriesMasterId: master.id,
          iCalUId: master.iCalUId,
        }),
      );
    }
    return { master, occurrences };
  }

  /** An event as Graph answers it, its times in `zone`. */
  json(event: GraphEvent, zone: string): Record<string, unknown> {
    const time = (instant: number) =>
      event.isAllDay
        ? { dateTime: `${new Date(instant).toISOString().slice(0, 10)}T00:00:00.0000000`, timeZone: zone }
        : { dateTime: graphDateTime(instant, zone), timeZone: zone };
    return {
      '@odata.etag': `W/"${event.changeKey}"`,
      id: event.id,
      createdDateTime: new Date(this.now()).toISOString(),
      lastModifiedDateTime: new Date(this.now()).toISOString(),
      changeKey: event.changeKey,
      transactionId: event.transactionId,
      iCalUId: event.iCalUId,
      subject: event.subject,
      bodyPreview: event.body.content.slice(0, 255),
      body: event.body,
      start: time(event.start),
      end: time(event.end),
      isAllDay: event.isAllDay,
      isCancelled: event.isCancelled,
      showAs: event.showAs,
      type: event.type,
      seriesMasterId: event.seriesMasterId,
      isOnlineMeeting: event.isOnlineMeeting,
      onlineMeetingProvider: event.onlineMeetingProvider,
      onlineMeeting: event.onlineMeeting,
      location: event.location,
      attendees: event.attendees,
      webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(event.id)}&exvsurl=1&path=/calendar/item`,
    };
  }

  private calendarJson(c: GraphCalendar) {
    return {
      id: c.id,
      name: c.name,
      color: 'auto',
      hexColor: '',
      isDefaultCalendar: c.isDefaultCalendar,
      changeKey: `${c.seq}`,
      canShare: c.canEdit,
      canViewPrivateItems: c.canEdit,
      canEdit: c.canEdit,
      allowedOnlineMeetingProviders: c.allowedOnlineMeetingProviders,
      defaultOnlineMeetingProvider: c.defaultOnlineMeetingProvider,
      isTallyingResponses: true,
      isRemovable: !c.isDefaultCalendar,
      owner: c.owner,
    };
  }

  private own(account: GraphAccount, id: string): GraphCalendar | null {
    const calendar = this.calendars.get(id);
    return calendar && calendar.accountId === account.id ? calendar : null;
  }

  private findEvent(account: GraphAccount, id: string): { calendar: GraphCalendar; event: GraphEvent } | null {
    for (const calendar of this.calendars.values()) {
      if (calendar.accountId !== account.id) continue;
      const event = calendar.events.get(id);
      if (event && !event.removed) return { calendar, event };
    }
    return null;
  }

  /** One Graph call as the account (its token checked by the caller); `scopes`: the grant's. */
  handle(
    method: string,
    url: URL,
    body: unknown,
    account: GraphAccount,
    scopes: ReadonlySet<string>,
    prefer: string | undefined,
  ): Answer {
    const path = url.pathname.replace(/^\/v1\.0/, '');
    const zone = zoneOf(prefer);
    const applied: Record<string, string> = prefer?.includes('outlook.timezone')
      ? { 'preference-applied': `outlook.timezone="${zone}"` }
      : {};
    const calendarsAllowed = ['Calendars.ReadWrite', 'Calendars.Read'].some((s) => scopes.has(s));
    if (path === '/me' && method === 'GET') {
      return {
        status: 200,
        body: {
          '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
          id: account.id,
          displayName: account.name,
          mail: account.personal ? null : account.email,
          userPrincipalName: account.email,
        },
      };
    }
    if (!calendarsAllowed)
      return graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    if (path === '/me/calendars' && method === 'GET') {
      const mine = [...this.calendars.values()].filter((c) => c.accountId === account.id);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const page = mine.slice(skip, skip + this.calendarsPageSize);
      const next = skip + this.calendarsPageSize < mine.length;
      return {
        status: 200,
        body: {
          value: page.map((c) => this.calendarJson(c)),
          ...(next
            ? { '@odata.nextLink': `${this.origin()}/v1.0/me/calendars?$skip=${skip + this.calendarsPageSize}` }
            : {}),
        },
      };
    }
    let match = /^\/me\/calendars\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const calendar = this.own(account, decodeURIComponent(match[1]!));
      if (!calendar) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      return { status: 200, body: this.calendarJson(calendar) };
    }
    match = /^\/me\/calendars\/([^/]+)\/calendarView\/delta$/.exec(path);
    if (match && method === 'GET') {
      const calendar = this.own(account, decodeURIComponent(match[1]!));
      if (!calendar) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const answer = this.delta(calendar, url, zone, pageSizeOf(prefer));
      return { ...answer, headers: { ...applied, ...answer.headers } };
    }
    match = /^\/me\/(?:calendars\/([^/]+)|calendar)\/events$/.exec(path);
    if (match && method === 'POST') {
      const calendar = match[1]
        ? this.own(account, decodeURIComponent(match[1]))
        : ([...this.calendars.values()].find((c) => c.accountId === account.id && c.isDefaultCalendar) ?? null);
      if (!calendar) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const answer = this.create(account, calendar, body);
      return { ...answer, headers: applied };
    }
    match = /^\/me\/events\/([^/]+)$/.exec(path);
    if (match) {
      const found = this.findEvent(account, decodeURIComponent(match[1]!));
      if (!found) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (method === 'GET') return { status: 200, body: this.json(found.event, zone), headers: applied };
      if (method === 'DELETE') {
        this.remove(found.calendar, found.event);
        return { status: 204 };
      }
      if (method === 'PATCH') {
        const answer = this.patch(found.calendar, found.event, body);
        return answer.status === 200
          ? { status: 200, body: this.json(this.findEvent(account, found.event.id)!.event, zone), headers: applied }
          : answer;
      }
    }
    return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop()}'.`);
  }

  private delta(calendar: GraphCalendar, url: URL, zone: string, pageSize: number): Answer {
    const token = url.searchParams.get('$deltatoken') ?? url.searchParams.get('$skiptoken');
    let state: DeltaState;
    if (token) {
      const read = unb64<DeltaState>(token);
      if (!read || read.c !== calendar.id) return graphError(400, 'BadRequest', 'The delta token is malformed.');
      if (read.epoch !== calendar.epoch) {
        return graphError(410, 'syncStateNotFound', 'The sync state generation is not found. Please resync.');
      }
      state = read;
    } else {
      const s = Date.parse(url.searchParams.get('startDateTime') ?? '');
      const e = Date.parse(url.searchParams.get('endDateTime') ?? '');
      if (!Number.isFinite(s) || !Number.isFinite(e)) {
        return graphError(
          400,
          'ErrorInvalidParameter',
          'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
        );
      }
      state = { c: calendar.id, s, e, epoch: calendar.epoch, since: -1 };
    }
    const upTo = state.upTo ?? calendar.seq;
    const inWindow = (ev: GraphEvent) => ev.start < state.e && ev.end > state.s;
    const changed = [...calendar.events.values()]
      .filter((ev) => ev.seq > state.since && ev.seq <= upTo && ev.type !== 'seriesMaster')
      .filter((ev) => (state.since < 0 ? !ev.removed && inWindow(ev) : true))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const rest = state.after ? changed.filter((ev) => ev.id > state.after!) : changed;
    const page = rest.slice(0, pageSize);
    const base = `${this.origin()}/v1.0/me/calendars/${encodeURIComponent(calendar.id)}/calendarView/delta`;
    const value = page.map((ev) =>
      ev.removed || !inWindow(ev)
        ? { '@odata.type': '#microsoft.graph.event', id: ev.id, '@removed': { reason: 'deleted' } }
        : this.json(ev, zone),
    );
    const more = rest.length > page.length;
    const link = more
      ? { '@odata.nextLink': `${base}?$skiptoken=${b64({ ...state, upTo, after: page.at(-1)!.id })}` }
      : {
          '@odata.deltaLink': `${base}?$deltatoken=${b64({ c: calendar.id, s: state.s, e: state.e, epoch: calendar.epoch, since: upTo })}`,
        };
    return {
      status: 200,
      body: { '@odata.context': `${this.origin()}/v1.0/$metadata#Collection(event)`, value, ...link },
    };
  }

  private create(account: GraphAccount, calendar: GraphCalendar, raw: unknown): Answer {
    if (!calendar.canEdit)
      return graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    const body = (raw ?? {}) as Record<string, unknown>;
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : null;
    if (transactionId) {
      // "To avoid redundant POST operations in case of client retries": the first event answers.
      for (const c of this.calendars.values()) {
        if (c.accountId !== account.id) continue;
        for (const ev of c.events.values()) {
          if (!ev.removed && ev.transactionId === transactionId) return { status: 201, body: this.json(ev, 'UTC') };
        }
      }
    }
    const start = instantOf(body.start as never);
    const end = instantOf(body.end as never);
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      return graphError(
        400,
        'ErrorInvalidRequest',
        "Your request can't be completed. The start and end times are required.",
      );
    }
    const event = this.put(calendar, {
      ...this.fieldsOf(body),
      start,
      end,
      transactionId,
      ...this.meetingFor(calendar, body),
    });
    for (const a of event.attendees as { emailAddress?: { address?: string } }[]) {
      if (a.emailAddress?.address) this.invitationsSent.push({ eventId: event.id, to: a.emailAddress.address });
    }
    return { status: 201, body: this.json(event, 'UTC') };
  }

  private fieldsOf(body: Record<string, unknown>): Partial<GraphEvent> {
    const out: Partial<GraphEvent> = {};
    if (typeof body.subject === 'string') out.subject = body.subject;
    if (body.body && typeof body.body === 'object') out.body = body.body as GraphEvent['body'];
    if (typeof body.showAs === 'string') out.showAs = body.showAs as ShowAs;
    if (Array.isArray(body.attendees)) out.attendees = body.attendees;
    if (body.location && typeof body.location === 'object') out.location = body.location as GraphEvent['location'];
    if (typeof body.isAllDay === 'boolean') out.isAllDay = body.isAllDay;
    return out;
  }

  private patch(calendar: GraphCalendar, event: GraphEvent, raw: unknown): Answer {
    const body = (raw ?? {}) as Record<string, unknown>;
    if ('iCalUId' in body || 'transactionId' in body) {
      return graphError(400, 'ErrorInvalidPropertyUpdateSentToServer', "The property can't be updated.");
    }
    const fields: Partial<GraphEvent> = this.fieldsOf(body);
    if (body.start) fields.start = instantOf(body.start as never);
    if (body.end) fields.end = instantOf(body.end as never);
    if (!Number.isFinite(fields.start ?? 0) || !Number.isFinite(fields.end ?? 0)) {
      return graphError(400, 'ErrorInvalidRequest', 'The start or end time is not valid.');
    }
    if (body.isOnlineMeeting === true && !event.onlineMeeting) Object.assign(fields, this.meetingFor(calendar, body));
    this.put(calendar, { ...event, ...fields, id: event.id });
    return { status: 200 };
  }

  /** What `isOnlineMeeting: true` makes: a meeting of the provider asked for, where the calendar allows it. */
  private meetingFor(calendar: GraphCalendar, body: Record<string, unknown>): Partial<GraphEvent> {
    const provider =
      typeof body.onlineMeetingProvider === 'string'
        ? body.onlineMeetingProvider
        : calendar.defaultOnlineMeetingProvider;
    if (body.isOnlineMeeting !== true || !calendar.allowedOnlineMeetingProviders.includes(provider)) {
      return { isOnlineMeeting: false, onlineMeetingProvider: 'unknown', onlineMeeting: null };
    }
    const thread = `19%3ameeting_${randomBytes(18).toString('base64url')}%40thread.v2`;
    return {
      isOnlineMeeting: true,
      onlineMeetingProvider: provider,
      onlineMeeting: { joinUrl: `https://teams.microsoft.com/l/meetup-join/${thread}/0` },
    };
  }
}
