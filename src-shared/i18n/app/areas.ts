/**
 * The signed-in app's words (and the public pages that share them), by area (ADR 035). Each area is
 * one English file here (`event-types.ts`: `eventTypesTexts`, keys `eventTypes.…`) and one file per
 * other language in `de/`, `fr/`, `es/`, `pt-br/` and `ja/`, typed `Translation<typeof …Texts>` so
 * `tsc` refuses a missing or an extra key. The web app loads an area's translation only when a page
 * of that area is shown in that language; English ships inside each page's own chunk.
 *
 * `errors` is different: it translates the sentences the shared schemas and the API say in English
 * (validation messages, error answers), keyed by the English sentence itself, so a form or a toast
 * that shows what the server said shows it in the host's language when Kairos knows it.
 */
export const APP_AREAS = [
  'shell',
  'errors',
  'auth',
  'sign-in',
  'event-types',
  'availability',
  'bookings',
  'insights',
  'settings',
  'admin',
  'teams',
  'apps',
  'workflows',
  'routing',
  'developer',
  'away',
] as const;
export type AppArea = (typeof APP_AREAS)[number];

/** One language's version of an English area file: every key English has, no other. */
export type Translation<English extends Record<string, string>> = { readonly [K in keyof English]: string };

/** The folder of a locale's translations (file names are lowercase). */
export function localeFolder(locale: string): string {
  return locale.toLowerCase();
}
