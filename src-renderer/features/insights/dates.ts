import type { InsightsPreset } from '#shared/schemas/insights.ts';
import { activeLocale } from '@/lib/i18n.tsx';

const DAY_MS = 86_400_000;

/** Today's date 'YYYY-MM-DD' in a zone. */
export function todayIn(zone: string, now = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => toDate(toDay(date) + days);

/** The dates a preset stands for: ending today in the zone, or (the next 30 days) starting today. */
export function presetRange(preset: Exclude<InsightsPreset, 'custom'>, today: string): { from: string; to: string } {
  const month = today.slice(0, 8);
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${month}01`, to: today };
    case 'last-month': {
      const end = addDays(`${month}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'next-30d':
      return { from: today, to: addDays(today, 29) };
  }
}

export type Granularity = 'day' | 'week' | 'month';

/** Folds per-day counts into weeks (starting Monday) or months: [first date of the bucket, count]. */
export function foldDays(
  byDay: readonly { date: string; count: number }[],
  by: Granularity,
): { date: string; count: number }[] {
  if (by === 'day') return [...byDay];
  const buckets = new Map<string, number>();
  for (const { date, count } of byDay) {
    const day = toDay(date);
    // 1970-01-01 was a Thursday: (day + 3) % 7 is days since Monday.
    const key = by === 'week' ? toDate(day - ((((day + 3) % 7) + 7) % 7)) : `${date.slice(0, 8)}01`;
    buckets.set(key, (buckets.get(key) ?? 0) + count);
  }
  return [...buckets].map(([date, count]) => ({ date, count }));
}

/**
 * 'Nov 3' (or 'Nov 2026' for a month; 'Nov 26' on the chart's axis, `short`) for a date, read as a
 * calendar date, in the app's language; called while rendering.
 */
export function dateLabel(date: string, by: Granularity = 'day', short = false): string {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    timeZone: 'UTC',
    month: 'short',
    ...(by === 'month' ? { year: short ? '2-digit' : 'numeric' } : { day: 'numeric' }),
  }).format(Date.parse(`${date}T00:00:00Z`));
}
