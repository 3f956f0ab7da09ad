import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR_MS;
/**
 * How long a just-rotated refresh token still answers with its successor (ADR 042): two tabs or
 * requests that refreshed with the same token at once both stay signed in. Later, it is a replay.
 */
export const REFRESH_GRACE_MS = 30 * 1000;

/**
 * A session is one sign-in: a family of refresh tokens (every rotation stays in it) whose id the
 * access tokens carry as `sid`. The caller lookup (api/db/reads.ts) accepts an access token only while
 * its family still holds a token that is not revoked, in the same query that reads the account, so
 * revoking the family ends the session's access tokens at once, not when they expire.
 */
export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

/**
 * Starts a session (no `sessionId`) or adds the next refresh token to an existing one (rotation, which
 * passes the spent token's successor as `refreshToken`).
 */
export async function addRefreshToken(
  db: Db,
  userId: string,
  sessionId: string = randomUUID(),
  refreshToken: string = newOpaqueToken(),
): Promise<NewSession> {
  await db.refreshToken.create({
    data: {
      userId,
      familyId: sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    },
  });
  return { sessionId, refreshToken };
}

/** Ends one session: its refresh tokens and, through the caller lookup, its access tokens. */
export function endSession(db: Db, sessionId: string, now = new Date()) {
  return db.refreshToken.updateMany({ where: { familyId: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * Ends every session of an account at once (password reset, sign out everywhere, an admin disabling
 * the account): no refresh token of it works any more, and every access token already handed out is
 * refused on its next request, both because its session has no live refresh token left and because
 * it was issued before `sessions_valid_after` (which also catches a refresh under way at this moment:
 * see refresh in service.ts). Returns the two Prisma writes, to run inside one transaction:
 * `db.$transaction([...endAllSessions(db, id)])`, or awaited one after the other on a transaction client.
 */
export function endAllSessions(db: Pick<Db, 'user' | 'refreshToken'>, userId: string, now = new Date()) {
  return [
    db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.user.updateMany({ where: { id: userId }, data: { sessionsValidAfter: new Date(now.getTime() + 1) } }),
  ] as const;
}
