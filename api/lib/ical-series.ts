import { seriesStarts } from '#shared/availability/recurrence.ts';
import { DAY_MS, offsetAt } from '#shared/availability/zone-time.ts';
import { type ICalComponent, type ICalProperty, icalLocal } from '#shared/icalendar.ts';
import type { RecurrenceFrequency } from '#shared/schemas/recurrence.ts';

/**
 * A recurring booking as one iCalendar event (issue 43, ADR 054): a master VEVENT whose DTSTART and
 * DTEND are on the host's wall clock (TZID, with its VTIMEZONE made from the same zone code as open
 * times, so every calendar expands the same dates), an RRULE of the booked rule (FREQ, INTERVAL,
 * COUNT), an EXDATE for each date not held (left out when booked, cancelled since), and an override
 * (RECURRENCE-ID) for each occurrence moved. A CANCEL of one occurrence is its RECURRENCE-ID alone;
 * of every one, the master. Written through the one encoder (`#shared/icalendar.ts`, ADR 017).
 */

export interface SeriesOccurrence {
  /** Its place in the rule, from 0. */
  index: number;
  /** Its start as the rule has it: its RECURRENCE-ID. */
  originalStart: Date;
  start: Date;
  end: Date;
  /** Cancelled (or declined): an EXDATE, no longer an event. */
  cancelled: boolean;
}

export interface CalendarSeries {
  uid: string;
  timeZone: string;
  frequency: RecurrenceFrequency;
  interval: number;
  /** The rule's COUNT (its dates, the ones left out included). */
  count: number;
  firstStart: Date;
  /** The event's length in ms (the master's DTEND). */
  duration: number;
  sequence: number;
  /** The occurrences booked, in the rule's order. */
  occurrences: SeriesOccurrence[];
  /** The occurrence the message is about (its place in the rule): a CANCEL names it. */
  about: number;
  /**
   * "This and the following" were cancelled: while any occurrence is left, the message is the
   * shortened series (METHOD:REQUEST, its COUNT ending before `about`), not a CANCEL of one date.
   */
  shortened?: boolean;
}

/** Whether a cancellation's copies are the series shortened (an update) rather than a CANCEL. */
export function shortensSeries(booking: { series?: CalendarSeries }): boolean {
  const series = booking.series;
  return series?.shortened === true && series.occurrences.some((o) => !o.cancelled && o.index < series.count);
}

const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const;

/** A wall-clock DATE-TIME property in the series' zone. */
function zoned(name: string, instant: Date, zone: string): ICalProperty {
  const t = instant.getTime();
  return [name, icalLocal(t, offsetAt(zone, t)), { TZID: zone }];
}

/** The instant the zone's offset changes between `from` and `to` (offsets differ there), to the second. */
function changeBetween(zone: string, from: number, to: number): number {
  const before = offsetAt(zone, from);
  let [lo, hi] = [from, to];
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The zone's VTIMEZONE over [from, to]: its offset at `from`, then each change in the span, found day
 * by day with the open times' own offsets (Intl's data), each as an observance of its own.
 */
export function vtimezone(zone: string, from: number, to: number): ICalComponent {
  const changes: { at: number; before: number; after: number }[] = [];
  let offset = offsetAt(zone, from);
  const seen = [offset];
  for (let t = from + DAY_MS; t < to + DAY_MS; t += DAY_MS) {
    const next = offsetAt(zone, t);
    seen.push(next);
    if (next !== offset) {
      changes.push({ at: changeBetween(zone, t - DAY_MS, t), before: offset, after: next });
      offset = next;
    }
  }
  // The smallest offset of the span is standard time; anything more is daylight saving.
  const standard = Math.min(...seen);
  const observance = (at: number, before: number, after: number): ICalComponent => ({
    name: after > standard ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      ['DTSTART', icalLocal(at, before)],
      ['TZOFFSETFROM', { utcOffset: Math.round(before / 1000) }],
      ['TZOFFSETTO', { utcOffset: Math.round(after / 1000) }],
    ],
  });
  const first = offsetAt(zone, from);
  return {
    name: 'VTIMEZONE',
    properties: [['TZID', zone]],
    components: [observance(from, first, first), ...changes.map((c) => observance(c.at, c.before, c.after))],
  };
}

/** Every date of the rule, by its place. */
function ruleDates(series: CalendarSeries): number[] {
  const rule = { frequency: series.frequency, interval: series.interval };
  return seriesStarts(series.timeZone, series.firstStart.getTime(), rule, series.count);
}

/** The properties a series' event replaces in a booking's: its identity, times and status. */
const REPLACED = new Set(['UID', 'SEQUENCE', 'DTSTART', 'DTEND', 'STATUS', 'RECURRENCE-ID', 'RRULE', 'EXDATE']);

/**
 * The series' components for a message or a calendar: its VTIMEZONE, then for a CANCEL the cancelled
 * occurrence (or the master when nothing of the series is left), else the master with its RRULE and
 * EXDATEs and each moved occurrence. `event` is the booking's own VEVENT (who, what, where), `uid` the
 * series' iCalendar UID.
 */
export function seriesComponents(event: ICalComponent, series: CalendarSeries, uid: string, cancel: boolean) {
  const zone = series.timeZone;
  const dates = ruleDates(series);
  const byIndex = new Map(series.occurrences.map((o) => [o.index, o]));
  const last = Math.max(dates.at(-1) ?? 0, ...series.occurrences.map((o) => o.end.getTime()));
  const timezone = vtimezone(zone, series.firstStart.getTime() - DAY_MS, last + DAY_MS);
  const kept = event.properties.filter(([name]) => !REPLACED.has(name));
  const head: ICalProperty[] = [
    ['UID', uid],
    ['SEQUENCE', series.sequence],
  ];
  const left = series.occurrences.filter((o) => !o.cancelled && o.index < series.count);

  if (cancel && left.length > 0) {
    const about = byIndex.get(series.about);
    const original = new Date(dates[series.about] ?? about?.originalStart.getTime() ?? series.firstStart.getTime());
    const start = about?.start ?? original;
    const end = about?.end ?? new Date(original.getTime() + series.duration);
    const one: ICalComponent = {
      name: 'VEVENT',
      properties: [
        ...head,
        zoned('RECURRENCE-ID', original, zone),
        zoned('DTSTART', start, zone),
        zoned('DTEND', end, zone),
        ...kept,
        ['STATUS', 'CANCELLED'],
      ],
    };
    return [timezone, one];
  }

  const master: ICalComponent = {
    name: 'VEVENT',
    properties: [
      ...head,
      zoned('DTSTART', series.firstStart, zone),
      zoned('DTEND', new Date(series.firstStart.getTime() + series.duration), zone),
      ['RRULE', { recur: { freq: FREQ[series.frequency], interval: series.interval, count: series.count } }],
      // Each date not held: never booked (skipped when booked) or cancelled since.
      ...dates.flatMap((date, index): ICalProperty[] => {
        const occurrence = byIndex.get(index);
        return occurrence && !occurrence.cancelled ? [] : [zoned('EXDATE', new Date(date), zone)];
      }),
      ...kept,
      ['STATUS', cancel ? 'CANCELLED' : 'CONFIRMED'],
    ],
  };
  if (cancel) return [timezone, master];
  const moved = left.filter((o) => o.start.getTime() !== (dates[o.index] ?? o.originalStart.getTime()));
  const overrides = moved.map((o): ICalComponent => ({
    name: 'VEVENT',
    properties: [
      ...head,
      zoned('RECURRENCE-ID', new Date(dates[o.index] ?? o.originalStart.getTime()), zone),
      zoned('DTSTART', o.start, zone),
      zoned('DTEND', o.end, zone),
      ...kept,
      ['STATUS', 'CONFIRMED'],
    ],
  }));
  return [timezone, master, ...overrides];
}
