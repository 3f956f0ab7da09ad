import type ICAL from 'ical.js';
import { DAY_MS } from '#shared/availability/zone-time.ts';

/**
 * iCalendar values read from ical.js's jCal strings, strictly: anything that is not a real date,
 * date-time or duration is `null`, and the caller skips the component it came from.
 */

/** A DATE or DATE-TIME as written: its wall clock (ms, the components read as if UTC) and its zone. */
export interface WallTime {
  /** Date.UTC of the written components; for a DATE, its midnight. */
  wall: number;
  /** VALUE=DATE: a whole day, read in the host's zone whatever TZID says. */
  date: boolean;
  /** Written with a trailing Z. */
  utc: boolean;
  /** The TZID parameter, or null (a floating time, or a DATE, or UTC). */
  tzid: string | null;
}

/** A length: whole days added to the wall clock (nominal, RFC 5545 3.3.6), then exact milliseconds. */
export interface Length {
  days: number;
  ms: number;
}

// jCal as ical.js writes it: 2025-01-06, 2025-01-06T09:00:00, 2025-01-06T09:00:00Z. "2025-01-06T::"
// is what ical.js makes of a DATE written without VALUE=DATE (DTSTART:20250106), which some
// producers do: read as the DATE it is.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(?:(\d{2}):(\d{2}):(\d{2})(Z)?|::))?$/;

export function parseWallTime(raw: unknown, tzid: string | null): WallTime | null {
  if (typeof raw !== 'string') return null;
  const m = DATE_TIME.exec(raw);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = m[4] === undefined;
  const [hour, minute] = date ? [0, 0] : [Number(m[4]), Number(m[5])];
  // A leap second (:60) is read as :59.
  const second = date ? 0 : Math.min(59, Number(m[6]));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const stamp = new Date(0);
  stamp.setUTCFullYear(year, month - 1, day);
  if (stamp.getUTCDate() !== day) return null; // 31 April, 30 February
  const wall = stamp.setUTCHours(hour, minute, second, 0);
  const utc = m[7] === 'Z';
  return { wall, date, utc, tzid: date || utc ? null : tzid };
}

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** A DURATION value; null when unreadable or negative (an event cannot end before it starts). */
export function parseDuration(raw: unknown): Length | null {
  if (typeof raw !== 'string' || raw === 'P' || raw.endsWith('T')) return null;
  const m = DURATION.exec(raw);
  if (!m) return null;
  const n = (i: number) => Number(m[i] ?? 0);
  const days = n(2) * 7 + n(3);
  const ms = ((n(4) * 60 + n(5)) * 60 + n(6)) * 1000;
  if (m[1] === '-' && (days > 0 || ms > 0)) return null;
  return { days, ms };
}

/** The TZID parameter of a property, or null. */
export function tzidOf(prop: ICAL.Property): string | null {
  const tzid = prop.getParameter('tzid');
  const value = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Every value of a property (EXDATE and RDATE may hold several) as wall times; null if any is bad. */
export function wallTimesOf(prop: ICAL.Property): WallTime[] | null {
  const tzid = tzidOf(prop);
  const out: WallTime[] = [];
  for (const raw of prop.jCal.slice(3)) {
    const value = parseWallTime(raw, tzid);
    if (!value) return null;
    out.push(value);
  }
  return out;
}

/** The local day number of a wall time (days since 1970-01-01 of its own calendar). */
export function dayOf(wall: number): number {
  return Math.floor(wall / DAY_MS);
}
