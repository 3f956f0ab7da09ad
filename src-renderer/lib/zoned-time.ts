/**
 * Time-zone arithmetic in the browser with Intl alone (no date library: it would cost the booking
 * page's JavaScript budget), on top of the conversions the open-times engine uses. Dates are
 * 'YYYY-MM-DD' strings, times of day minutes since midnight, instants milliseconds since the epoch.
 */
import {
  DAY_MS,
  dateToDay,
  dayToDate,
  offsetAt,
  wallToInstant,
  weekdayOf as weekdayOfDay,
} from '#shared/availability/zone-time.ts';
import { isValidTimeZone } from '#shared/availability/zone-time.ts';
import { getDisplayLocale } from './display-locale.ts';

const MINUTE_MS = 60_000;

/** Whether the browser knows `zone` as an IANA time zone. */
export { isValidTimeZone as isValidZone };

/**
 * Browsers name some zones only by their old names (Chromium says Asia/Katmandu for
 * Asia/Kathmandu). People search for, and hosts expect, today's names.
 */
const MODERN_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Today's name of a zone the browser may give by its old one. */
export function modernZoneName(zone: string): string {
  const modern = MODERN_NAMES[zone];
  return modern && isValidTimeZone(modern) ? modern : zone;
}

/** The browser's own zone (by its modern name), or UTC when it cannot say. */
export function browserZone(): string {
  try {
    return modernZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

export interface WallTime {
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The wall-clock date and time in `zone` at `instant`. */
export function wallTime(instant: number, zone: string): WallTime {
  const local = instant + offsetAt(zone, instant);
  const day = Math.floor(local / DAY_MS);
  return { date: dayToDate(day), minutes: Math.floor((local - day * DAY_MS) / MINUTE_MS) };
}

/** Midnight UTC of a 'YYYY-MM-DD' date, as an epoch value. */
export function dateToUtcMs(date: string): number {
  return dateToDay(date) * DAY_MS;
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return dayToDate(dateToDay(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return weekdayOfDay(dateToDay(date));
}

/**
 * The instant a wall-clock time in `zone` names (minutes may be 1440, the next midnight). A time
 * skipped by a clock change counts as the same time after the change (02:30 on a spring-forward
 * night is 03:30); a time that happens twice is its first occurrence: Temporal's 'compatible'.
 */
export function wallToUtc(zone: string, date: string, minutes: number): number {
  return wallToInstant(zone, dateToDay(date), minutes);
}

/** 'GMT+5:45', 'GMT-4', 'GMT' for `zone` at `instant`. */
export function offsetLabel(instant: number, zone: string): string {
  const total = Math.round(offsetAt(zone, instant) / MINUTE_MS);
  if (total === 0) return 'GMT';
  const sign = total > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(total) / 60);
  const minutes = Math.abs(total) % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/*
 * The language dates and times are written in (ADR 030, `lib/display-locale.ts`): English keeps its two
 * forms ('9:00 AM', 'Tuesday 16 June'); any other locale is Intl's own.
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A time of day as people read it: '9:00 AM' or '09:00'. */
export function formatTime(instant: number, zone: string, hour12: boolean): string {
  const displayLocale = getDisplayLocale();
  const key = `${displayLocale}|${zone}|${hour12}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(displayLocale === 'en' ? 'en-US' : displayLocale, {
      timeZone: zone,
      hour: hour12 ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: hour12 ? 'h12' : 'h23',
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** Whether the page's language writes times with AM/PM (English: as the browser's own locale does). */
export function localePrefers12h(): boolean {
  const displayLocale = getDisplayLocale();
  try {
    const locale = displayLocale === 'en' ? undefined : displayLocale;
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h12' || cycle === 'h11';
  } catch {
    return false;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A 'YYYY-MM-DD' date in words, e.g. { weekday: 'long', day: 'numeric', month: 'long' }. */
export function formatDate(date: string, options: Intl.DateTimeFormatOptions): string {
  const displayLocale = getDisplayLocale();
  const key = `${displayLocale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(displayLocale === 'en' ? 'en-GB' : displayLocale, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(dateToUtcMs(date)));
}
