import type { Db } from '../../api/db/client.ts';
import { hashOpaqueToken } from '../../api/lib/opaque-tokens.ts';
import { REFRESH_GRACE_MS } from '../../api/modules/auth/sessions.ts';

/** Moves a spent refresh token's use back past the grace window: presenting it again is then a replay. */
export async function spentLongAgo(db: Db, refreshToken: string): Promise<void> {
  await db.refreshToken.update({
    where: { tokenHash: hashOpaqueToken(refreshToken) },
    data: { usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) },
  });
}
