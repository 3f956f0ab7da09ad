import { compileMessage } from '@lingui/message-utils/compileMessage';
import { calendarErrorsDe } from '#shared/i18n/app/de/calendar-errors.ts';
import { calendarErrorsEs } from '#shared/i18n/app/es/calendar-errors.ts';
import { calendarErrorsFr } from '#shared/i18n/app/fr/calendar-errors.ts';
import { calendarErrorsJa } from '#shared/i18n/app/ja/calendar-errors.ts';
import { calendarErrorsPtBR } from '#shared/i18n/app/pt-br/calendar-errors.ts';
import { de } from '#shared/i18n/de.ts';
import { en, type Catalog } from '#shared/i18n/en.ts';
import { es } from '#shared/i18n/es.ts';
import { fr } from '#shared/i18n/fr.ts';
import { ja } from '#shared/i18n/ja.ts';
import { ptBR } from '#shared/i18n/pt-br.ts';
import {
  acceptedLanguages,
  chooseLocale,
  dateLocaleOf,
  DEFAULT_LOCALE,
  type Locale,
  localeOf,
} from '#shared/i18n/locales.ts';
import { type Translate, translator } from '#shared/i18n/translator.ts';
import { type CalendarErrorCode, calendarErrorMessages } from '#shared/schemas/calendars.ts';
import type { EmailParts } from './email-layout.ts';

/** Every catalog (the server needs them all: any email may be in any language), compiled once on first use. */
const CATALOGS: Record<Locale, Catalog> = { en, de, fr, es, 'pt-BR': ptBR, ja };
const translators = new Map<Locale, Translate>();

/** `t` for a locale; a stored value Kairos no longer speaks (or none) reads as English. */
export function translate(locale: string | null | undefined): Translate {
  const chosen = localeOf(locale) ?? DEFAULT_LOCALE;
  let t = translators.get(chosen);
  if (!t) {
    t = translator(chosen, CATALOGS[chosen], compileMessage);
    translators.set(chosen, t);
  }
  return t;
}

/** One reader's language in an email: their `t`, and the layout's own words in it (`composeEmail`). */
export interface EmailSpeaker {
  t: Translate;
  words: NonNullable<EmailParts['words']>;
}

/**
 * An email in `locale` (docs/product.md#languages): a signed-up user's own emails are in the language of
 * their Profile, English when they chose none, as the signed-in app is.
 */
export function emailSpeaker(locale: string | null | undefined): EmailSpeaker {
  const t = translate(locale);
  return { t, words: { orPaste: t('email.orPaste'), signature: t('email.signature') } };
}

/** Each language's calendar failure sentences, by code (the errors area says them by English sentence). */
const CALENDAR_REASONS: Record<Exclude<Locale, 'en'>, Readonly<Record<CalendarErrorCode, string>>> = {
  de: calendarErrorsDe,
  fr: calendarErrorsFr,
  es: calendarErrorsEs,
  'pt-BR': calendarErrorsPtBR,
  ja: calendarErrorsJa,
};

/** Why a calendar failed (`calendarErrorMessages[code]`) in `locale`, as Installed Apps says it there. */
export function calendarReasonIn(locale: string | null | undefined, code: CalendarErrorCode): string {
  const chosen = localeOf(locale);
  return !chosen || chosen === 'en' ? calendarErrorMessages[code] : CALENDAR_REASONS[chosen][code];
}

/**
 * The Intl tag a signed-up user's dates are written with in their emails: their Profile's language,
 * on the clock of their Time format ('12h', '24h'; ADR 040), or the language's own when they chose none.
 */
export function userDateLocale(locale: string | null | undefined, timeFormat: string | null | undefined): string {
  const chosen = localeOf(locale) ?? DEFAULT_LOCALE;
  const cycle = timeFormat === '24h' ? 'h23' : timeFormat === '12h' ? 'h12' : null;
  return dateLocaleOf(chosen, null, cycle) ?? chosen;
}

/** What a public request says about its language: the `?lang=` it names and its Accept-Language header. */
export interface LanguageAsked {
  query: unknown;
  headers: { 'accept-language'?: string | string[] | undefined };
}

/**
 * The locale a public answer speaks (docs/product.md#languages): `?lang=`, else the event type's own,
 * else the first of Accept-Language that Kairos speaks, else English.
 */
export function localeFor(request: LanguageAsked, eventLocale: Locale | null = null): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  const header = request.headers['accept-language'];
  return chooseLocale({
    lang: typeof lang === 'string' ? lang : null,
    eventLocale,
    wanted: acceptedLanguages(typeof header === 'string' ? header : null),
  });
}
