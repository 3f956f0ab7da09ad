// A recurring booking's contract (issue 43, ADR 054): the series as a booking event carries it and as
// its invites write it. Types and pure functions only.
import type { CalendarSeries } from '../../../lib/ical-series.ts';
import { seriesStarts } from '#shared/availability/recurrence.ts';
import type { RecurrenceFrequency } from '#shared/schemas/recurrence.ts';

/** What a series change is about: the whole series (booked, approved), one occurrence, or the rest from one. */
export type SeriesScope = 'whole' | 'one' | 'rest';

/** A series as an event carries it (JSON): the rule, and every occurrence booked as it now is. */
export interface SeriesSnapshot {
  uid: string;
  frequency: RecurrenceFrequency;
  interval: number;
  count: number;
  timeZone: string;
  firstStart: string;
  /** The event's length in ms. */
  duration: number;
  sequence: number;
  occurrences: {
    uid: string;
    index: number;
    originalStart: string;
    start: string;
    end: string;
    status: string;
  }[];
  scope: SeriesScope;
  /** "This and the following" (scope `rest`): the uids this change cancelled (not those cancelled before); its emails and webhook. */
  cancelledNow?: string[];
}

/** A booking's series as its copies write it (`api/lib/ical-series.ts`); `about`: the booking's place. */
export function calendarSeries(series: SeriesSnapshot, about: number): CalendarSeries {
  return {
    uid: series.uid,
    timeZone: series.timeZone,
    frequency: series.frequency,
    interval: series.interval,
    count: series.count,
    firstStart: new Date(series.firstStart),
    duration: series.duration,
    sequence: series.sequence,
    occurrences: series.occurrences.map((o) => ({
      index: o.index,
      originalStart: new Date(o.originalStart),
      start: new Date(o.start),
      end: new Date(o.end),
      cancelled: o.status === 'cancelled' || o.status === 'rejected',
    })),
    about,
    ...(series.scope === 'rest' ? { shortened: true } : {}),
  };
}

/** The occurrences that still take place. */
export const heldOccurrences = (series: SeriesSnapshot) =>
  series.occurrences.filter((o) => o.status !== 'cancelled' && o.status !== 'rejected' && o.index < series.count);

/**
 * The places of a series' booked dates (issue 43, item 3 of its follow-up): numbered among the dates
 * booked, so a series booked without a date that was not free reads "3 of 3", not "4 of 4" with a gap.
 * `indices`: the rule's places of its rows (cancelled ones included: a cancelled date keeps its place).
 */
export function seriesNumbering(indices: readonly number[]) {
  const booked = [...new Set(indices)].sort((a, b) => a - b);
  const places = new Map(booked.map((index, i) => [index, i + 1]));
  return {
    count: booked.length,
    /** The last booked date's place in the rule (-1: none). */
    last: booked.at(-1) ?? -1,
    position: (index: number) => places.get(index) ?? 0,
  };
}

/**
 * The rule's dates that were left out when it was booked (no row of theirs): within its COUNT, or below
 * its last booked date once "this and the following" shortened it.
 */
export function skippedDates(series: SeriesSnapshot): { start: string; end: string }[] {
  const booked = new Set(series.occurrences.map((o) => o.index));
  const upTo = Math.max(series.count, ...[...booked].map((i) => i + 1));
  if (booked.size >= upTo) return [];
  const starts = seriesStarts(series.timeZone, Date.parse(series.firstStart), series, upTo);
  return starts.flatMap((start, index) =>
    booked.has(index)
      ? []
      : [{ start: new Date(start).toISOString(), end: new Date(start + series.duration).toISOString() }],
  );
}
