import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '#shared/schemas/availability.ts';
import { activeLocale } from '@/lib/i18n.tsx';

/** A Monday (2024-01-01, UTC noon): the weekdays follow it, in `WEEKDAYS` order. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A weekday's full name in the active locale, as Intl says it ('Montag', 'lundi', '月曜日'); English
 * as the schema says it ('Monday'). `standalone` starts it with a capital, for a row's own label
 * ('Lundi'); without, it reads inside a sentence ('les horaires du lundi').
 */
export function weekdayName(day: Weekday, { standalone = false }: { standalone?: boolean } = {}): string {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE) return WEEKDAY_NAMES[day];
  const date = new Date(MONDAY + WEEKDAYS.indexOf(day) * DAY_MS);
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return standalone ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}
