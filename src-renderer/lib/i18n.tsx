import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { enCommon } from '#shared/i18n/en-common.ts';
import type { Catalog, MessageId } from '#shared/i18n/en.ts';
import { chooseLocale, DEFAULT_LOCALE, LANG_PARAM, type Locale } from '#shared/i18n/locales.ts';
import type { AppArea } from '#shared/i18n/app/areas.ts';
import { type MessageValues, type Translate, translator } from '#shared/i18n/translator.ts';
import { setKnownTextLocale } from './known-text.ts';
import { setDisplayLocale } from './display-locale.ts';

/**
 * The public pages' language (ADR 030). Every locale, English too, is its own chunk, fetched only when
 * a page needs it (a German visitor's booker does not carry the English catalog); what a page may say
 * while it waits (`enCommon`: Loading, Close) is here from the start. `t` reads the active catalog:
 * `<InLocale>` activates a locale once it is here, before it renders anything, so every text below it,
 * and every date, is in that one language.
 */
const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('#shared/i18n/en.ts').then((m) => m.en),
  de: () => import('#shared/i18n/de.ts').then((m) => m.de),
  fr: () => import('#shared/i18n/fr.ts').then((m) => m.fr),
  es: () => import('#shared/i18n/es.ts').then((m) => m.es),
  'pt-BR': () => import('#shared/i18n/pt-br.ts').then((m) => m.ptBR),
  ja: () => import('#shared/i18n/ja.ts').then((m) => m.ja),
};

/**
 * Only the common words of a locale (`<locale>-common.ts`): what an account page fetches, which says
 * nothing else of the public catalog (issue 39). English's are held from the start (`starter`).
 */
const commonLoaders: Record<Exclude<Locale, 'en'>, () => Promise<Record<string, string>>> = {
  de: () => import('#shared/i18n/de-common.ts').then((m) => m.deCommon),
  fr: () => import('#shared/i18n/fr-common.ts').then((m) => m.frCommon),
  es: () => import('#shared/i18n/es-common.ts').then((m) => m.esCommon),
  'pt-BR': () => import('#shared/i18n/pt-br-common.ts').then((m) => m.ptBRCommon),
  ja: () => import('#shared/i18n/ja-common.ts').then((m) => m.jaCommon),
};

/** What `t` says before any catalog has arrived: the common words, in English. */
const starter = translator(DEFAULT_LOCALE, enCommon as unknown as Catalog);
const ready = new Map<Locale, Translate>();
const loading = new Map<Locale, Promise<void>>();
const commonReady = new Map<Locale, Translate>();
const commonLoading = new Map<Locale, Promise<void>>();
let active: Locale = DEFAULT_LOCALE;
let translate: Translate = starter;

/** A text of the active locale. */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}

/** The active locale (the language of what `t` answers). */
export function activeLocale(): Locale {
  return active;
}

/**
 * The locale `Intl` should write dates and numbers in: the browser's own in English (an English
 * visitor's en-GB or en-US, as the app always wrote them), else the active locale.
 */
export function intlLocale(): string | undefined {
  return active === DEFAULT_LOCALE ? undefined : active;
}

/** Starts fetching a locale's catalog (once). A failed fetch may be tried again. */
export function loadLocale(locale: Locale): Promise<void> {
  if (ready.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (catalog) => {
        ready.set(locale, translator(locale, catalog));
        // The active locale's whole catalog replaces what stood in for it (English's common words).
        if (locale === active) translate = ready.get(locale)!;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Starts fetching a locale's common words only (once); English's are here from the start. */
function loadCommon(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || ready.has(locale) || commonReady.has(locale)) return Promise.resolve();
  let pending = commonLoading.get(locale);
  if (!pending) {
    pending = commonLoaders[locale as Exclude<Locale, 'en'>]().then(
      (common: Record<string, string>) => {
        commonReady.set(locale, translator(locale, common as unknown as Catalog));
        if (locale === active && !ready.has(locale)) translate = commonReady.get(locale)!;
      },
      (error: unknown) => {
        commonLoading.delete(locale);
        throw error;
      },
    );
    commonLoading.set(locale, pending);
  }
  return pending;
}

/** A locale's words for a page that says `catalog` of the public catalog. */
function catalogHere(locale: Locale, catalog: 'whole' | 'common'): boolean {
  if (ready.has(locale)) return true;
  return catalog === 'common' && (locale === DEFAULT_LOCALE || commonReady.has(locale));
}

/**
 * The app areas' side (ADR 035), in `lib/app-texts.ts`: registered when that module loads (every
 * page that names areas imports it through its `tx`), so the booker, which names none, does not
 * carry the areas' table of chunks.
 */
interface AreaSupport {
  here(locale: Locale, areas: readonly AppArea[]): boolean;
  load(locale: Locale, areas: readonly AppArea[]): Promise<void>;
  /** The areas whose code has loaded: what the pages on screen, or about to be, may say. */
  registered(): readonly AppArea[];
}
let areaSupport: AreaSupport | null = null;

/** Called once by `lib/app-texts.ts`. */
export function supportAreas(support: AreaSupport): void {
  areaSupport = support;
}

/** The areas named, and every area whose code has loaded. */
function withRegistered(areas: readonly AppArea[]): readonly AppArea[] {
  const registered = areaSupport?.registered() ?? [];
  return registered.length === 0 ? areas : [...new Set([...areas, ...registered])];
}

function areasHere(locale: Locale, areas: readonly AppArea[]): boolean {
  if (areas.length === 0 || locale === DEFAULT_LOCALE) return true;
  return areaSupport?.here(locale, areas) ?? false;
}

function loadAreas(locale: Locale, areas: readonly AppArea[]): Promise<void> {
  if (areas.length === 0 || locale === DEFAULT_LOCALE) return Promise.resolve();
  if (!areaSupport) return Promise.reject(new Error('lib/app-texts.ts was not loaded'));
  return areaSupport.load(locale, areas);
}

export { knownText } from './known-text.ts';

function activate(locale: Locale): void {
  active = locale;
  translate = ready.get(locale) ?? commonReady.get(locale) ?? starter;
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
  later = [],
  catalog = 'whole',
  fallback,
  children,
}: {
  locale: Locale;
  /** The app areas whose words the children use (ADR 035). */
  areas?: readonly AppArea[];
  /** Areas fetched once the children show, not waited for (the sentences an error may say, later). */
  later?: readonly AppArea[];
  /** The public catalog whole, or only its common words (an account page says no other). */
  catalog?: 'whole' | 'common';
  fallback: ReactNode;
  children: ReactNode;
}) {
  const here = (l: Locale) => catalogHere(l, catalog) && areasHere(l, withRegistered(areas));
  const [shown, setShown] = useState<Locale | null>(() => (here(locale) ? locale : null));
  const wanted = here(locale) ? locale : shown;
  const areaList = areas.join(',');
  useEffect(() => {
    let live = true;
    if (here(locale)) setShown(locale);
    else
      Promise.all([
        catalog === 'common' ? loadCommon(locale) : loadLocale(locale),
        loadAreas(locale, withRegistered(areas)),
      ]).then(
        () => live && setShown(locale),
        // English, then, as far as it can be had (its catalog may have failed too).
        () =>
          (catalog === 'common' ? Promise.resolve() : loadLocale(DEFAULT_LOCALE))
            .catch(() => undefined)
            .then(() => live && setShown(DEFAULT_LOCALE)),
      );
    return () => {
      live = false;
    };
    // `areas` is read by its contents: a new array of the same areas is the same wish.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, areaList, catalog]);
  const laterList = later.join(',');
  useEffect(() => {
    if (wanted) void loadAreas(wanted, later).catch(() => undefined);
    // `later` is read by its contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, laterList]);
  if (!wanted) return fallback;
  if (active !== wanted) activate(wanted);
  return <Fragment key={wanted}>{children}</Fragment>;
}

/**
 * Renders its children once the active locale has the words of every area whose code has loaded (a
 * page's chunk registers its areas when it runs): each route fetches its own areas' translations, not
 * every area's at once (issue 39). Nothing is shown while they arrive; English if they cannot be had.
 */
export function AreasReady({ children }: { children: ReactNode }) {
  const locale = active;
  const areas = areaSupport?.registered() ?? [];
  const here = areasHere(locale, areas);
  const [failed, setFailed] = useState<string | null>(null);
  const [, arrived] = useState(0);
  const wish = `${locale}:${areas.join(',')}`;
  useEffect(() => {
    if (here) return;
    let live = true;
    loadAreas(locale, areas).then(
      () => live && arrived((n) => n + 1),
      () => live && setFailed(wish),
    );
    return () => {
      live = false;
    };
    // `areas` is read by its contents (the wish).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [here, wish]);
  return here || failed === wish ? children : null;
}
