import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { paths } from '#shared/routes.ts';
import { messages } from '#shared/messages.ts';
import {
  authAnswers,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type TokenPair,
} from '#shared/schemas/auth.ts';
import type { SessionUserSource } from './access-token.ts';
import {
  alreadyRegisteredEmail,
  passwordResetEmail,
  RESET_PASSWORD_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
  verificationEmail,
} from './emails.ts';
import { addRefreshToken, endAllSessions, endSession, REFRESH_GRACE_MS } from './sessions.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export interface AuthServiceDeps {
  db: Db;
  config: Pick<Config, 'APP_URL' | 'REQUIRE_EMAIL_VERIFICATION'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  signAccessToken: (user: SessionUserSource, sessionId: string) => string;
  /** The refresh token rotation issues for a given one (the same each time: see refresh). */
  successorRefreshToken: (refreshToken: string) => string;
}

export function createAuthService({
  db,
  config,
  mailer,
  log,
  signAccessToken,
  successorRefreshToken,
}: AuthServiceDeps) {
  const link = (path: string, token?: string) =>
    token ? `${config.APP_URL}${path}?token=${encodeURIComponent(token)}` : `${config.APP_URL}${path}`;

  async function createEmailToken(userId: string, kind: 'verify_email' | 'reset_password'): Promise<string> {
    const token = newOpaqueToken();
    const ttl = kind === 'verify_email' ? VERIFY_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
    await db.emailToken.create({
      data: { userId, kind, tokenHash: hashOpaqueToken(token), expiresAt: new Date(Date.now() + ttl) },
    });
    return token;
  }

  /**
   * Marks a valid, unused, unexpired email token as used and returns its user id, or null. The
   * conditional update makes it single-use even when two requests race with the same link.
   */
  async function consumeEmailToken(token: string, kind: 'verify_email' | 'reset_password'): Promise<string | null> {
    const now = new Date();
    const row = await db.emailToken.findUnique({ where: { tokenHash: hashOpaqueToken(token) } });
    if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= now) return null;
    const claimed = await db.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    return claimed.count === 1 ? row.userId : null;
  }

  async function issueTokens(user: SessionUserSource, sessionId?: string, refreshToken?: string): Promise<TokenPair> {
    // A new sign-in starts a session; every rotation stays in it so reuse can revoke them all.
    const session = await addRefreshToken(db, user.id, sessionId, refreshToken);
    return { accessToken: signAccessToken(user, session.sessionId), refreshToken: session.refreshToken };
  }

  return {
    /**
     * Always the same answer, whether or not the email was already registered (no enumeration).
     * `asked`: the language of the page registering, for an account that has chosen none.
     */
    async register(body: RegisterBody, asked: Locale): Promise<string> {
      // Hash first in both cases, so both take the same time.
      const passwordHash = await hashPassword(body.password);
      const existing = await db.user.findUnique({ where: { email: body.email } });
      if (existing) {
        mailer.sendLater(
          alreadyRegisteredEmail(
            existing.email,
            existing.firstName,
            { login: link(paths.login), reset: link(paths.forgotPassword) },
            existing.locale ?? asked,
          ),
        );
        return authAnswers.registered;
      }
      try {
        const user = await db.user.create({
          data: { email: body.email, passwordHash, firstName: body.first_name, lastName: body.last_name },
        });
        const token = await createEmailToken(user.id, 'verify_email');
        mailer.sendLater(verificationEmail(user.email, user.firstName, link(paths.verifyEmail, token), asked));
        log.info({ userId: user.id }, 'account registered');
      } catch (error) {
        // Two registrations of one email at once: the loser gets the same answer.
        if (!isUniqueViolation(error)) throw error;
      }
      return authAnswers.registered;
    },

    async verifyEmail(token: string): Promise<string> {
      const userId = await consumeEmailToken(token, 'verify_email');
      if (!userId) throw httpErrors.badRequest(authAnswers.invalidVerificationToken);
      await db.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
      return messages.verificationSucceeded;
    },

    /** Unknown email and wrong password get the same error after the same amount of work. */
    async login(body: LoginBody): Promise<TokenPair> {
      const user = await db.user.findUnique({ where: { email: body.email } });
      const ok = await verifyPassword(user?.passwordHash || null, body.password);
      if (!user || !ok) throw httpErrors.unauthorized(authAnswers.invalidCredentials);
      // Only after the password matched, so the answer tells a stranger nothing about the account.
      if (user.disabledAt) throw httpErrors.forbidden(authAnswers.accountDisabled);
      if (config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerifiedAt) {
        throw httpErrors.forbidden(authAnswers.verifyBeforeLogin);
      }
      log.info({ userId: user.id }, 'signed in');
      return issueTokens(user);
    },

    /** The account a refresh token belongs to (for the per-account rate limit), or null. */
    async refreshTokenOwner(refreshToken: string): Promise<string | null> {
      const row = await db.refreshToken.findUnique({
        where: { tokenHash: hashOpaqueToken(refreshToken) },
        select: { userId: true },
      });
      return row?.userId ?? null;
    },

    /**
     * Rotates: the presented token is spent and its successor, in the same family, is returned. Within
     * REFRESH_GRACE_MS of that, the spent token answers with the same successor (the tab or request that
     * lost the race); after it, a spent token is a replay and revokes the family (ADR 042).
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = new Date();
      const row = await db.refreshToken.findUnique({ where: { tokenHash: hashOpaqueToken(refreshToken) } });
      if (!row || row.revokedAt || row.expiresAt <= now) throw httpErrors.unauthorized(authAnswers.invalidRefreshToken);
      const claimed = row.usedAt
        ? { count: 0 }
        : await db.refreshToken.updateMany({
            where: { id: row.id, usedAt: null, revokedAt: null },
            data: { usedAt: now },
          });
      // The race's loser reads the winner's time of use.
      const spent =
        claimed.count === 1
          ? null
          : row.usedAt
            ? row
            : await db.refreshToken.findUnique({ where: { id: row.id }, select: { usedAt: true, revokedAt: true } });
      // Ended (sign-out, reset) while this request was on its way: no replay, just over.
      if (spent?.revokedAt) throw httpErrors.unauthorized(authAnswers.invalidRefreshToken);
      if (spent && (!spent.usedAt || now.getTime() - spent.usedAt.getTime() > REFRESH_GRACE_MS)) {
        // A spent token came back: it was copied. Whoever holds the family loses it.
        await endSession(db, row.familyId);
        log.warn({ userId: row.userId }, 'refresh token reuse detected; its session family was revoked');
        throw httpErrors.unauthorized(authAnswers.invalidRefreshToken);
      }
      const user = await db.user.findUnique({ where: { id: row.userId } });
      if (!user || user.disabledAt) throw httpErrors.unauthorized(authAnswers.invalidRefreshToken);
      const successor = successorRefreshToken(refreshToken);
      const tokens = spent
        ? { accessToken: signAccessToken(user, row.familyId), refreshToken: successor }
        : await issueTokens(user, row.familyId, successor);
      // Disabled or signed out everywhere while this refresh was under way: if that committed before
      // the new token existed it is seen here, otherwise it revoked the new token itself.
      const current = await db.user.findUnique({
        where: { id: user.id },
        select: { disabledAt: true, sessionsValidAfter: true },
      });
      if (!current || current.disabledAt || (current.sessionsValidAfter && current.sessionsValidAfter > now)) {
        await endSession(db, row.familyId);
        throw httpErrors.unauthorized(authAnswers.invalidRefreshToken);
      }
      return tokens;
    },

    /** Ends the token's session (its refresh and access tokens); unknown tokens are ignored (sign-out always succeeds). */
    async logout(refreshToken: string): Promise<void> {
      const row = await db.refreshToken.findUnique({ where: { tokenHash: hashOpaqueToken(refreshToken) } });
      if (row) await endSession(db, row.familyId);
    },

    /**
     * Always the same answer. The lookup and the email happen in the background, so the answer's
     * timing does not reveal whether the account exists either.
     */
    forgotPassword(email: string, asked: Locale): string {
      mailer.sendLater(async () => {
        const user = await db.user.findUnique({ where: { email } });
        if (!user) return null;
        const token = await createEmailToken(user.id, 'reset_password');
        return passwordResetEmail(user.email, user.firstName, link(paths.resetPassword, token), user.locale ?? asked);
      });
      return authAnswers.resetRequested;
    },

    /** A new verification link for an unverified account; same answer whatever the email (no enumeration). */
    resendVerification(email: string, asked: Locale): string {
      mailer.sendLater(async () => {
        const user = await db.user.findUnique({ where: { email } });
        if (!user || user.emailVerifiedAt) return null;
        const token = await createEmailToken(user.id, 'verify_email');
        return verificationEmail(user.email, user.firstName, link(paths.verifyEmail, token), user.locale ?? asked);
      });
      return authAnswers.verificationResent;
    },

    /** Sets the new password and signs out every session of the account. */
    async resetPassword(body: ResetPasswordBody): Promise<string> {
      const userId = await consumeEmailToken(body.token, 'reset_password');
      if (!userId) throw httpErrors.badRequest(authAnswers.invalidResetToken);
      const passwordHash = await hashPassword(body.newPassword);
      const now = new Date();
      await db.$transaction([
        // Following the emailed link proves the address is theirs.
        db.user.update({ where: { id: userId }, data: { passwordHash } }),
        db.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } }),
        ...endAllSessions(db, userId, now),
        db.emailToken.updateMany({ where: { userId, kind: 'reset_password', usedAt: null }, data: { usedAt: now } }),
      ]);
      log.info({ userId }, 'password reset; all sessions revoked');
      return messages.resetSucceeded;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
