import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe (it travels in links and JSON). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not hand out sessions or links. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token that follows `token` in a chain (refresh rotation): as unguessable as a new one to anyone without `secret`. */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`successor:${token}`, 'utf8').digest('base64url');
}
