import type { Db } from '../../../db/client.ts';
import { writeAsUser } from '../../../db/user-lock.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { type SignInProvider, signInMessages } from '#shared/sign-in.ts';
import { type SetPasswordBody, type SignInMethods } from '#shared/schemas/sign-in.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

/**
 * Settings → Security (ADR 053): a person's ways to sign in (their password, their linked Google and
 * Microsoft accounts), removing one but never the last, and setting or changing the password.
 */
export function createSignInMethods(deps: { db: Db; providers(): Promise<SignInProvider[]> }) {
  const { db } = deps;

  return {
    async list(userId: string): Promise<SignInMethods> {
      const [user, identities, providers] = await Promise.all([
        db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } }),
        db.signInIdentity.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
        deps.providers(),
      ]);
      return {
        hasPassword: Boolean(user?.passwordHash),
        identities: identities.map((i) => ({
          id: i.id,
          provider: i.provider as SignInProvider,
          email: i.email,
          createdAt: i.createdAt.toISOString(),
          lastUsedAt: i.lastUsedAt?.toISOString() ?? null,
        })),
        providers,
      };
    },

    /** Removes a linked account, unless it is the last way to sign in (checked under the user's lock). */
    async unlink(userId: string, id: string): Promise<void> {
      await writeAsUser(db, userId, async (tx) => {
        const identity = await tx.signInIdentity.findFirst({ where: { id, userId }, select: { id: true } });
        if (!identity) throw httpErrors.notFound(signInMessages.methodNotFound);
        const [user, count] = await Promise.all([
          tx.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
          tx.signInIdentity.count({ where: { userId } }),
        ]);
        if (!user.passwordHash && count <= 1) throw httpErrors.conflict(signInMessages.lastMethod);
        await tx.signInIdentity.delete({ where: { id } });
      });
    },

    /**
     * Sets a first password, or changes it with the current one; a change signs out every other
     * session of the account (`sessionId`, the caller's, stays).
     */
    async setPassword(userId: string, body: SetPasswordBody, sessionId: string): Promise<void> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
      if (!user) throw httpErrors.unauthorized();
      if (user.passwordHash) {
        if (!body.currentPassword) throw httpErrors.badRequest(signInMessages.currentPasswordRequired);
        if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
          throw httpErrors.badRequest(signInMessages.currentPasswordWrong);
        }
      }
      const passwordHash = await hashPassword(body.newPassword);
      await db.$transaction([
        db.user.updateMany({ where: { id: userId }, data: { passwordHash } }),
        ...(user.passwordHash
          ? [
              db.refreshToken.updateMany({
                where: { userId, familyId: { not: sessionId }, revokedAt: null },
                data: { revokedAt: new Date() },
              }),
            ]
          : []),
      ]);
    },
  };
}
