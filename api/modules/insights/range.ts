import { httpErrors } from '../../lib/http-errors.ts';
import { dateToDay, dayToDate, localDayOf, offsetAt, wallToInstant } from '#shared/availability/zone-time.ts';
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  type InsightsQuery,
  insightsMessages,
} from '#shared/schemas/insights.ts';

/** A range of local dates in a zone, with its instants and the period of the same length right before. */
export interface LocalRange {
  zone: string;
  fromDay: number;
  toDay: number;
  /** [from, to): local midnight of the first day to local midnight after the last. */
  span: { from: number; to: number };
  previousFromDay: number;
  /** Local midnight of the previous period's first day; it ends at `span.from`. */
  previousFrom: number;
  /** The zone's offset beyond whole hours (seconds, 0 for most zones): the hour buckets' phase. */
  shiftSeconds: number;
}

const HOUR = 3_600_000;

/** The query's dates (default: the last 30 days up to today in the zone), checked and made instants. */
export function localRange(query: Pick<InsightsQuery, 'from' | 'to'>, zone: string, now: number): LocalRange {
  const today = localDayOf(zone, now);
  const toDay = query.to
    ? dateToDay(query.to)
    : query.from && dateToDay(query.from) > today
      ? dateToDay(query.from) + INSIGHTS_DEFAULT_DAYS - 1
      : today;
  const fromDay = query.from ? dateToDay(query.from) : toDay - INSIGHTS_DEFAULT_DAYS + 1;
  if (fromDay > toDay) throw httpErrors.badRequest(insightsMessages.rangeOrder);
  const days = toDay - fromDay + 1;
  if (days > INSIGHTS_MAX_DAYS) throw httpErrors.badRequest(insightsMessages.rangeTooLong);
  const from = wallToInstant(zone, fromDay, 0);
  const previousFromDay = fromDay - days;
  const offset = offsetAt(zone, from) % HOUR;
  return {
    zone,
    fromDay,
    toDay,
    span: { from, to: wallToInstant(zone, toDay + 1, 0) },
    previousFromDay,
    previousFrom: wallToInstant(zone, previousFromDay, 0),
    shiftSeconds: (((offset + HOUR) % HOUR) / 1000) | 0,
  };
}

/** The next 30 days from today in the zone: the default when nothing starts in the last 30 and something will. */
export function nextRange(zone: string, now: number): LocalRange {
  const today = localDayOf(zone, now);
  return localRange({ from: dayToDate(today), to: dayToDate(today + INSIGHTS_DEFAULT_DAYS - 1) }, zone, now);
}

/** The range's dates as the answer names them. */
export function rangeDates(range: LocalRange) {
  return {
    from: dayToDate(range.fromDay),
    to: dayToDate(range.toDay),
    previousFrom: dayToDate(range.previousFromDay),
    previousTo: dayToDate(range.fromDay - 1),
  };
}
