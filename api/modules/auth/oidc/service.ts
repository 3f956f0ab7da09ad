import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { type ProviderAt, loopbackRedirectUri } from '../../apps/surface.ts';
import type { OAuthProviderId } from '#shared/schemas/apps.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { SIGN_IN_PROVIDERS, type SignInError, type SignInProvider, signInMessages } from '#shared/sign-in.ts';
import { type SignInOutcome } from '#shared/schemas/sign-in.ts';
import type { SessionUserSource } from '../access-token.ts';
import { addRefreshToken } from '../sessions.ts';
import { createPendingProofs } from './pending.ts';
import { SignInRefusedError, signInAuthorization, signInExchange } from './protocol.ts';
import type { ProviderClaims } from './providers.ts';
import { createTicket, liveTicket, takeTicket } from './tickets.ts';

/** How long a sign-in may take between the button and the provider's redirect. */
const STATE_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SignInDeps {
  db: Db;
  secretBox: SecretBox;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => number;
  appUrl: string;
  providerAt(provider: OAuthProviderId): Promise<ProviderAt | null>;
  configured(): Promise<Set<OAuthProviderId>>;
  signAccessToken: (user: SessionUserSource, sessionId: string) => string;
}

/** The web flow's redirect URI for a provider (the operator registers it beside the calendar app's). */
export const signInRedirectUri = (appUrl: string, provider: SignInProvider) =>
  `${appUrl}/api/sign-in/${provider}/callback`;

/** How a callback ended, before the page or the desktop app is told. */
export type Completion =
  | { kind: 'error'; error: SignInError; linking: boolean }
  | { kind: 'linked'; provider: SignInProvider }
  | { kind: 'session'; provider: SignInProvider; userId: string; isNew: boolean }
  | { kind: 'pending'; outcome: Extract<SignInOutcome, { pending: string }> };

/**
 * Signing in with Google or Microsoft (issue 42, ADR 053): starting (PKCE, state, nonce, bound to the
 * browser or the desktop app), the provider's redirect back, and what follows: a session for a known
 * identity or a new account with a vouched-for address, and otherwise a proof that the address is the
 * person's (the account's password, or a code emailed to it). Never an account found by email alone.
 */
export function createSignInService(deps: SignInDeps) {
  const { db, secretBox, now, log } = deps;

  async function issueSession(userId: string) {
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user || user.disabledAt) throw httpErrors.forbidden(authAnswers.accountDisabled);
    const session = await addRefreshToken(db, user.id);
    log.info({ userId: user.id }, 'signed in with a provider');
    return { accessToken: deps.signAccessToken(user, session.sessionId), refreshToken: session.refreshToken };
  }

  const pending = createPendingProofs({ ...deps, issueSession });

  async function providers(): Promise<SignInProvider[]> {
    const configured = await deps.configured();
    return SIGN_IN_PROVIDERS.filter((p) => configured.has(p));
  }

  /** A new account with an address the provider vouched for, and its identity; null when the address was taken meanwhile. */
  async function createAccount(provider: SignInProvider, identity: ProviderClaims, email: string) {
    try {
      return await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            email,
            passwordHash: '',
            firstName: identity.firstName,
            lastName: identity.lastName,
            emailVerifiedAt: new Date(now()),
          },
        });
        await tx.signInIdentity.create({
          data: {
            userId: user.id,
            provider,
            issuer: identity.issuer,
            subject: identity.subject,
            email,
            lastUsedAt: new Date(now()),
          },
        });
        return user.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async function signIn(provider: SignInProvider, identity: ProviderClaims, asked: Locale): Promise<Completion> {
    const known = await db.signInIdentity.findUnique({
      where: {
        provider_issuer_subject: { provider, issuer: identity.issuer, subject: identity.subject },
      },
      include: { user: { select: { disabledAt: true } } },
    });
    if (known) {
      if (known.user.disabledAt) return { kind: 'error', error: 'disabled', linking: false };
      await db.signInIdentity.update({
        where: { id: known.id },
        data: { lastUsedAt: new Date(now()), ...(identity.email ? { email: identity.email } : {}) },
      });
      return { kind: 'session', provider, userId: known.userId, isNew: false };
    }
    const email = identity.email;
    if (!email) return { kind: 'error', error: 'no-email', linking: false };
    const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
    if (!existing && identity.emailVerified) {
      const userId = await createAccount(provider, identity, email);
      if (userId) {
        log.info({ userId, provider }, 'account created through a provider');
        return { kind: 'session', provider, userId, isNew: true };
      }
    }
    // An account with this address (or one made meanwhile): never linked by the address alone.
    const owner = existing ?? (await db.user.findUnique({ where: { email }, select: { id: true } }));
    if (owner) {
      const secret = await createTicket(db, now(), { kind: 'link', provider, identity, email, userId: owner.id });
      return { kind: 'pending', outcome: { status: 'link', provider, email, pending: secret, codeSent: false } };
    }
    // A new account for an address the provider did not vouch for: the emailed code must prove it.
    const secret = await createTicket(db, now(), { kind: 'confirm', provider, identity, email, userId: null });
    await pending.sendCode(secret, asked);
    return { kind: 'pending', outcome: { status: 'confirm', provider, email, pending: secret, codeSent: true } };
  }

  async function link(provider: SignInProvider, userId: string, identity: ProviderClaims): Promise<Completion> {
    const where = { provider_issuer_subject: { provider, issuer: identity.issuer, subject: identity.subject } };
    const known = await db.signInIdentity.findUnique({ where });
    if (known && known.userId !== userId) return { kind: 'error', error: 'taken', linking: true };
    const email = identity.email ?? known?.email ?? '';
    try {
      await db.signInIdentity.upsert({
        where,
        create: { userId, provider, issuer: identity.issuer, subject: identity.subject, email, lastUsedAt: null },
        update: { email },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'error', error: 'taken', linking: true };
      throw error;
    }
    log.info({ userId, provider }, 'sign-in method linked');
    return { kind: 'linked', provider };
  }

  return {
    providers,
    pending,
    issueSession,

    /** The consent page's address, with a state row bound to `bindingKey` (the browser's cookie or the app's key). */
    async start(
      provider: SignInProvider,
      input: { intent: 'sign-in' | 'sign-up' | 'link'; userId?: string; loopbackPort?: number | undefined },
      bindingKey: string,
    ): Promise<{ authorizeUrl: string }> {
      const at = (await providers()).includes(provider) ? await deps.providerAt(provider) : null;
      if (!at) throw httpErrors.conflict(signInMessages.notConfigured);
      await db.signInState.deleteMany({ where: { expiresAt: { lte: new Date(now()) } } });
      await db.signInTicket.deleteMany({ where: { expiresAt: { lte: new Date(now()) } } });
      const redirectUri = input.loopbackPort
        ? loopbackRedirectUri(input.loopbackPort)
        : signInRedirectUri(deps.appUrl, provider);
      let started;
      try {
        started = await signInAuthorization(at, redirectUri, now());
      } catch (error) {
        log.warn({ err: error, provider }, 'the provider’s OpenID configuration could not be read');
        throw httpErrors.badGateway(signInMessages.failed);
      }
      const id = sha256(started.state);
      await db.signInState.create({
        data: {
          id,
          provider,
          intent: input.intent,
          userId: input.userId ?? null,
          nonce: started.nonce,
          verifierSealed: secretBox.seal(started.verifier, `sign-in-state:${id}`),
          bindingHash: sha256(bindingKey),
          redirectUri,
          expiresAt: new Date(now() + STATE_MS),
        },
      });
      return { authorizeUrl: started.authorizeUrl };
    },

    /**
     * The provider's redirect back. The state is taken once, only with the key that started it; then
     * the code is exchanged and the id_token checked (ADR 053). `asked`: the language of the page
     * signing in, for a code emailed to an address with no account.
     */
    async complete(
      provider: SignInProvider,
      input: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      bindingKey: string | null,
      asked: Locale,
    ): Promise<Completion> {
      const refused = (error: SignInError, linking = false): Completion => ({ kind: 'error', error, linking });
      if (!input.state || !bindingKey) return refused('state');
      const id = sha256(input.state);
      const row = await db.signInState.findUnique({ where: { id } });
      if (
        !row ||
        row.provider !== provider ||
        row.expiresAt.getTime() <= now() ||
        row.bindingHash !== sha256(bindingKey)
      ) {
        return refused('state');
      }
      if ((await db.signInState.deleteMany({ where: { id } })).count !== 1) return refused('state');
      const linking = row.intent === 'link';
      if (input.error || !input.code) return refused(input.error === 'access_denied' ? 'denied' : 'failed', linking);
      const at = await deps.providerAt(provider);
      if (!at) return refused('not-configured', linking);
      let identity: ProviderClaims;
      try {
        identity = await signInExchange(
          at,
          {
            redirectUri: row.redirectUri,
            code: input.code,
            verifier: secretBox.open(row.verifierSealed, `sign-in-state:${id}`),
            nonce: row.nonce,
          },
          now(),
        );
      } catch (error) {
        const reason = error instanceof SignInRefusedError ? error.reason : 'unexpected';
        log.warn({ provider, reason }, 'a sign-in with a provider was refused');
        return refused('failed', linking);
      }
      if (linking && row.userId) return link(provider, row.userId, identity);
      return signIn(provider, identity, asked);
    },

    /** A session ticket for the web page (`#ticket=`); a pending one is already its own. */
    async ticketFor(completion: Extract<Completion, { kind: 'session' }>): Promise<string> {
      const user = await db.user.findUniqueOrThrow({ where: { id: completion.userId }, select: { email: true } });
      return createTicket(db, now(), {
        kind: 'session',
        provider: completion.provider,
        email: user.email,
        userId: completion.userId,
        isNew: completion.isNew,
      });
    },

    /** The page's redemption of its `#ticket=`: a session once, or where a pending sign-in stands. */
    async redeem(secret: string): Promise<SignInOutcome> {
      const ticket = await liveTicket(db, secret, now());
      if (!ticket) throw httpErrors.badRequest(signInMessages.ticketInvalid);
      const provider = ticket.provider as SignInProvider;
      if (ticket.kind === 'session' && ticket.userId) {
        if (!(await takeTicket(db, ticket.id))) throw httpErrors.badRequest(signInMessages.ticketInvalid);
        return { status: 'signed-in', provider, isNew: ticket.isNew, ...(await issueSession(ticket.userId)) };
      }
      return {
        status: ticket.kind === 'confirm' ? 'confirm' : 'link',
        provider,
        email: ticket.email,
        pending: secret,
        codeSent: ticket.codeSentAt !== null,
      };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
