import type { FastifyInstance } from 'fastify';
import { localeOf } from '#shared/i18n/locales.ts';
import type { SessionUser } from '#shared/schemas/session.ts';

/** The database fields a session user is made from. */
export interface SessionUserSource {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  role: SessionUser['role'];
  emailVerifiedAt: Date | null;
  locale?: string | null;
}

export function toSessionUser(user: SessionUserSource): SessionUser {
  const locale = localeOf(user.locale);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    // English, the default, is left out: a token says only a choice the host made.
    ...(locale && locale !== 'en' ? { locale } : {}),
  };
}

/**
 * A short-lived access token (ACCESS_TOKEN_TTL_SECONDS, 15 minutes by default) carrying what the
 * client's sidebar needs and its session's id (`sid`, see sessions.ts): it works only while that
 * session is live. Its lifetime (`iat`, and `exp` counted from it) is on the app's clock, as is its
 * check (api/plugins/auth.ts). `issuedAtMs`: the JWT's own `iat` is in whole seconds, and "sign out
 * everywhere" must tell a token from just before it from one just after; it is compared with the
 * account's `sessions_valid_after`, which the database keeps in real time, so it is the real time too.
 */
export function signAccessToken(app: FastifyInstance, user: SessionUserSource, sessionId: string): string {
  const iat = Math.floor(app.clock.now() / 1000);
  return app.jwt.sign({ ...toSessionUser(user), typ: 'access', sid: sessionId, iat, issuedAtMs: Date.now() });
}
