import type { Translate } from '#shared/i18n/translator.ts';
import type { EmailDetail } from '../../../lib/email-layout.ts';
import { type SeriesSnapshot, heldOccurrences, skippedDates } from './contract.ts';

/** A time range. */
interface Span {
  start: Date;
  end: Date;
}

/**
 * A series as its emails list it (issue 43): every date still held, the rule's dates left out when it
 * was booked (not free), and for a cancellation the dates it cancelled (by uid).
 */
export interface SeriesDates {
  held: Span[];
  skipped: Span[];
  cancelled: Span[];
  /** "This and the following": the change cancelled several dates at once. */
  rest: boolean;
}

const span = (o: { start: string; end: string }): Span => ({ start: new Date(o.start), end: new Date(o.end) });

/** The dates of an event's series; `cancelledUids`: what a cancellation cancelled (this occurrence, or the rest). */
export function seriesDatesOf(series: SeriesSnapshot, cancelledUids: readonly string[]): SeriesDates {
  const cancelled = new Set(series.cancelledNow ?? cancelledUids);
  return {
    held: heldOccurrences(series).map(span),
    skipped: skippedDates(series).map(span),
    cancelled: series.occurrences.filter((o) => cancelled.has(o.uid)).map(span),
    rest: series.scope === 'rest',
  };
}

/**
 * The rows an email of a series adds, in the recipient's zone (`format` writes one date as its "When"
 * does, without the zone, which the label says): on a booking, request or move every date ("All 4
 * dates"), and those left out; on a cancellation the dates cancelled and the dates that remain.
 */
export function seriesRows(
  dates: SeriesDates,
  change: 'booked' | 'cancelled',
  zone: string,
  t: Translate,
  format: (start: Date, end: Date) => string,
): EmailDetail[] {
  const lines = (spans: Span[]) => spans.map((s) => format(s.start, s.end)).join('\n');
  const place = zone.replace(/_/g, ' ');
  if (change === 'cancelled') {
    const rows: EmailDetail[] = [];
    if (dates.rest || dates.cancelled.length > 1)
      rows.push([t('email.series.cancelled', { count: dates.cancelled.length, zone: place }), lines(dates.cancelled)]);
    rows.push(
      dates.held.length > 0
        ? [t('email.series.remaining', { count: dates.held.length, zone: place }), lines(dates.held)]
        : [t('email.series.remaining', { count: 0, zone: place }), t('email.series.noneRemain')],
    );
    return rows;
  }
  const rows: EmailDetail[] = [[t('email.series.dates', { count: dates.held.length, zone: place }), lines(dates.held)]];
  if (dates.skipped.length > 0)
    rows.push([t('email.series.skipped', { count: dates.skipped.length }), lines(dates.skipped)]);
  return rows;
}
