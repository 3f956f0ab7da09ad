import { useEffect, useState } from 'react';
import { activeLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/apps.ts';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

function formatIn(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * How long ago `iso` was, in words of the active locale: 'just now', '3 minutes ago', '2 days ago'
 * ('vor 3 Minuten' in German). Called while rendering.
 */
export function relativeAge(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const format = formatIn(activeLocale());
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return tx('apps.justNow');
}

/** The current time, updated every `intervalMs`, so ages on screen keep counting. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
