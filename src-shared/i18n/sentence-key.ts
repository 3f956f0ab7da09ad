/**
 * The short key the web build gives a sentence of the `errors` area (ADR 035): its translations are
 * keyed by the English sentence in the source, which each language's chunk would otherwise carry
 * again in full (issue 39: a third of that chunk). FNV-1a over the UTF-16 code units, in base 36,
 * behind a `~` that no English sentence starts with; the build refuses two sentences with one key.
 */
export const SENTENCE_KEY_MARK = '~';

export function sentenceKey(sentence: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sentence.length; i++) {
    hash ^= sentence.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SENTENCE_KEY_MARK + hash.toString(36);
}
