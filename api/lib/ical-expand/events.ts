import type ICAL from 'ical.js';
import { eventName } from './limits.ts';
import { type Length, type WallTime, dayOf, parseDuration, parseWallTime, tzidOf, wallTimesOf } from './values.ts';
import type { ZoneContext, ZoneReader } from './zones.ts';

/** One VEVENT, read: what its expansion needs and nothing else. Throws when it cannot be read. */
export interface EventData {
  uid: string;
  /** How the host knows it: its summary, else its UID (read only when it is needed). */
  name: () => string;
  start: WallTime;
  /** DTSTART's zone (the host's for a DATE or a floating time). */
  read: ZoneReader;
  /** From DTEND or DURATION; null when the event gives neither. */
  length: Length | null;
  recurrenceId: WallTime | null;
  rules: ICAL.Recur[];
  /** The raw UNTIL of each rule (index-aligned with `rules`), null when none. */
  untils: (WallTime | null)[];
  rdates: { value: WallTime; length: Length | null }[];
  exdates: WallTime[];
  /** Not TRANSPARENT, not CANCELLED, not declined by the host. */
  busy: boolean;
  /** Out of office where the calendar says so (`X-MICROSOFT-CDO-BUSYSTATUS:OOF`, ADR 055). */
  away: boolean;
}

/** The property Outlook writes on an out-of-office event, and Kairos on Google's and Microsoft's. */
export const AWAY_PROPERTY = 'X-MICROSOFT-CDO-BUSYSTATUS';

const FREQUENCIES = new Set<string>(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);

function rawOf(event: ICAL.Component, name: string): unknown {
  return event.getFirstProperty(name)?.jCal[3];
}

function upper(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function addressOf(value: unknown): string {
  return typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/^mailto:/, '')
    : '';
}

/** Whether the host (one of `hostEmails`, lower case) declined this invitation. */
function declinedByHost(event: ICAL.Component, hostEmails: ReadonlySet<string>): boolean {
  if (hostEmails.size === 0) return false;
  return event.getAllProperties('attendee').some((attendee) => {
    if (upper(attendee.getParameter('partstat')) !== 'DECLINED') return false;
    const email = attendee.getParameter('email');
    return hostEmails.has(addressOf(attendee.jCal[3])) || hostEmails.has(addressOf(email));
  });
}

function isBusy(event: ICAL.Component, hostEmails: ReadonlySet<string>): boolean {
  if (upper(rawOf(event, 'status')) === 'CANCELLED') return false;
  if (upper(rawOf(event, 'transp')) === 'TRANSPARENT') return false;
  return !declinedByHost(event, hostEmails);
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`unreadable ${what}`);
  return value;
}

/** The length DTEND gives: whole days between two DATEs, else the exact time between two instants. */
function lengthFromEnd(start: WallTime, end: WallTime, zones: ZoneContext, read: ZoneReader): Length {
  const length =
    start.date && end.date
      ? { days: dayOf(end.wall) - dayOf(start.wall), ms: 0 }
      : { days: 0, ms: zones.instantOf(end, read) - read(start.wall) };
  if (length.days < 0 || length.ms < 0) throw new Error('DTEND before DTSTART');
  return length;
}

function readPeriod(raw: unknown, tzid: string | null, zones: ZoneContext, read: ZoneReader) {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const value = parseWallTime(raw[0], tzid);
  if (!value) return null;
  const duration = parseDuration(raw[1]);
  if (duration) return { value, length: duration };
  const end = parseWallTime(raw[1], tzid);
  return end ? { value, length: lengthFromEnd(value, end, zones, zones.readerOf(value, read)) } : null;
}

export function readEvent(event: ICAL.Component, zones: ZoneContext, hostEmails: ReadonlySet<string>): EventData {
  const dtstart = required(event.getFirstProperty('dtstart'), 'DTSTART');
  const start = required(parseWallTime(dtstart.jCal[3], tzidOf(dtstart)), 'DTSTART');
  const read = zones.readerOf(start);

  let length: Length | null = null;
  const dtend = event.getFirstProperty('dtend');
  if (dtend) {
    const end = required(parseWallTime(dtend.jCal[3], tzidOf(dtend)), 'DTEND');
    length = lengthFromEnd(start, end, zones, read);
  } else if (event.hasProperty('duration')) {
    length = required(parseDuration(rawOf(event, 'duration')), 'DURATION');
  }

  const ridProp = event.getFirstProperty('recurrence-id');
  const recurrenceId = ridProp ? required(parseWallTime(ridProp.jCal[3], tzidOf(ridProp)), 'RECURRENCE-ID') : null;

  const rules: ICAL.Recur[] = [];
  const untils: (WallTime | null)[] = [];
  // An override's own RRULE is ignored: RFC 5545 gives it none, and it is one occurrence.
  if (!recurrenceId) {
    for (const prop of event.getAllProperties('rrule')) {
      const recur = prop.getFirstValue() as ICAL.Recur;
      if (!FREQUENCIES.has(recur.freq)) throw new Error('RRULE without a known FREQ');
      // ical.js reads COUNT=0 as no COUNT at all: an endless series from a rule that means none.
      if (recur.count !== null && !(Number.isInteger(recur.count) && recur.count > 0)) throw new Error('bad COUNT');
      const rawUntil = (prop.jCal[3] as { until?: unknown }).until;
      rules.push(recur);
      untils.push(rawUntil === undefined ? null : required(parseWallTime(rawUntil, null), 'UNTIL'));
    }
  }

  const rdates: EventData['rdates'] = [];
  const exdates: WallTime[] = [];
  if (!recurrenceId) {
    for (const prop of event.getAllProperties('rdate')) {
      if (prop.type === 'period') {
        for (const raw of prop.jCal.slice(3))
          rdates.push(required(readPeriod(raw, tzidOf(prop), zones, read), 'RDATE'));
      } else {
        for (const value of required(wallTimesOf(prop), 'RDATE')) rdates.push({ value, length: null });
      }
    }
    for (const prop of event.getAllProperties('exdate')) exdates.push(...required(wallTimesOf(prop), 'EXDATE'));
  }

  const uid = rawOf(event, 'uid');
  return {
    uid: typeof uid === 'string' ? uid : '',
    name: () => eventName(event),
    start,
    read,
    length,
    recurrenceId,
    rules,
    untils,
    rdates,
    exdates,
    busy: isBusy(event, hostEmails),
    away: upper(rawOf(event, AWAY_PROPERTY.toLowerCase())) === 'OOF',
  };
}
