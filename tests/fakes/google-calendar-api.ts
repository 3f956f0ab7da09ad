import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { offsetAt } from '#shared/availability/zone-time.ts';
import type { Answer } from './loopback-server.ts';

/**
 * Google Calendar API v3 as the loopback fake (tests/fakes/google.ts) serves it: calendars keyed by
 * id (an account's list names the ones it sees, with its access role: primary, secondary and shared
 * calendars), events keyed per calendar, a change counter per calendar for sync tokens, and the
 * documented answers and error bodies (developers.google.com/calendar/api/v3/reference).
 */

export type AccessRole = 'freeBusyReader' | 'reader' | 'writer' | 'owner';

export interface EventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface Attendee {
  email: string;
  displayName?: string;
  responseStatus?: 'needsAction' | 'declined' | 'tentative' | 'accepted';
  organizer?: boolean;
  optional?: boolean;
}

/** An event as the fake keeps it (what Google answers, less `self` flags, which depend on who reads). */
export interface FakeEvent {
  kind: 'calendar#event';
  id: string;
  iCalUID: string;
  etag: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  start: EventTime;
  end: EventTime;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: EventTime;
  transparency?: 'opaque' | 'transparent';
  /** 'default', 'outOfOffice', 'focusTime', 'workingLocation', 'fromGmail', 'birthday'. */
  eventType?: 'default' | 'outOfOffice' | 'focusTime' | 'workingLocation' | 'fromGmail' | 'birthday';
  attendees?: Attendee[];
  organizer: { email: string; displayName?: string };
  sequence: number;
  hangoutLink?: string;
  conferenceData?: ConferenceData;
  /** The fake's own: the calendar's change counter when it last changed (sync tokens). */
  changed: number;
  /** Deleted (Google keeps it a while, `status: cancelled`, for incremental syncs). */
  deleted: boolean;
  /** Reads of a pending conference so far (it turns to success after `pendingReads`). */
  conferenceReads: number;
}

export interface ConferenceData {
  createRequest?: {
    requestId: string;
    conferenceSolutionKey: { type: string };
    status: { statusCode: 'pending' | 'success' | 'failure' };
  };
  entryPoints?: { entryPointType: 'video' | 'phone' | 'sip' | 'more'; uri: string; label?: string; pin?: string }[];
  conferenceSolution?: { key: { type: string }; name: string; iconUri: string };
  conferenceId?: string;
}

export interface FakeCalendar {
  id: string;
  summary: string;
  timeZone: string;
  owner: string;
  events: Map<string, FakeEvent>;
  /** Goes up with every change to its events. */
  counter: number;
  /** Sync tokens older than this epoch answer 410. */
  epoch: number;
}

export interface ListEntry {
  calendarId: string;
  accessRole: AccessRole;
  primary: boolean;
}

/** Google's error body: `{"error":{"errors":[{domain,reason,message}],code,message}}`. */
export function googleError(status: number, reason: string, message: string, extra: object = {}): Answer {
  return {
    status,
    body: { error: { errors: [{ domain: 'global', reason, message, ...extra }], code: status, message } },
  };
}

const notFound = () => googleError(404, 'notFound', 'Not Found');
const RATE_REASONS: Record<number, string> = { 403: 'rateLimitExceeded', 429: 'rateLimitExceeded' };

/** The default body of a fault (fail()) of this status, in Google's words. */
export function faultBody(status: number): unknown {
  if (status === 401) return googleError(401, 'authError', 'Invalid Credentials').body;
  if (RATE_REASONS[status]) return googleError(status, RATE_REASONS[status]!, 'Rate Limit Exceeded').body;
  if (status === 503) return googleError(503, 'backendError', 'Backend Error').body;
  return googleError(status, 'backendError', 'Backend Error').body;
}

/** Event ids are base32hex (a–v, 0–9). */
const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
export function eventId(): string {
  return [...randomBytes(26)].map((b) => BASE32HEX[b % 32]).join('');
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function unb64<T>(token: string): T | null {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

const instant = (time: EventTime | undefined): number =>
  time?.dateTime ? Date.parse(time.dateTime) : time?.date ? Date.parse(`${time.date}T00:00:00Z`) : NaN;

const writable = (role: AccessRole) => role === 'writer' || role === 'owner';

/** Parameters Google refuses beside a syncToken. */
const NOT_WITH_SYNC_TOKEN = ['timeMin', 'timeMax', 'iCalUID', 'orderBy', 'q', 'updatedMin'];

export class CalendarApi {
  readonly calendars = new Map<string, FakeCalendar>();
  /** Each account's calendar list, by account email. */
  readonly lists = new Map<string, ListEntry[]>();
  /** Reads of a pending Meet conference before it succeeds. */
  pendingReads = 1;
  /** Meet conferences fail instead of succeeding. */
  meetFails = false;
  private etagSeq = Date.now() * 1000;

  constructor(private readonly now: () => number) {}

  addCalendar(owner: string, id: string, summary: string, timeZone: string): FakeCalendar {
    const calendar: FakeCalendar = { id, summary, timeZone, owner, events: new Map(), counter: 1, epoch: 0 };
    this.calendars.set(id, calendar);
    return calendar;
  }

  share(email: string, calendarId: string, accessRole: AccessRole, primary = false): void {
    const list = this.lists.get(email) ?? [];
    list.push({ calendarId, accessRole, primary });
    this.lists.set(email, list);
  }

  private etag(): string {
    this.etagSeq += 1;
    return `"${this.etagSeq}"`;
  }

  private touch(calendar: FakeCalendar, event: FakeEvent): void {
    calendar.counter += 1;
    event.changed = calendar.counter;
    event.etag = this.etag();
    event.updated = new Date(this.now()).toISOString();
  }

  /** Adds an event as the calendar's owner would (a host's own meeting, a series, an exception). */
  put(calendar: FakeCalendar, fields: Partial<FakeEvent> & Pick<FakeEvent, 'start' | 'end'>): FakeEvent {
    // An occurrence of a series has Google's instance id: `<series id>_<original start, basic UTC>`.
    const original = fields.originalStartTime;
    const instanceId =
      fields.recurringEventId && original
        ? `${fields.recurringEventId}_${
            original.date
              ? original.date.replaceAll('-', '')
              : new Date(instant(original))
                  .toISOString()
                  .replace(/\.\d{3}/, '')
                  .replace(/[-:]/g, '')
          }`
        : undefined;
    const id = fields.id ?? instanceId ?? eventId();
    const at = new Date(this.now()).toISOString();
    const event: FakeEvent = {
      kind: 'calendar#event',
      status: 'confirmed',
      iCalUID: `${fields.recurringEventId ?? id}@google.com`,
      htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      created: at,
      updated: at,
      organizer: { email: calendar.owner },
      sequence: 0,
      ...fields,
      id,
      etag: '',
      changed: 0,
      deleted: false,
      conferenceReads: 0,
    };
    if (fields.recurringEventId) {
      const master = calendar.events.get(fields.recurringEventId);
      if (master) event.iCalUID = master.iCalUID;
    }
    calendar.events.set(id, event);
    this.touch(calendar, event);
    return event;
  }

  /** Changes an event as its owner would; `status: 'cancelled'` on an exception cancels that occurrence. */
  update(calendar: FakeCalendar, event: FakeEvent, fields: Partial<FakeEvent>): FakeEvent {
    Object.assign(event, fields);
    if (fields.sequence === undefined) event.sequence += 1;
    this.touch(calendar, event);
    return event;
  }

  remove(calendar: FakeCalendar, event: FakeEvent): void {
    event.deleted = true;
    event.status = 'cancelled';
    this.touch(calendar, event);
  }

  /** The events of a calendar as they are (deleted ones left out unless asked). */
  eventsOf(calendarId: string, withDeleted = false): FakeEvent[] {
    const calendar = this.calendars.get(calendarId);
    return calendar ? [...calendar.events.values()].filter((e) => withDeleted || !e.deleted) : [];
  }

  /** An event as one account reads it: `self` on its own attendee and organizer, the conference moved on. */
  view(event: FakeEvent, reader: string, advance = true): object {
    const { changed: _c, deleted, conferenceReads: _r, ...shown } = event;
    if (deleted) {
      // A deleted event in an incremental sync: its id and status, little else.
      const { recurringEventId, originalStartTime } = shown;
      return {
        kind: shown.kind,
        id: shown.id,
        etag: shown.etag,
        status: 'cancelled',
        ...(recurringEventId ? { recurringEventId, originalStartTime } : {}),
      };
    }
    if (advance) this.advanceConference(event);
    const self = (email: string) => email.toLowerCase() === reader.toLowerCase();
    return {
      ...shown,
      ...(event.conferenceData ? { conferenceData: structuredClone(event.conferenceData) } : {}),
      organizer: { ...shown.organizer, ...(self(shown.organizer.email) ? { self: true } : {}) },
      ...(shown.attendees
        ? { attendees: shown.attendees.map((a) => (self(a.email) ? { ...a, self: true } : { ...a })) }
        : {}),
    };
  }

  /** A pending Meet conference turns to success (or failure) after `pendingReads` reads. */
  private advanceConference(event: FakeEvent): void {
    const request = event.conferenceData?.createRequest;
    if (!request || request.status.statusCode !== 'pending') return;
    if (event.conferenceReads < this.pendingReads) {
      event.conferenceReads += 1;
      return;
    }
    if (this.meetFails) {
      request.status.statusCode = 'failure';
      return;
    }
    const code = [3, 4, 3].map((n) => [...randomBytes(n)].map((b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join(''));
    const conferenceId = code.join('-');
    request.status.statusCode = 'success';
    event.conferenceData = {
      createRequest: request,
      conferenceId,
      conferenceSolution: {
        key: { type: 'hangoutsMeet' },
        name: 'Google Meet',
        iconUri:
          'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png',
      },
      entryPoints: [
        {
          entryPointType: 'video',
          uri: `https://meet.google.com/${conferenceId}`,
          label: `meet.google.com/${conferenceId}`,
        },
        { entryPointType: 'phone', uri: 'tel:+1-555-0100', label: '+1 555-0100', pin: '123456789' },
        { entryPointType: 'more', uri: `https://tel.meet/${conferenceId}?pin=123456789` },
      ],
    };
    event.hangoutLink = `https://meet.google.com/${conferenceId}`;
  }

  // ------------------------------------------------------------------ the REST calls

  /** Routes `/calendar/v3/…` for an account (its email) holding these scopes. */
  handle(method: string, url: URL, body: unknown, reader: string, scopes: Set<string>, ifMatch?: string): Answer {
    const parts = url.pathname.split('/').slice(3).map(decodeURIComponent);
    const has = (...any: string[]) => any.some((s) => scopes.has(`https://www.googleapis.com/auth/${s}`));
    const insufficient = () =>
      googleError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    if (parts[0] === 'users' && parts[1] === 'me' && parts[2] === 'calendarList' && parts.length === 3) {
      if (method !== 'GET') return notFound();
      if (!has('calendar', 'calendar.readonly', 'calendar.calendarlist', 'calendar.calendarlist.readonly'))
        return insufficient();
      return this.calendarList(url, reader);
    }
    const instancesOf = parts.length === 5 && parts[4] === 'instances' ? parts[3] : undefined;
    if (parts[0] !== 'calendars' || parts[2] !== 'events' || (parts.length > 4 && !instancesOf)) return notFound();
    if (
      !has(
        'calendar',
        'calendar.events',
        ...(method === 'GET' ? ['calendar.readonly', 'calendar.events.readonly'] : []),
      )
    )
      return insufficient();
    const calendarId = parts[1] === 'primary' ? reader : parts[1]!;
    const entry = (this.lists.get(reader) ?? []).find((e) => e.calendarId === calendarId);
    const calendar = this.calendars.get(calendarId);
    if (!entry || !calendar) return notFound();
    const id = parts[3];
    if (method !== 'GET' && !writable(entry.accessRole)) {
      return googleError(403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
    }
    if (instancesOf !== undefined)
      return method === 'GET' ? this.instances(calendar, instancesOf, url, reader) : notFound();
    if (id === undefined) {
      if (method === 'GET') return this.list(calendar, url, reader);
      if (method === 'POST') return this.insert(calendar, url, body, reader);
      return notFound();
    }
    let event = calendar.events.get(id);
    if (!event) {
      // An instance of a series not changed yet: readable by its id, and made an exception once written.
      const virtual = this.instance(calendar, id);
      if (!virtual) return notFound();
      if (method === 'GET') return { status: 200, body: this.view(virtual, reader, false) };
      event = this.put(calendar, virtual);
    }
    if (method === 'GET') return { status: 200, body: this.view(event, reader) };
    if (ifMatch && ifMatch !== event.etag) return googleError(412, 'conditionNotMet', 'Precondition Failed');
    if (method === 'DELETE') {
      if (event.deleted) return googleError(410, 'deleted', 'Resource has been deleted');
      this.remove(calendar, event);
      return { status: 204 };
    }
    if (method === 'PATCH' || method === 'PUT') {
      if (event.deleted) return googleError(410, 'deleted', 'Resource has been deleted');
      return this.patch(calendar, event, url, body, reader);
    }
    return notFound();
  }

  /**
   * A series' occurrences as Google computes them (its RRULE on the wall clock of its start's zone, less
   * its EXDATEs), each with its instance id `<series id>_<original start, basic UTC>`.
   */
  private occurrencesOf(master: FakeEvent): { id: string; start: number; end: number }[] {
    const zone = master.start.timeZone ?? 'UTC';
    const rule = (master.recurrence ?? []).find((l) => l.startsWith('RRULE:'));
    if (!rule || !master.start.dateTime || !master.end.dateTime) return [];
    const wallOf = (text: string) => ICAL.Time.fromDateTimeString(text.slice(0, 19));
    const first = wallOf(master.start.dateTime);
    const length = wallToUtc(wallOf(master.end.dateTime), zone) - wallToUtc(first, zone);
    const excluded = new Set<number>();
    for (const line of master.recurrence ?? []) {
      const match = /^EXDATE(?:;TZID=([^:;]+))?:(.+)$/.exec(line);
      if (!match) continue;
      for (const value of match[2]!.split(',')) {
        const utc = value.endsWith('Z');
        const time = ICAL.Time.fromDateTimeString(
          value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/, '$1-$2-$3T$4:$5:$6'),
        );
        excluded.add(utc ? wallToUtc(time, 'UTC') : wallToUtc(time, match[1] ?? zone));
      }
    }
    const iterator = ICAL.Recur.fromString(rule.slice('RRULE:'.length)).iterator(first);
    const out: { id: string; start: number; end: number }[] = [];
    for (let next = iterator.next(); next && out.length < 1000; next = iterator.next()) {
      const start = wallToUtc(next, zone);
      if (excluded.has(start)) continue;
      out.push({ id: `${master.id}_${basicUtc(start)}`, start, end: start + length });
    }
    return out;
  }

  /** An unchanged instance of a series by its id, as Google shows it (not stored: no exception yet). */
  private instance(calendar: FakeCalendar, id: string): FakeEvent | null {
    const match = /^(.+)_\d{8}T\d{6}Z$/.exec(id);
    const master = match ? calendar.events.get(match[1]!) : undefined;
    if (!master || master.deleted || !master.recurrence) return null;
    const found = this.occurrencesOf(master).find((o) => o.id === id);
    if (!found) return null;
    const zone = master.start.timeZone ?? 'UTC';
    const at = (ms: number) => ({ dateTime: new Date(ms).toISOString(), timeZone: zone });
    const { recurrence: _r, ...fields } = master;
    return {
      ...structuredClone(fields),
      id,
      recurringEventId: master.id,
      originalStartTime: at(found.start),
      start: at(found.start),
      end: at(found.end),
    };
  }

  /** events.instances: the series' occurrences, each its exception if it has one (cancelled ones with showDeleted). */
  private instances(calendar: FakeCalendar, eventId: string, url: URL, reader: string): Answer {
    const master = calendar.events.get(eventId);
    if (!master || master.deleted) return notFound();
    if (!master.recurrence) return { status: 200, body: { kind: 'calendar#events', items: [] } };
    const showDeleted = url.searchParams.get('showDeleted') === 'true';
    const original = url.searchParams.get('originalStart');
    const items = this.occurrencesOf(master)
      .filter((o) => original === null || Date.parse(original) === o.start)
      .map((o) => calendar.events.get(o.id) ?? this.instance(calendar, o.id)!)
      .filter((e) => showDeleted || !e.deleted)
      .map((e) => this.view(e, reader, false));
    return {
      status: 200,
      body: { kind: 'calendar#events', summary: calendar.summary, timeZone: calendar.timeZone, items },
    };
  }

  private calendarList(url: URL, reader: string): Answer {
    const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 250);
    const offset = unb64<{ o: number }>(url.searchParams.get('pageToken') ?? '')?.o ?? 0;
    const entries = this.lists.get(reader) ?? [];
    const page = entries.slice(offset, offset + max);
    const items = page.map((entry) => {
      const calendar = this.calendars.get(entry.calendarId)!;
      return {
        kind: 'calendar#calendarListEntry',
        etag: `"${calendar.counter}"`,
        id: calendar.id,
        summary: entry.primary ? reader : calendar.summary,
        timeZone: calendar.timeZone,
        colorId: '14',
        backgroundColor: '#9fe1e7',
        foregroundColor: '#000000',
        selected: true,
        accessRole: entry.accessRole,
        defaultReminders: [],
        ...(entry.primary ? { primary: true } : {}),
      };
    });
    const more = offset + max < entries.length;
    return {
      status: 200,
      body: {
        kind: 'calendar#calendarList',
        etag: `"${entries.length}"`,
        items,
        ...(more ? { nextPageToken: b64({ o: offset + max }) } : { nextSyncToken: b64({ list: entries.length }) }),
      },
    };
  }

  /** events.list: a full read (pages, then nextSyncToken), an incremental one (syncToken), or by iCalUID. */
  private list(calendar: FakeCalendar, url: URL, reader: string): Answer {
    const q = url.searchParams;
    const max = Math.min(Number(q.get('maxResults') ?? 250) || 250, 2500);
    const page = unb64<{ o: number; since: number; at: number; epoch: number }>(q.get('pageToken') ?? '');
    if (q.get('pageToken') && !page) return googleError(400, 'invalid', 'Invalid page token value.');
    const syncToken = q.get('syncToken');
    let since = page?.since ?? 0;
    const at = page?.at ?? calendar.counter;
    if (syncToken) {
      if (NOT_WITH_SYNC_TOKEN.some((name) => q.has(name))) {
        return googleError(
          400,
          'syncTokenWithRequestRestrictions',
          'Sync token cannot be used with other request restrictions.',
        );
      }
      const token = unb64<{ c: string; n: number; e: number }>(syncToken);
      if (!token || token.c !== calendar.id) return googleError(400, 'invalid', 'Invalid sync token value.');
      if (token.e !== calendar.epoch) {
        return googleError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
      }
      since = token.n;
    }
    if (page && page.epoch !== calendar.epoch) {
      return googleError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
    }
    const iCalUID = q.get('iCalUID');
    const timeMin = q.has('timeMin') ? Date.parse(q.get('timeMin')!) : -Infinity;
    const timeMax = q.has('timeMax') ? Date.parse(q.get('timeMax')!) : Infinity;
    const showDeleted = q.get('showDeleted') === 'true';
    const singleEvents = q.get('singleEvents') === 'true';
    if (singleEvents) return googleError(400, 'invalid', 'singleEvents is not served by this fake.');
    const incremental = syncToken !== null || since > 0;
    const matching = [...calendar.events.values()]
      .filter((e) => e.changed <= at)
      .filter((e) => {
        if (incremental) return e.changed > since;
        if (iCalUID !== null && e.iCalUID !== iCalUID) return false;
        // Deleted events only when asked; cancelled occurrences of a series always (singleEvents=false).
        if (e.deleted && !(showDeleted || (e.recurringEventId && !iCalUID))) return false;
        if (e.recurrence && !e.recurringEventId) return instant(e.start) < timeMax; // a series may reach any time
        return instant(e.end) > timeMin && instant(e.start) < timeMax;
      })
      .sort((a, b) => a.changed - b.changed);
    const offset = page?.o ?? 0;
    const items = matching.slice(offset, offset + max).map((e) => this.view(e, reader, false));
    const more = offset + max < matching.length;
    const next = more
      ? { nextPageToken: b64({ o: offset + max, since, at, epoch: calendar.epoch }) }
      : iCalUID !== null
        ? {}
        : { nextSyncToken: b64({ c: calendar.id, n: at, e: calendar.epoch }) };
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        etag: `"${at}"`,
        summary: calendar.summary,
        updated: new Date(this.now()).toISOString(),
        timeZone: calendar.timeZone,
        accessRole: (this.lists.get(reader) ?? []).find((l) => l.calendarId === calendar.id)?.accessRole,
        defaultReminders: [],
        items,
        ...next,
      },
    };
  }

  private insert(calendar: FakeCalendar, url: URL, body: unknown, reader: string): Answer {
    const input = (body ?? {}) as Partial<FakeEvent> & { conferenceData?: ConferenceData };
    if (input.id !== undefined && input.iCalUID !== undefined) {
      return googleError(400, 'invalid', 'Only one of id and iCalUID may be given.');
    }
    if (input.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(input.id)) {
      return googleError(400, 'invalid', 'Invalid resource id value.');
    }
    if (!input.start || !input.end || Number.isNaN(instant(input.start)) || Number.isNaN(instant(input.end))) {
      return googleError(400, 'required', 'Missing end time.');
    }
    if (instant(input.end) < instant(input.start))
      return googleError(400, 'timeRangeEmpty', 'The specified time range is empty.');
    const taken = [...calendar.events.values()].find(
      (e) => !e.deleted && (e.id === input.id || (input.iCalUID !== undefined && e.iCalUID === input.iCalUID)),
    );
    if (taken) return googleError(409, 'duplicate', 'The requested identifier already exists.');
    const { conferenceData, ...fields } = input;
    const event = this.put(calendar, {
      ...pick(fields),
      ...(input.iCalUID ? { iCalUID: input.iCalUID } : {}),
      ...(input.id ? { id: input.id } : {}),
      organizer: { email: calendar.id === reader ? reader : calendar.id },
      start: input.start,
      end: input.end,
    });
    if (url.searchParams.get('conferenceDataVersion') === '1') this.conference(event, conferenceData);
    return { status: 200, body: this.view(event, reader, false) };
  }

  private patch(calendar: FakeCalendar, event: FakeEvent, url: URL, body: unknown, reader: string): Answer {
    const input = (body ?? {}) as Partial<FakeEvent> & { conferenceData?: ConferenceData };
    if (input.iCalUID !== undefined && input.iCalUID !== event.iCalUID) {
      return googleError(400, 'invalid', 'The iCalUID of an event cannot be changed.');
    }
    const { conferenceData, ...fields } = input;
    Object.assign(event, pick(fields));
    if (url.searchParams.get('conferenceDataVersion') === '1' && conferenceData) this.conference(event, conferenceData);
    event.sequence += 1;
    this.touch(calendar, event);
    return { status: 200, body: this.view(event, reader, false) };
  }

  /** A createRequest starts a pending conference; the same requestId again is ignored. */
  private conference(event: FakeEvent, data: ConferenceData | undefined): void {
    const request = data?.createRequest;
    if (!request) return;
    if (event.conferenceData?.createRequest?.requestId === request.requestId) return;
    if (request.conferenceSolutionKey?.type !== 'hangoutsMeet') return;
    event.conferenceReads = 0;
    event.conferenceData = {
      createRequest: {
        requestId: request.requestId,
        conferenceSolutionKey: { type: 'hangoutsMeet' },
        status: { statusCode: 'pending' },
      },
    };
    delete event.hangoutLink;
  }
}

/** A wall time in an IANA zone as an instant (the later of two at a fall-back, moved on at a gap). */
function wallToUtc(time: ICAL.Time, zone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offset = (at: number) => offsetAt(zone, at);
  let guess = wall - offset(wall);
  guess = wall - offset(guess);
  return guess;
}

/** An instant as Google's instance id suffix: 20271021T080000Z. */
const basicUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/** The fields a client may write. */
function pick(input: Partial<FakeEvent>): Partial<FakeEvent> {
  const names = [
    'summary',
    'description',
    'location',
    'start',
    'end',
    'recurrence',
    'transparency',
    'attendees',
    'status',
  ] as const;
  const out: Partial<FakeEvent> = {};
  for (const name of names) if (input[name] !== undefined) Object.assign(out, { [name]: input[name] });
  return out;
}
