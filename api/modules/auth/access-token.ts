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
 * session is live. `issuedAtMs`: the JWT's own `iat` is in whole seconds, and "sign out everywhere"
 * must tell a token from just before it from one just after (api/plugins/auth.ts).
 */
export function signAccessToken(app: FastifyInstance, user: SessionUserSource, sessionId: string): string {
  return app.jwt.sign({ ...toSessionUser(user), typ: 'access', sid: sessionId, issuedAtMs: Date.now() });
}
