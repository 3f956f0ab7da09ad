import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../../lib/opaque-tokens.ts';
import { SIGN_IN_CODE_LENGTH } from '#shared/sign-in.ts';
import type { ProviderClaims } from './providers.ts';

/**
 * What a finished callback leaves for its page (ADR 053), held by the page as a secret whose SHA-256
 * is the row: a `session` to redeem once within two minutes, or a `link` / `confirm` waiting for the
 * person's password or the emailed code, for thirty minutes.
 */

export const SESSION_TICKET_MS = 2 * 60_000;
export const PENDING_TICKET_MS = 30 * 60_000;

export type TicketKind = 'session' | 'link' | 'confirm';

export async function createTicket(
  db: Db,
  now: number,
  input: {
    kind: TicketKind;
    provider: string;
    email: string;
    userId: string | null;
    isNew?: boolean;
    /** Who the provider says the person is (a pending sign-in's identity, linked or made on proof). */
    identity?: ProviderClaims;
  },
): Promise<string> {
  const secret = newOpaqueToken();
  const identity = input.identity ?? { issuer: '', subject: '', firstName: '', lastName: '' };
  await db.signInTicket.create({
    data: {
      id: hashOpaqueToken(secret),
      kind: input.kind,
      provider: input.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: input.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      userId: input.userId,
      isNew: input.isNew ?? false,
      expiresAt: new Date(now + (input.kind === 'session' ? SESSION_TICKET_MS : PENDING_TICKET_MS)),
    },
  });
  return secret;
}

/** A live ticket, or null (unknown, expired). */
export async function liveTicket(db: Db, secret: string, now: number) {
  const row = await db.signInTicket.findUnique({ where: { id: hashOpaqueToken(secret) } });
  if (!row || row.expiresAt.getTime() <= now) return null;
  return row;
}

export type Ticket = NonNullable<Awaited<ReturnType<typeof liveTicket>>>;

/** Takes a ticket once: false when another request took it first. */
export async function takeTicket(db: Db, id: string): Promise<boolean> {
  return (await db.signInTicket.deleteMany({ where: { id } })).count === 1;
}

const codeDigest = (code: string) => createHash('sha256').update(`sign-in-code:${code}`).digest();

/** A new code of SIGN_IN_CODE_LENGTH digits and its stored digest. */
export function newCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  return { code, hash: codeDigest(code).toString('hex') };
}

export function codeMatches(stored: string | null, code: string): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  const given = codeDigest(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
