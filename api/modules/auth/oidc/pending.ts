import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { paths } from '#shared/routes.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { SIGN_IN_MAX_ATTEMPTS, SIGN_IN_PROVIDER_NAMES, type SignInProvider, signInMessages } from '#shared/sign-in.ts';
import { type SignInOutcome } from '#shared/schemas/sign-in.ts';
import { verifyPassword } from '../passwords.ts';
import { signInCodeEmail } from './emails.ts';
import { type Ticket, codeMatches, liveTicket, newCode, takeTicket } from './tickets.ts';

/** A new code is sent at most this often for one pending sign-in. */
const RESEND_MS = 60_000;

interface PendingDeps {
  db: Db;
  mailer: Mailer;
  now: () => number;
  appUrl: string;
  issueSession(userId: string): Promise<{ accessToken: string; refreshToken: string }>;
}

/**
 * A pending sign-in's proofs (ADR 053): the linked account's password, or the code emailed to the
 * address. Five wrong tries end it; a proof takes it once, links (or makes) the account and signs in.
 */
export function createPendingProofs(deps: PendingDeps) {
  const { db, now } = deps;

  async function pendingTicket(secret: string): Promise<Ticket> {
    const ticket = await liveTicket(db, secret, now());
    if (!ticket || ticket.kind === 'session') throw httpErrors.badRequest(signInMessages.ticketInvalid);
    return ticket;
  }

  /** A wrong try: counted, and the fifth ends the pending sign-in. */
  async function wrongTry(ticket: Ticket, message: string): Promise<never> {
    const tries = ticket.attempts + 1;
    if (tries >= SIGN_IN_MAX_ATTEMPTS) {
      await db.signInTicket.deleteMany({ where: { id: ticket.id } });
      throw httpErrors.unauthorized(signInMessages.tooManyTries);
    }
    await db.signInTicket.updateMany({ where: { id: ticket.id }, data: { attempts: { increment: 1 } } });
    throw httpErrors.unauthorized(message);
  }

  async function take(ticket: Ticket): Promise<void> {
    if (!(await takeTicket(db, ticket.id))) throw httpErrors.badRequest(signInMessages.ticketInvalid);
  }

  /** Links the taken ticket's identity to `userId` (the address now proven, when `verified`) and signs in. */
  async function finish(ticket: Ticket, userId: string, verified: boolean, isNew: boolean): Promise<SignInOutcome> {
    const at = new Date(now());
    try {
      await db.$transaction([
        db.signInIdentity.create({
          data: {
            userId,
            provider: ticket.provider,
            issuer: ticket.issuer,
            subject: ticket.subject,
            email: ticket.email,
            lastUsedAt: at,
          },
        }),
        ...(verified
          ? [db.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: at } })]
          : []),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw httpErrors.conflict(signInMessages.alreadyLinkedElsewhere);
      throw error;
    }
    return {
      status: 'signed-in',
      provider: ticket.provider as SignInProvider,
      isNew,
      ...(await deps.issueSession(userId)),
    };
  }

  return {
    /**
     * Emails a new code to the pending sign-in's address (at most once a minute), in the language of
     * its account, else in `asked`, the one of the page signing in.
     */
    async sendCode(secret: string, asked: Locale): Promise<void> {
      const ticket = await pendingTicket(secret);
      if (ticket.codeSentAt && now() - ticket.codeSentAt.getTime() < RESEND_MS) {
        const seconds = Math.ceil((RESEND_MS - (now() - ticket.codeSentAt.getTime())) / 1000);
        throw httpErrors.tooManyRequests(signInMessages.codeSent, seconds);
      }
      const { code, hash } = newCode();
      await db.signInTicket.update({ where: { id: ticket.id }, data: { codeHash: hash, codeSentAt: new Date(now()) } });
      const url = `${deps.appUrl}${paths.signInConfirm}?code=${code}`;
      const account = ticket.userId
        ? await db.user.findUnique({ where: { id: ticket.userId }, select: { locale: true } })
        : null;
      deps.mailer.sendLater(
        signInCodeEmail(
          ticket.email,
          {
            provider: SIGN_IN_PROVIDER_NAMES[ticket.provider as SignInProvider] ?? ticket.provider,
            account: ticket.email,
            code,
            url,
            creating: ticket.kind === 'confirm',
          },
          account?.locale ?? asked,
        ),
      );
    },

    /** The account's password proves it is the person's: the identity is linked and they are signed in. */
    async withPassword(secret: string, password: string): Promise<SignInOutcome> {
      const ticket = await pendingTicket(secret);
      if (ticket.kind !== 'link' || !ticket.userId) throw httpErrors.badRequest(signInMessages.ticketInvalid);
      const user = await db.user.findUnique({ where: { id: ticket.userId } });
      const ok = await verifyPassword(user?.passwordHash || null, password);
      if (!user || !ok) return wrongTry(ticket, authAnswers.invalidCredentials);
      if (user.disabledAt) throw httpErrors.forbidden(authAnswers.accountDisabled);
      await take(ticket);
      return finish(ticket, user.id, false, false);
    },

    /**
     * The emailed code proves the address: the identity is linked to its account, or a new account is
     * made for it (linked to one made meanwhile with the same address, which the code also proves).
     */
    async withCode(secret: string, code: string): Promise<SignInOutcome> {
      const ticket = await pendingTicket(secret);
      if (!codeMatches(ticket.codeHash, code)) return wrongTry(ticket, signInMessages.wrongCode);
      await take(ticket);
      const owner =
        ticket.userId ?? (await db.user.findUnique({ where: { email: ticket.email }, select: { id: true } }))?.id;
      if (owner) return finish(ticket, owner, true, false);
      let userId: string;
      try {
        const user = await db.user.create({
          data: {
            email: ticket.email,
            passwordHash: '',
            firstName: ticket.firstName,
            lastName: ticket.lastName,
            emailVerifiedAt: new Date(now()),
          },
        });
        userId = user.id;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const made = await db.user.findUniqueOrThrow({ where: { email: ticket.email }, select: { id: true } });
        return finish(ticket, made.id, true, false);
      }
      return finish(ticket, userId, true, true);
    },
  };
}
