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

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC), to the second. */
export function offsetAt(zone: string, instant: number): number {
  const parts = formatterFor(zone).formatToParts(instant);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of parts) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
    }
  }
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Years 0–99 would be read as 1900–1999 by Date.UTC; instants that far back are not asked for.
  return wall - Math.floor(instant / 1000) * 1000;
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
