import fastifyJwt from '@fastify/jwt';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, SessionUser } from '#shared/schemas/session.ts';
import { readOrCreateSecret } from '../lib/secret-file.ts';
import { successorToken } from '../lib/opaque-tokens.ts';
import { httpErrors } from '../lib/http-errors.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { API_KEY_PREFIX, apiKeyMessages } from '#shared/schemas/api-keys.ts';

/** What the API knows about the caller after `authenticate`: read from the database, not the token. */
export interface Caller {
  id: string;
  role: Role;
  /** Moves on with every change to the caller's event types (the first-page cache checks it). */
  eventTypesVersion: number;
}

/** An access token's claims: the session user, its type, and the id of the session it belongs to. */
type AccessTokenPayload = SessionUser & { typ: 'access'; sid: string; iat?: number; issuedAtMs?: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The refresh token that rotation issues for `refreshToken`: keyed by the server's signing secret,
     * so the same one can be answered again within the grace window (ADR 042) without storing it, and
     * no one holding only an old token can work out its successors.
     */
    successorRefreshToken: (refreshToken: string) => string;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

/** The token of an `Authorization: Bearer <token>` header; throws when there is none. */
function bearerToken(header: string | undefined): string {
  const match = header === undefined ? null : /^Bearer +([^ ]+)$/i.exec(header);
  if (!match) throw new Error('No bearer token');
  return match[1]!;
}

/** Tokens longer than this are not kept (an access token this server signs is about 300 characters). */
const LONGEST_KEPT_TOKEN = 1024;
/** How many verified access tokens each process keeps (as fast-jwt's own cache). */
const KEPT_TOKENS = 1_000;

type VerifiedPayload = SessionUser & {
  typ?: string;
  sid?: unknown;
  iat?: number;
  exp?: number;
  nbf?: number;
  issuedAtMs?: number;
};

/**
 * When a token was issued. The verified-token cache gives back the same payload object for the same
 * token, so the time is kept beside it (and the caller lookup binds it once per token, not once per request).
 */
const issuedAtKept = new WeakMap<VerifiedPayload, Date>();
function issuedAtOf(payload: VerifiedPayload): Date {
  let issuedAt = issuedAtKept.get(payload);
  if (!issuedAt) {
    const issuedMs = typeof payload.issuedAtMs === 'number' ? payload.issuedAtMs : (payload.iat ?? 0) * 1000;
    issuedAt = new Date(Number.isFinite(issuedMs) ? issuedMs : 0);
    issuedAtKept.set(payload, issuedAt);
  }
  return issuedAt;
}

/** Whether `now` is within the token's `nbf` and `exp` (each optional), as fast-jwt would judge them. */
function withinLifetime(payload: VerifiedPayload, now: number): boolean {
  if (payload.exp !== undefined && !(typeof payload.exp === 'number' && now <= payload.exp * 1000)) return false;
  return payload.nbf === undefined || (typeof payload.nbf === 'number' && now >= payload.nbf * 1000);
}

export const authPlugin = fp(
  async (app) => {
    const secret = app.config.JWT_SECRET ?? readOrCreateSecret(app.config.DATA_DIR, 'jwt-secret');
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: app.config.ACCESS_TOKEN_TTL_SECONDS },
      // fast-jwt checks the signature and keeps verified tokens (hashed) in a small LRU: a signed-in
      // client sends the same token many times. The times in the token (exp, nbf) are checked below,
      // against the app's clock (fast-jwt can only read the system's), so tests move time instead of
      // waiting for a token to expire: nothing may call this verifier without `verifyToken`.
      verify: { algorithms: ['HS256'], cache: true, ignoreExpiration: true, ignoreNotBefore: true },
    });
    app.decorateRequest('caller', null as unknown as Caller);
    app.decorate('successorRefreshToken', (refreshToken: string) => successorToken(secret, refreshToken));

    // Verified access tokens, kept under their own text until they expire: fast-jwt keeps them too,
    // but under a SHA hash of the token that it computes on every request, which cost more than the
    // rest of a cached verification (fast-jwt's own custom key option warns on every start).
    const verified = new LRUCache<string, VerifiedPayload>({ max: KEPT_TOKENS });
    const verifyToken = (token: string): VerifiedPayload => {
      const now = app.clock.now();
      const kept = verified.get(token);
      if (kept?.exp !== undefined && now < kept.exp * 1000) return kept;
      const payload = app.jwt.verify<VerifiedPayload>(token);
      if (!withinLifetime(payload, now)) throw new Error('The token has expired or is not active yet');
      if (token.length <= LONGEST_KEPT_TOKEN && typeof payload.exp === 'number' && payload.nbf === undefined) {
        verified.set(token, payload);
      }
      return payload;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let payload: VerifiedPayload;
      try {
        // The configured verifier itself (HS256 only, expiry checked, verified tokens kept), called
        // directly: request.jwtVerify() wraps the same call in a full decode, option merging and a
        // callback waterfall that cost more than the verification (issue 23, item 12).
        payload = verifyToken(bearerToken(request.headers.authorization));
      } catch {
        // An API key is for the public API only (ADR 052): said plainly, so a client knows where to send it.
        if (request.headers.authorization?.includes(API_KEY_PREFIX))
          throw httpErrors.unauthorized(apiKeyMessages.onlyPublicApi);
        throw httpErrors.unauthorized('Your session has expired or is invalid. Please sign in again.');
      }
      if (payload.typ !== 'access') throw httpErrors.unauthorized('Not an access token');
      if (typeof payload.sid !== 'string') throw httpErrors.unauthorized(authAnswers.sessionEnded);
      // The account may have been deleted or disabled, its role changed, its session ended (sign-out,
      // password reset) or all its sessions ended since the token was issued: one query answers all.
      const caller = await app.reads.callerById(payload.id, payload.sid, issuedAtOf(payload));
      if (!caller) throw httpErrors.unauthorized(authAnswers.sessionEnded);
      request.caller = caller;
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.caller || !roles.includes(request.caller.role)) throw httpErrors.forbidden();
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'clock'] },
);

/**
 * The one way a module declares who may call it: every route of the plugin `app` needs a signed-in
 * caller (holding one of `roles`, when given), checked on request, before the body is even read, so a
 * stranger learns nothing of the body rules. Returns what each route's schema names beside its own
 * fields: the module's OpenAPI tag and the bearer scheme.
 */
export function signedInOnly(app: FastifyInstance, tag: string, ...roles: Role[]) {
  app.addHook('onRequest', app.authenticate);
  if (roles.length > 0) app.addHook('onRequest', app.requireRole(...roles));
  return { tags: [tag], security: [{ bearerAuth: [] }] };
}
