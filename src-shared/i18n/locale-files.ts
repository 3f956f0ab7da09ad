import { localeFolder } from './app/areas.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

/** Paths are matched with either separator (Windows builds). */
const SEP = '[\\\\/]';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const either = (names: readonly string[]) => `(?:${names.map(escaped).join('|')})`;

/**
 * Where each locale's words live (ADR 030, ADR 035), as the build and the server find them, derived
 * from `LOCALES`: a new language is its files and its line there, with no pattern to edit.
 * - `catalog`: a public catalog (`de.ts`, `de-common.ts`, English's too) or an app area (`app/bookings.ts`,
 *   `app/de/bookings.ts`), compiled when the web app is built; not `app/areas.ts` and not `errors`.
 * - `errors`: a language's `errors` area (`app/de/errors.ts`), keyed by English sentences, kept as text.
 * - `localeOfCatalog`: the locale whose public catalog a built chunk's source is (`…/i18n/pt-br.ts` → pt-BR).
 */
export function localeFiles<L extends string>(locales: readonly L[]) {
  const folders = locales.map(localeFolder);
  const others = locales.filter((locale) => locale !== DEFAULT_LOCALE).map(localeFolder);
  const i18n = `${SEP}src-shared${SEP}i18n${SEP}`;
  const catalogOf = new RegExp(`src-shared/i18n/(${either(folders)})\\.ts$`);
  return {
    catalog: new RegExp(
      `${i18n}(?:${either(folders)}(?:-common)?|app${SEP}(?!areas\\.ts$|errors\\.ts$)(?:${either(others)}${SEP}(?!errors\\.ts$))?[a-z-]+)\\.ts$`,
    ),
    errors: new RegExp(`${i18n}app${SEP}${either(others)}${SEP}errors\\.ts$`),
    localeOfCatalog(source: string): L | null {
      const folder = catalogOf.exec(source)?.[1];
      return folder === undefined ? null : (locales.find((locale) => localeFolder(locale) === folder) ?? null);
    },
  };
}

/** The files of the languages Kairos speaks. */
export const LOCALE_FILES = localeFiles(LOCALES);
