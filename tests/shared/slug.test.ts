import { describe, expect, it } from 'vitest';
import { EventTypeInputSchema } from '#shared/schemas/event-types.ts';
import { SLUG_MAX_LENGTH, slugify } from '#shared/slug.ts';

describe('slugify', () => {
  it('lowercases', () => {
    expect(slugify('Intro')).toBe('intro');
  });
  it('drops characters other than letters, digits, whitespace and hyphens', () => {
    expect(slugify("Ada's call! (v2)")).toBe('adas-call-v2');
    expect(slugify('under_score & co.')).toBe('underscore-co');
  });
  it('turns whitespace runs into a single hyphen', () => {
    expect(slugify('Quick   sync\twith\nteam')).toBe('quick-sync-with-team');
  });
  it('collapses repeated hyphens', () => {
    expect(slugify('a -- b---c')).toBe('a-b-c');
  });
  it('keeps digits', () => {
    expect(slugify('30 Minute Meeting')).toBe('30-minute-meeting');
  });
  it('folds accents instead of dropping the letter', () => {
    expect(slugify('Café Démo')).toBe('cafe-demo');
  });
  it('trims hyphens at either end, so a half-typed name still gives a valid slug', () => {
    expect(slugify('  Hello world  ')).toBe('hello-world');
    expect(slugify('-x-')).toBe('x');
  });
  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('!!! ???')).toBe('');
  });
  it('stays within the slug length limit', () => {
    const slug = slugify(`${'word '.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('always produces a slug the event type schema accepts when it is not empty', () => {
    for (const name of ['Hello World', 'Ünïcödé naïve', '1-on-1', 'a_b', '  --x  ', 'tab\tname']) {
      const slug = slugify(name);
      // The name itself must be one line without control characters (a tab is refused there).
      expect(EventTypeInputSchema.safeParse({ name: 'Event', slug }).success).toBe(true);
    }
  });
});
