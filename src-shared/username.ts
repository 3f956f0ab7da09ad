import * as z from 'zod/mini';
import { RESERVED_USERNAMES } from './routes.ts';

/** docs/product.md#username-rules: lowercase letters, digits and hyphens, 3 to 40 characters, never a reserved word. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;

export const usernameMessages = {
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters.`,
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`,
  format: 'Username can only contain lowercase letters, numbers, and hyphens.',
  edges: 'Username must start and end with a letter or number.',
  reserved: 'This username is reserved. Please choose another one.',
  taken: 'This username is already taken.',
} as const;

/**
 * Usernames are case-insensitive: 'Ada' is stored and shown as 'ada' (ARCHITECTURE: usernames are
 * stored normalised), so two people can never hold 'Ada' and 'ada'.
 */
export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The rules a username and a team slug share (docs/product.md#username-rules). */
export type NameRule = 'tooShort' | 'tooLong' | 'format' | 'edges' | 'reserved';

/** The first shared rule a (normalised) name breaks, or null when it is acceptable. */
export function nameRuleBroken(name: string): NameRule | null {
  if (name.length < USERNAME_MIN_LENGTH) return 'tooShort';
  if (name.length > USERNAME_MAX_LENGTH) return 'tooLong';
  if (!/^[a-z0-9-]+$/.test(name)) return 'format';
  // A leading or trailing hyphen reads as a typo in a link and is never what someone meant.
  if (name.startsWith('-') || name.endsWith('-')) return 'edges';
  if (RESERVED_USERNAMES.has(name)) return 'reserved';
  return null;
}

/** The first rule a (normalised) username breaks, or null when it is acceptable. */
export function usernameProblem(username: string): string | null {
  const broken = nameRuleBroken(username);
  return broken && usernameMessages[broken];
}

/** A username as typed: normalised, then checked against every username rule (uniqueness is the server's). */
export const UsernameSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
