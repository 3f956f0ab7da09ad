import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe (it travels in links and JSON). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not hand out sessions or links. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
