import type { Db } from '../../db/client.ts';
import type { LiveStream } from './stream.ts';

/** Sessions asked per query: well inside every database's limit on bound values. */
const CHUNK = 500;

/**
 * The streams whose session has ended since they opened: signed out, ended by a password reset or a
 * replayed refresh token (no live token of the family left), every session ended (sessions_valid_after
 * moved past the token), the account disabled or deleted. The same rule as every request's
 * authentication (api/db/reads/caller.ts), asked for all of a process's streams at once.
 */
export async function endedStreams(db: Db, streams: LiveStream[]): Promise<LiveStream[]> {
  const sessionIds = [...new Set(streams.map((s) => s.owner.sessionId))];
  const alive = new Map<string, { disabledAt: Date | null; sessionsValidAfter: Date | null }>();
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const rows = await db.refreshToken.findMany({
      where: { familyId: { in: sessionIds.slice(i, i + CHUNK) }, revokedAt: null },
      select: { familyId: true, userId: true, user: { select: { disabledAt: true, sessionsValidAfter: true } } },
    });
    for (const row of rows) alive.set(`${row.userId}/${row.familyId}`, row.user);
  }
  return streams.filter((stream) => {
    const user = alive.get(`${stream.owner.userId}/${stream.owner.sessionId}`);
    if (!user || user.disabledAt) return true;
    return user.sessionsValidAfter !== null && user.sessionsValidAfter > stream.owner.issuedAt;
  });
}
