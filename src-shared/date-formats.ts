/**
 * Intl.DateTimeFormat objects kept by locale and options. Making one costs ICU's locale and zone data
 * (tenths of a millisecond each); a series' email writes 26 dates for each recipient, three formats each,
 * which made formatting dates most of the server's CPU for booking a series. Bounded: the keys are the
 * locales and zones people book in, and the map starts over if a caller ever makes more than that.
 */
const MAX_KEPT = 512;
const kept = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = kept.get(key);
  if (!format) {
    if (kept.size >= MAX_KEPT) kept.clear();
    format = new Intl.DateTimeFormat(locale, options);
    kept.set(key, format);
  }
  return format;
}

/** Whether `locale` writes hours on a 24-hour clock (its own choice, region and `-u-hc-` included). */
export function usesDayClock(locale: string): boolean {
  const cycle = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24';
}
