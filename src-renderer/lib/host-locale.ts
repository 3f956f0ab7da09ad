import { localeOf } from '#shared/i18n/locales.ts';
import { setDisplayLocale } from './zoned-time.ts';

/**
 * The signed-in app in the host's language (their Profile, ADR 030): the document's lang and every
 * date and time it writes. Its own words are English until they move into the catalogs.
 */
export function followHostLocale(locale: string | undefined): void {
  const chosen = localeOf(locale) ?? 'en';
  setDisplayLocale(chosen);
  document.documentElement.lang = chosen;
}
