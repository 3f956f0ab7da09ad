import { describe, expect, it } from 'vitest';
import { errorSentences } from '#shared/i18n/app/errors.ts';
import { SENTENCE_KEY_MARK, sentenceKey } from '#shared/i18n/sentence-key.ts';

describe('the short keys of the errors area (web build)', () => {
  it('gives every known sentence a key of its own, short and marked', () => {
    const keys = errorSentences.map(sentenceKey);
    expect(new Set(keys).size).toBe(errorSentences.length);
    for (const key of keys) {
      expect(key.startsWith(SENTENCE_KEY_MARK)).toBe(true);
      expect(key.length).toBeLessThanOrEqual(8);
    }
    expect(errorSentences.some((sentence) => sentence.startsWith(SENTENCE_KEY_MARK))).toBe(false);
  });

  it('is the same key for the same sentence and another for another', () => {
    expect(sentenceKey('Invalid email or password')).toBe(sentenceKey('Invalid email or password'));
    expect(sentenceKey('Invalid email or password')).not.toBe(sentenceKey('Invalid email or password.'));
  });
});
