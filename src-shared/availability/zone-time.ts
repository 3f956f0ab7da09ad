/**
 * Wall-clock ↔ instant conversions for an IANA zone with nothing but Intl (no date library).
 * Instants are milliseconds since the epoch; local dates are day numbers (days since 1970-01-01 of
 * the local calendar); local times of day are minutes after local midnight.
 */

const MINUTE = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** 'MM/DD/YYYY, HH:MM:SS', what the en-US formatter writes for years 1000–9999. */
const FORMATTED = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

function wallClockOf(zone: string, instant: number): number {
  const formatter = formatterFor(zone);
  // format() and a fixed pattern cost a quarter of formatToParts(); other years take the long way.
  const m = FORMATTED.exec(formatter.format(instant));
  if (m) return Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6]));
  const part = (type: string) => Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = new Date(0);
  wall.setUTCFullYear(part('year'), part('month') - 1, part('day'));
  return wall.setUTCHours(part('hour'), part('minute'), part('second'));
}

/** Offsets already looked up, per zone and instant: exact (an instant's offset never changes), bounded. */
const known = new Map<string, Map<number, number>>();
const KNOWN_PER_ZONE = 20_000;

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC), to the second. */
export function offsetAt(zone: string, instant: number): number {
  let offsets = known.get(zone);
  if (!offsets) known.set(zone, (offsets = new Map()));
  let offset = offsets.get(instant);
  if (offset === undefined) {
    offset = wallClockOf(zone, instant) - Math.floor(instant / 1000) * 1000;
    if (offsets.size >= KNOWN_PER_ZONE) offsets.clear();
    offsets.set(instant, offset);
  }
  return offset;
}

/** The local day number of an instant in the zone. */
export function localDayOf(zone: string, instant: number): number {
  return Math.floor((instant + offsetAt(zone, instant)) / DAY_MS);
}

/**
 * The instant of a wall-clock time (`day` plus `minute`, which may be 1440 = the next midnight),
 * with Temporal's 'compatible' disambiguation: a time that happens twice (fall back) is the
 * earlier one; a time that does not exist (spring forward) is moved on by the length of the gap.
 */
export function wallToInstant(zone: string, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE;
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  if (before === after) {
    // No transition nearby (the common case): still confirm, as a zone could change twice.
    const t = wall - before;
    if (offsetAt(zone, t) === before) return t;
  }
  const earlier = wall - before;
  const later = wall - after;
  const earlierValid = offsetAt(zone, earlier) === before;
  const laterValid = offsetAt(zone, later) === after;
  if (earlierValid && laterValid) return Math.min(earlier, later);
  if (earlierValid) return earlier;
  if (laterValid) return later;
  // In the gap: the wall time read with the offset before the transition lands after it.
  return wall - before;
}

/** 'YYYY-MM-DD' of a day number. */
export function dayToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
/** The day number of 'YYYY-MM-DD'. */
export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}
/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const knownZones = new Map<string, boolean>();

/** Whether this runtime's ICU knows the IANA zone id (checked as given: ids are never rewritten). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Remembered: building a formatter is costly, and every booking and schedule asks. Bounded, as
    // the ids come from clients.
    if (knownZones.size < 2_000) knownZones.set(zone, known);
  }
  return known;
}
