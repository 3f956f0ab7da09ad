import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARACTERS, type ApiKeyScope } from '#shared/schemas/api-keys.ts';
import { hashOpaqueToken } from '../../lib/opaque-tokens.ts';

/** What a key is made of (ADR 052). */

/** 40 random bytes: 320 bits, of which the listed prefix shows 48, so more than 256 stay secret. */
const SECRET_BYTES = 40;
/** Longer than any key this server makes: refused before hashing. */
export const LONGEST_KEY = 128;

/** A new key: the text shown once, the prefix that names it in lists, and the hash that is stored. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARACTERS), hash: hashApiKey(key) };
}

/**
 * A key is stored only as its SHA-256: it has 320 random bits, so no slow hash is needed against
 * guessing, and one indexed lookup finds it on every request.
 */
export const hashApiKey = (key: string): string => hashOpaqueToken(key);

/** The stored scopes (space-separated), read back. */
export function scopesOf(text: string, known: readonly ApiKeyScope[]): ApiKeyScope[] {
  return text.split(' ').filter((s): s is ApiKeyScope => (known as readonly string[]).includes(s));
}
