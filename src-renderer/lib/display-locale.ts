/**
 * The language dates and times are written in (ADR 030): set by the page's locale (`lib/i18n.tsx`),
 * read by `lib/zoned-time.ts`. A module of its own so that the entry chunk, which holds `i18n.tsx`,
 * does not carry the time-zone arithmetic: the sign-in pages write no dates (ADR 056).
 */
let displayLocale = 'en';

export function setDisplayLocale(locale: string): void {
  displayLocale = locale;
}

export function getDisplayLocale(): string {
  return displayLocale;
}
