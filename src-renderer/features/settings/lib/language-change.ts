import { APP_AREAS } from '#shared/i18n/app/areas.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { loadAppAreas } from '@/lib/app-texts.ts';
import { loadLocale } from '@/lib/i18n.tsx';

/**
 * What to say once the app speaks the host's new Profile language (ADR 035). Saving another language
 * mounts the whole app again in it (AppLayout's `<InLocale>`) as soon as its words are here, so a
 * toast raised at once would stay in the old language: the profile page raises it when it mounts in
 * the new one. When no new mount comes (the words could not be fetched, or the page was left), it is
 * raised shortly after anyway, in whatever language the app then speaks.
 */
let pending: (() => void) | null = null;

/** How long after the new language's words arrive (or fail to) a toast still waiting is raised anyway. */
const FALLBACK_MS = 300;

export function afterLanguageChange(locale: Locale, say: () => void): void {
  pending = say;
  const fallback = () => void setTimeout(sayPending, FALLBACK_MS);
  // The same fetches AppLayout makes (each is made once): when they settle, the new mount follows at once.
  Promise.all([loadLocale(locale), loadAppAreas(locale, APP_AREAS)]).then(fallback, fallback);
}

/** Raises the toast waiting for the new language, if any (the profile page calls it when it mounts). */
export function sayPending(): void {
  const say = pending;
  pending = null;
  say?.();
}
