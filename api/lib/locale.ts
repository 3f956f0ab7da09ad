import { compileMessage } from '@lingui/message-utils/compileMessage';
import { de } from '#shared/i18n/de.ts';
import { en, type Catalog } from '#shared/i18n/en.ts';
import { es } from '#shared/i18n/es.ts';
import { fr } from '#shared/i18n/fr.ts';
import { ja } from '#shared/i18n/ja.ts';
import { ptBR } from '#shared/i18n/pt-br.ts';
import { acceptedLanguages, chooseLocale, DEFAULT_LOCALE, type Locale, localeOf } from '#shared/i18n/locales.ts';
import { type Translate, translator } from '#shared/i18n/translator.ts';

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
