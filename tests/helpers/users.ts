import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { Role } from '#shared/schemas/session.ts';
import { signAccessToken } from '../../api/modules/auth/access-token.ts';
import { addRefreshToken } from '../../api/modules/auth/sessions.ts';
import type { TestApp } from './test-app.ts';
// The app's clock (`app.clock`), which `headers` reads.
import type {} from '../../api/plugins/clock.ts';

export interface TestUser {
  id: string;
  email: string;
  username: string | null;
  role: Role;
  accessToken: string;
  /** The session the access token belongs to (a live refresh-token family). */
  sessionId: string;
  /**
   * `{ authorization: 'Bearer …' }` for app.inject: `accessToken`, or, once the app's clock (which a
   * test may move by days) is past its expiry, a new one for the same session, as a client's refresh would.
   */
  readonly headers: { authorization: string };
}

/**
 * Inserts an account directly (no email round trip), starts a session and signs an access token for it, for tests of
 * features other than sign-up. The password hash is a dummy: such users cannot sign in with a password.
 */
export async function createUser(
  t: TestApp,
  overrides: { email?: string; username?: string | null; role?: Role; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const user = await t.db.user.create({
    data: {
      email: overrides.email ?? `user-${suffix}@example.test`,
      passwordHash: 'not-a-real-hash',
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      username: overrides.username === undefined ? `user-${suffix}` : overrides.username,
      role: overrides.role ?? 'user',
      emailVerifiedAt: new Date(),
    },
  });
  const session = await addRefreshToken(t.db, user.id);
  const accessToken = signAccessToken(t.app, user, session.sessionId);
  let current = accessToken;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    accessToken,
    sessionId: session.sessionId,
    get headers() {
      if (t.app.clock.now() >= expiryOf(current)) current = signAccessToken(t.app, user, session.sessionId);
      return { authorization: `Bearer ${current}` };
    },
  };
}

/** The language a user chooses on their Profile page ('Language'), the rest of the profile kept, through the API. */
export async function chooseLanguage(t: TestApp, user: Pick<TestUser, 'headers'>, locale: Locale): Promise<void> {
  const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json<Profile>();
  const { first_name, last_name, username, about } = profile;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: user.headers,
    payload: { first_name, last_name, username: username ?? '', about, locale },
  });
  expect(saved.json<Profile>(), saved.body).toMatchObject({ locale });
}

/** When an access token expires, in milliseconds. */
function expiryOf(accessToken: string): number {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return claims.exp * 1000;
}
