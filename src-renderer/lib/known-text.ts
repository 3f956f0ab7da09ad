/**
 * The sentences the schemas and the API say in English (a validation message, an error's reason), in
 * the active language when Kairos knows them (ADR 035). Apart from `lib/i18n.tsx`, which keeps it in
 * step, so that the entry (the API client, the form fields) does not carry the catalogs' runtime.
 */
import { ownValue } from '#shared/own.ts';

let active = 'en';
const known = new Map<string, Record<string, string>>();

/** Called by `lib/i18n.tsx` when it activates a locale. */
export function setKnownTextLocale(locale: string): void {
  active = locale;
}

/** Called by `lib/i18n.tsx` when a locale's `errors` area arrives. */
export function addKnownTexts(locale: string, sentences: Record<string, string>): void {
  known.set(locale, { ...known.get(locale), ...sentences });
}

/** `sentence` in the active locale when Kairos knows it; anything else as it came. */
export function knownText(sentence: string): string;
export function knownText(sentence: string | undefined): string | undefined;
export function knownText(sentence: string | undefined): string | undefined {
  if (sentence === undefined || active === 'en') return sentence;
  const here = known.get(active);
  return (here ? ownValue(here, sentence) : undefined) ?? sentence;
}
