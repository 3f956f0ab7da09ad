import { randomBytes } from 'node:crypto';
import { toSessionUser } from '../api/modules/auth/access-token.ts';
import { addRefreshToken } from '../api/modules/auth/sessions.ts';
import type { Db } from '../api/db/client.ts';
import { signHs256 } from './jwt.ts';

export interface SeededUser {
  id: string;
  username: string;
  email: string;
  /** `Bearer …`, signed the way the server signs access tokens. */
  authorization: string;
  accessToken: string;
}

/**
 * Inserts a user straight into the database and signs an access token for it with the server's
 * JWT_SECRET, so load runs do not go through (rate-limited) sign-in.
 */
export async function seedUser(
  db: Db,
  jwtSecret: string,
  options: { username?: string; role?: 'user' | 'company_admin' | 'app_admin'; passwordHash?: string } = {},
): Promise<SeededUser> {
  const username = options.username ?? `bench-${randomBytes(4).toString('hex')}`;
  const user = await db.user.create({
    data: {
      email: `${username}@bench.test`,
      passwordHash: options.passwordHash ?? 'not-a-real-hash',
      firstName: 'Bench',
      lastName: 'User',
      username,
      about: 'A user seeded by the benchmarks.',
      role: options.role ?? 'user',
      emailVerifiedAt: new Date(),
    },
  });
  const { sessionId } = await addRefreshToken(db, user.id);
  const accessToken = signHs256({ ...toSessionUser(user), typ: 'access', sid: sessionId }, jwtSecret, {
    expiresInSeconds: 3600,
  });
  return { id: user.id, username, email: user.email, accessToken, authorization: `Bearer ${accessToken}` };
}

/** Gives a user `count` event types, inserted in batches, oldest first. */
export async function seedEventTypes(db: Db, userId: string, count: number, batch = 2_000): Promise<void> {
  const start = Date.now() - count * 1000;
  for (let from = 0; from < count; from += batch) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + batch); i++) {
      rows.push({
        userId,
        name: `Bench event ${i}`,
        slug: `bench-event-${i}`,
        description: `Seeded event type number ${i}`,
        duration: 15 + (i % 4) * 15,
        isVisible: i % 5 !== 0,
        createdAt: new Date(start + i * 1000),
      });
    }
    await db.eventType.createMany({ data: rows });
  }
}
