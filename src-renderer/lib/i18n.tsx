import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { type Catalog, en, type MessageId } from '#shared/i18n/en.ts';
import { chooseLocale, DEFAULT_LOCALE, LANG_PARAM, type Locale } from '#shared/i18n/locales.ts';
import { type MessageValues, type Translate, translator } from '#shared/i18n/translator.ts';
import { setDisplayLocale } from './zoned-time.ts';

/**
 * The public pages' language (ADR 030). English is here; every other locale is its own chunk, fetched
 * only when a visitor needs it. `t` reads the active catalog: `<InLocale>` activates a locale before it
 * renders anything, so every text below it, and every date, is in that one language.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  de: () => import('#shared/i18n/de.ts').then((m) => m.de),
  fr: () => import('#shared/i18n/fr.ts').then((m) => m.fr),
  es: () => import('#shared/i18n/es.ts').then((m) => m.es),
  'pt-BR': () => import('#shared/i18n/pt-br.ts').then((m) => m.ptBR),
  ja: () => import('#shared/i18n/ja.ts').then((m) => m.ja),
};

const ready = new Map<Locale, Translate>([[DEFAULT_LOCALE, translator(DEFAULT_LOCALE, en)]]);
const loading = new Map<Locale, Promise<void>>();
let active: Locale = DEFAULT_LOCALE;
let translate: Translate = ready.get(DEFAULT_LOCALE)!;

/** A text of the active locale. */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}

/** The active locale (the language of what `t` answers). */
export function activeLocale(): Locale {
  return active;
}

/** Starts fetching a locale's catalog (once); English is always here. A failed fetch may be tried again. */
export function loadLocale(locale: Locale): Promise<void> {
  if (ready.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale as Exclude<Locale, 'en'>]().then(
      (catalog) => void ready.set(locale, translator(locale, catalog)),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

function activate(locale: Locale): void {
  active = locale;
  translate = ready.get(locale)!;
  setDisplayLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The locale a public page speaks (docs/product.md#languages): the link's `?lang=`, else the event
 * type's language, else the browser's languages, else English.
 */
export function visitorLocale(eventLocale?: Locale | null): Locale {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return chooseLocale({
    lang: new URLSearchParams(search).get(LANG_PARAM),
    eventLocale: eventLocale ?? null,
    wanted: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  });
}

/**
 * Renders its children in `locale`: at once when its catalog is here, else `fallback` until it
 * arrives (English if it cannot be fetched). Children mount again when the locale changes, so no
 * text of the old one stays on screen.
 */
export function InLocale({ locale, fallback, children }: { locale: Locale; fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState<Locale | null>(() => (ready.has(locale) ? locale : null));
  const wanted = ready.has(locale) ? locale : shown;
  useEffect(() => {
    let live = true;
    if (ready.has(locale)) setShown(locale);
    else
      loadLocale(locale).then(
        () => live && setShown(locale),
        () => live && setShown(DEFAULT_LOCALE),
      );
    return () => {
      live = false;
    };
  }, [locale]);
  if (!wanted) return fallback;
  if (active !== wanted) activate(wanted);
  return <Fragment key={wanted}>{children}</Fragment>;
}
