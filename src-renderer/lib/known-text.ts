/**
 * The sentences the schemas and the API say in English (a validation message, an error's reason), in
 * the active language when Kairos knows them (ADR 035). Apart from `lib/i18n.tsx`, which keeps it in
 * step, so that the entry (the API client, the form fields) does not carry the catalogs' runtime.
 */
import { useSyncExternalStore } from 'react';
import { SENTENCE_KEY_MARK, sentenceKey } from '#shared/i18n/sentence-key.ts';

let active = 'en';
const known = new Map<string, Map<string, string>>();
/** Moves on whenever sentences arrive, so what showed a sentence in English shows it again (`useKnownTexts`). */
let version = 0;
const listeners = new Set<() => void>();

/** Called by `lib/i18n.tsx` when it activates a locale. */
export function setKnownTextLocale(locale: string): void {
  active = locale;
}

/**
 * Called by `lib/i18n.tsx` when a locale's `errors` area arrives: keyed by `sentenceKey` in the web
 * build, by the English sentence in the dev server and the tests.
 */
export function addKnownTexts(locale: string, sentences: Record<string, string>): void {
  const texts = new Map(known.get(locale));
  for (const [key, text] of Object.entries(sentences)) {
    texts.set(key.startsWith(SENTENCE_KEY_MARK) ? key : sentenceKey(key), text);
  }
  known.set(locale, texts);
  version++;
  for (const listener of listeners) listener();
}

/**
 * For a component that shows a sentence through `knownText`: renders it again when a language's
 * sentences arrive (an account page fetches them once it shows, issue 39).
 */
export function useKnownTexts(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/** `sentence` in the active locale when Kairos knows it; anything else as it came. */
export function knownText(sentence: string): string;
export function knownText(sentence: string | undefined): string | undefined;
export function knownText(sentence: string | undefined): string | undefined {
  if (sentence === undefined || active === 'en') return sentence;
  return known.get(active)?.get(sentenceKey(sentence)) ?? sentence;
}
