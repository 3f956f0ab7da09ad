import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES } from '#shared/routes.ts';
import { UsernameSchema, normalizeUsername, usernameMessages, usernameProblem } from '#shared/username.ts';

describe('username rules', () => {
  it('accepts lowercase letters, digits and hyphens between 3 and 40 characters', () => {
    for (const name of ['ada', 'ada-lovelace', 'a1b2c3', 'x'.repeat(40), '007']) {
      expect(usernameProblem(name), name).toBeNull();
    }
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeUsername('  Ada-Lovelace ')).toBe('ada-lovelace');
    expect(UsernameSchema.parse(' Grace ')).toBe('grace');
  });

  it('names the rule that a bad username breaks', () => {
    expect(usernameProblem('ab')).toBe(usernameMessages.tooShort);
    expect(usernameProblem('x'.repeat(41))).toBe(usernameMessages.tooLong);
    expect(usernameProblem('ada.lovelace')).toBe(usernameMessages.format);
    expect(usernameProblem('-ada')).toBe(usernameMessages.edges);
    expect(UsernameSchema.safeParse('ada_l').error?.issues[0]?.message).toBe(usernameMessages.format);
  });

  it('refuses every reserved word, typed in any case', () => {
    for (const word of RESERVED_USERNAMES) {
      if (usernameProblem(word) === usernameMessages.format) continue; // e.g. 'favicon.ico' is already impossible
      expect(UsernameSchema.safeParse(word.toUpperCase()).error?.issues[0]?.message, word).toBe(
        usernameMessages.reserved,
      );
    }
  });
});
