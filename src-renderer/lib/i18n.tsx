import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { type Catalog, en, type MessageId } from '#shared/i18n/en.ts';
import { chooseLocale, DEFAULT_LOCALE, LANG_PARAM, type Locale } from '#shared/i18n/locales.ts';
import { type AppArea, localeFolder } from '#shared/i18n/app/areas.ts';
import { type MessageValues, type Translate, translator } from '#shared/i18n/translator.ts';
import { addKnownTexts, setKnownTextLocale } from './known-text.ts';
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

/**
 * The signed-in app's words and the public pages that share them (ADR 035): one area's translation
 * per chunk (`src-shared/i18n/app/<locale>/<area>.ts`), fetched when a page of that area is shown in
 * that language. English comes with each page: `appTexts(englishArea)` registers it.
 */
const areaChunks = import.meta.glob<Record<string, Record<string, string>>>([
  '../../src-shared/i18n/app/*/*.ts',
  '!../../src-shared/i18n/app/*/index.ts',
]);
const appCatalogs = new Map<Locale, I18n>();
const areasReady = new Set<string>();
const areasLoading = new Map<string, Promise<void>>();

function appCatalog(locale: Locale): I18n {
  let i18n = appCatalogs.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.load(locale, {});
    i18n.activate(locale);
    appCatalogs.set(locale, i18n);
  }
  return i18n;
}

const areaKey = (locale: Locale, area: AppArea) => `${locale}/${area}`;

function areasHere(locale: Locale, areas: readonly AppArea[]): boolean {
  return locale === DEFAULT_LOCALE || areas.every((area) => areasReady.has(areaKey(locale, area)));
}

/** Fetches the translations of some areas in a locale (once each); English needs none. */
export function loadAppAreas(locale: Locale, areas: readonly AppArea[]): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return Promise.all(
    areas.map((area) => {
      const key = areaKey(locale, area);
      if (areasReady.has(key)) return undefined;
      let pending = areasLoading.get(key);
      if (!pending) {
        const load = areaChunks[`../../src-shared/i18n/app/${localeFolder(locale)}/${area}.ts`];
        if (!load) return Promise.reject(new Error(`No ${locale} translation of ${area}`));
        pending = load().then(
          (module) => {
            const texts = Object.values(module).find((v) => typeof v === 'object' && v !== null) ?? {};
            if (area === 'errors') addKnownTexts(locale, texts);
            else appCatalog(locale).load(locale, texts as Messages);
            areasReady.add(key);
            areasLoading.delete(key);
          },
          (error: unknown) => {
            areasLoading.delete(key);
            throw error;
          },
        );
        areasLoading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** A text of an area, in the active locale (English when its translation is not here). */
export type AreaText<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * Registers an area's English and answers its `t`: `const tx = appTexts(eventTypesTexts)`, then
 * `tx('eventTypes.title')` while rendering (never at module level: the locale may change).
 */
export function appTexts<English extends Record<string, string>>(english: English): AreaText<keyof English & string> {
  const source = appCatalog(DEFAULT_LOCALE);
  source.load(DEFAULT_LOCALE, english as unknown as Messages);
  return (id, values) => {
    const here = active === DEFAULT_LOCALE ? undefined : appCatalogs.get(active);
    return here && id in here.messages ? here._(id, values) : source._(id, values);
  };
}

export { knownText } from './known-text.ts';

function activate(locale: Locale): void {
  active = locale;
  translate = ready.get(locale)!;
  setDisplayLocale(locale);
  setKnownTextLocale(locale);
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
 * Renders its children in `locale`: at once when its catalog (and the translations of `areas`) are
 * here, else `fallback` until they arrive (English if they cannot be fetched). Children mount again
 * when the locale changes, so no text of the old one stays on screen.
 */
export function InLocale({
  locale,
  areas = [],
  fallback,
  children,
}: {
  locale: Locale;
  /** The app areas whose words the children use (ADR 035). */
  areas?: readonly AppArea[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  const here = (l: Locale) => ready.has(l) && areasHere(l, areas);
  const [shown, setShown] = useState<Locale | null>(() => (here(locale) ? locale : null));
  const wanted = here(locale) ? locale : shown;
  const areaList = areas.join(',');
  useEffect(() => {
    let live = true;
    if (here(locale)) setShown(locale);
    else
      Promise.all([loadLocale(locale), loadAppAreas(locale, areas)]).then(
        () => live && setShown(locale),
        () => live && setShown(DEFAULT_LOCALE),
      );
    return () => {
      live = false;
    };
    // `areas` is read by its contents: a new array of the same areas is the same wish.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, areaList]);
  if (!wanted) return fallback;
  if (active !== wanted) activate(wanted);
  return <Fragment key={wanted}>{children}</Fragment>;
}
