import { dateTimeFormat } from '#shared/date-formats.ts';
import { type ICalComponent, type ICalProperty, icalDateTime, icalendar } from '#shared/icalendar.ts';
import type { GoogleEvent, GoogleEventTime } from '../../../../lib/google-calendar.ts';
import { AWAY_PROPERTY } from '../../../../lib/ical-expand/events.ts';

/**
 * Google events as the calendar objects Kairos keeps (ADR 049): every event becomes a small
 * iCalendar text, so what follows (expansion in the worker, the caches, the booking's own UID never
 * blocking itself, all-day events as the host's local day) is what CalDAV already has. A series is
 * ONE object (href: the series' event id) holding its master, with Google's `recurrence` lines as
 * they are, and its exceptions as RECURRENCE-ID overrides, since the expansion finds a series'
 * overrides within one text.
 *
 * The busy rules (`blocks`): an event blocks unless it is cancelled, transparent ("Free") or declined
 * by the account itself. Occurrences of a series block like single events (cal.com #28847). An
 * `outOfOffice` event is marked X-MICROSOFT-CDO-BUSYSTATUS:OOF: the host is away those days (ADR 055).
 */

/** Google's id of one occurrence of a series: `<series id>_<original start>`. */
const INSTANCE_ID = /^(.+)_\d{8}(T\d{6}Z?)?$/;

/** Whether an event makes the account's owner busy. */
export function blocks(event: GoogleEvent): boolean {
  if (event.status === 'cancelled') return false;
  if (event.transparency === 'transparent') return false;
  return !(event.attendees ?? []).some((a) => a.self === true && a.responseStatus === 'declined');
}

/** The object (its href) an event belongs to: its series', or its own. */
export function seriesOf(event: GoogleEvent): string {
  if (event.recurringEventId) return event.recurringEventId;
  // A deleted occurrence may come with its id alone: Google's instance ids are `<series>_<start>`.
  const instance = INSTANCE_ID.exec(event.id);
  return event.status === 'cancelled' && instance ? instance[1]! : event.id;
}

/** An occurrence's original start as a RECURRENCE-ID key, from `originalStartTime` or the instance id. */
function recurrenceIdOf(event: GoogleEvent): ICalProperty | null {
  const original = event.originalStartTime;
  if (original) return time('RECURRENCE-ID', original);
  const suffix = /_(\d{8})(T\d{6})Z?$/.exec(event.id);
  if (suffix) return ['RECURRENCE-ID', { uri: `${suffix[1]}${suffix[2]}Z` }];
  const day = /_(\d{8})$/.exec(event.id);
  return day ? ['RECURRENCE-ID', { uri: day[1]! }, { VALUE: 'DATE' }] : null;
}

/** The wall time of an instant in an IANA zone, as 20261201T100000 (null: the zone is unknown). */
function wallIn(instant: number, zone: string): string | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
  } catch {
    return null;
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}

/**
 * DTSTART/DTEND/RECURRENCE-ID: an all-day `date` as VALUE=DATE (the host's local day), a `dateTime`
 * in UTC, or (`zoned`, a series' master) as a wall time in its zone, so its occurrences keep their
 * local time across daylight-saving changes.
 */
function time(name: string, value: GoogleEventTime, zoned = false): ICalProperty {
  if (value.date) return [name, { uri: value.date.replaceAll('-', '') }, { VALUE: 'DATE' }];
  const instant = Date.parse(value.dateTime ?? '');
  if (!Number.isFinite(instant)) throw new Error(`unreadable ${name}`);
  const wall = zoned && value.timeZone ? wallIn(instant, value.timeZone) : null;
  if (wall) return [name, { uri: wall }, { TZID: value.timeZone! }];
  return [name, new Date(instant)];
}

/** Google's recurrence lines (RRULE, EXRULE, RDATE, EXDATE) as properties; anything else is left out. */
function recurrenceLines(lines: readonly string[]): ICalProperty[] {
  const out: ICalProperty[] = [];
  for (const line of lines) {
    const match = /^(RRULE|EXRULE|RDATE|EXDATE)((?:;[A-Za-z-]+=[^;:"\r\n]+)*):([^\r\n]+)$/.exec(line.trim());
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const param of match[2]!.split(';').slice(1)) {
      const [key, value] = param.split('=') as [string, string];
      params[key.toUpperCase()] = value;
    }
    out.push([match[1]!, { uri: match[3]! }, params]);
  }
  return out;
}

/** One event as a VEVENT (an exception with its RECURRENCE-ID); null when it has no times to read. */
export function veventOf(event: GoogleEvent, uid: string): ICalComponent | null {
  const instance = event.status === 'cancelled' && INSTANCE_ID.test(event.id);
  const recurrenceId = event.recurringEventId || event.originalStartTime || instance ? recurrenceIdOf(event) : null;
  const cancelled = event.status === 'cancelled';
  if (cancelled && recurrenceId) {
    // A cancelled occurrence: an override that frees its time.
    return {
      name: 'VEVENT',
      properties: [
        ['UID', uid],
        ['DTSTAMP', new Date(0)],
        recurrenceId,
        ['DTSTART', recurrenceId[1], recurrenceId[2]],
        ['STATUS', 'CANCELLED'],
      ],
    };
  }
  if (!event.start || !event.end) return null;
  const master = (event.recurrence?.length ?? 0) > 0 && !recurrenceId;
  return {
    name: 'VEVENT',
    properties: [
      ['UID', uid],
      ['DTSTAMP', new Date(0)],
      time('DTSTART', event.start, master),
      time('DTEND', event.end, master),
      ...(recurrenceId ? [recurrenceId] : []),
      ...(master ? recurrenceLines(event.recurrence ?? []) : []),
      ['SUMMARY', event.summary ?? null],
      ...(blocks(event) ? [] : ([['TRANSP', 'TRANSPARENT']] as ICalProperty[])),
      // Google's out-of-office event: the host is away (ADR 055), as Outlook marks it in iCalendar.
      ...(event.eventType === 'outOfOffice' ? ([[AWAY_PROPERTY, 'OOF']] as ICalProperty[]) : []),
    ],
  };
}

/** One object's events: the master (key '') and each occurrence by its RECURRENCE-ID. */
export type SeriesParts = Map<string, ICalComponent>;

const keyOf = (component: ICalComponent): string => {
  const rid = component.properties.find(([name]) => name === 'RECURRENCE-ID');
  if (!rid) return '';
  const value = rid[1];
  if (value instanceof Date) return icalDateTime(value);
  if (typeof value === 'object' && value) return 'uri' in value ? value.uri : 'local' in value ? value.local : '';
  return String(value);
};

/** An object's iCalendar text from its parts (the master first). */
export function textOf(parts: SeriesParts): string {
  const components = [...parts.entries()].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1));
  return icalendar({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//Kairos//Google Calendar//EN'],
    ],
    components: components.map(([, c]) => c),
  });
}

/**
 * Applies events to an object's parts: a master (or a single event) replaces the master, an
 * occurrence its override. Answers false when the object is to go: a deleted series or single
 * event, or a single event that does not block (a series' master stays, marked free, so that its
 * cancelled and moved occurrences keep their meaning).
 */
export function applyEvent(parts: SeriesParts, event: GoogleEvent): boolean {
  const uid = event.iCalUID ?? [...parts.values()][0]?.properties.find(([n]) => n === 'UID')?.[1];
  const component = veventOf(event, typeof uid === 'string' ? uid : `${seriesOf(event)}@google.com`);
  const occurrence = Boolean(event.recurringEventId || (component && keyOf(component) !== ''));
  if (!occurrence) {
    if (event.status === 'cancelled' || !component) return false;
    const recurring = (event.recurrence?.length ?? 0) > 0;
    if (!recurring) {
      // A single event: kept only when it blocks.
      parts.clear();
      if (!blocks(event)) return false;
    }
    parts.set('', component);
    return true;
  }
  if (!component) return parts.size > 0;
  parts.set(keyOf(component), component);
  return true;
}

/** An object's parts from the text this module wrote (its VEVENT blocks, by RECURRENCE-ID). */
export function partsOf(text: string): SeriesParts {
  const parts: SeriesParts = new Map();
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  for (const block of unfolded.split('BEGIN:VEVENT\r\n').slice(1)) {
    const lines = block.split('END:VEVENT')[0]!.split('\r\n').filter(Boolean);
    const properties: ICalProperty[] = [];
    for (const line of lines) {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const head = line.slice(0, colon);
      const [name, ...params] = head.split(';');
      const paramMap = Object.fromEntries(
        params.map((p) => {
          const [key, value = ''] = p.split('=') as [string, string?];
          return [key, value.replace(/^"(.*)"$/, '$1')];
        }),
      );
      properties.push([name!, { uri: line.slice(colon + 1) }, paramMap]);
    }
    const component: ICalComponent = { name: 'VEVENT', properties };
    parts.set(keyOf(component), component);
  }
  return parts;
}
