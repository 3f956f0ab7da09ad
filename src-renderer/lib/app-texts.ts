import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type AppArea, localeFolder } from '#shared/i18n/app/areas.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { MessageValues } from '#shared/i18n/translator.ts';
import { activeLocale, supportAreas } from './i18n.tsx';
import { addKnownTexts } from './known-text.ts';

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
/** The areas whose code has loaded (their `lib/texts/<area>.ts` module ran): the words a page on screen may use. */
const registered = new Set<AppArea>();
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
 * Registers an area's English and answers its `t`: `const tx = appTexts('event-types', eventTypesTexts)`,
 * then `tx('eventTypes.title')` while rendering (never at module level: the locale may change). A page
 * waits for the translations of every registered area (`<AreasReady>`, `<InLocale>`), so a route fetches
 * the words of the areas its own code uses, and no others (issue 39).
 */
export function appTexts<English extends Record<string, string>>(
  area: AppArea,
  english: English,
): AreaText<keyof English & string> {
  registered.add(area);
  const source = appCatalog(DEFAULT_LOCALE);
  source.load(DEFAULT_LOCALE, english as unknown as Messages);
  return (id, values) => {
    const active = activeLocale();
    const here = active === DEFAULT_LOCALE ? undefined : appCatalogs.get(active);
    return here && Object.hasOwn(here.messages, id) ? here._(id, values) : source._(id, values);
  };
}

supportAreas({ here: areasHere, load: loadAppAreas, registered: () => [...registered] });
