import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { httpErrors } from '../../../lib/http-errors.ts';
import { localeFor } from '../../../lib/locale.ts';
import { signedInOnly } from '../../../plugins/auth.ts';
import { cookieValue } from '../../apps/surface.ts';
import { paths } from '#shared/routes.ts';
import { tooManyAttempts } from '#shared/messages.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/session.ts';
import { signInErrorText, signInMessages } from '#shared/sign-in.ts';
import {
  SetPasswordBodySchema,
  SignInAuthorizeSchema,
  SignInCallbackQuerySchema,
  SignInDesktopCallbackBodySchema,
  SignInLinkBodySchema,
  SignInMethodParamsSchema,
  SignInMethodsSchema,
  SignInOutcomeSchema,
  SignInPendingBodySchema,
  SignInPendingCodeBodySchema,
  SignInPendingPasswordBodySchema,
  SignInProviderParamsSchema,
  SignInProvidersSchema,
  SignInStartBodySchema,
  SignInTicketBodySchema,
} from '#shared/schemas/sign-in.ts';
import { signAccessToken } from '../access-token.ts';
import { createSignInMethods } from './methods.ts';
import { type Completion, createSignInService } from './service.ts';

/** The web flow's browser key (ADR 053): HttpOnly, sent back only to /api/sign-in, ten minutes. */
const COOKIE = 'kairos_signin';
const COOKIE_SECONDS = 600;

const errors = { 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/**
 * Signing in with Google or Microsoft (issue 42, ADR 053): which providers are set up, starting, the
 * provider's redirect back (web) or the desktop app's hand-over, the page's ticket, a pending
 * sign-in's proofs, and Settings → Security's methods.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSignInService({
    db: app.db,
    secretBox: app.secretBox,
    mailer: app.mailer,
    log: app.log,
    now: app.clock.now,
    appUrl: app.config.APP_URL,
    providerAt: app.oauth.providerAt,
    configured: app.oauth.clients.configured,
    signAccessToken: (user, sessionId) => signAccessToken(app, user, sessionId),
  });
  const methods = createSignInMethods({ db: app.db, providers: service.providers });
  const secure = app.config.APP_URL.startsWith('https:');
  const tags = ['sign-in'];

  const perIp = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    keyGenerator: (req) => `sign-in:${req.routeOptions.url}:ip:${req.ip}`,
  });
  const limited = {
    preHandler: async (request: FastifyRequest) => {
      const result = await perIp(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw httpErrors.tooManyRequests(tooManyAttempts(seconds), seconds);
      }
    },
  };

  function setCookie(reply: FastifyReply, value: string, maxAge: number) {
    const attributes = [`${COOKIE}=${value}`, 'Path=/api/sign-in', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
    if (secure) attributes.push('Secure');
    reply.header('set-cookie', attributes.join('; '));
  }

  /** The key a start binds its state to: the desktop app's own (with its loopback port), else a new cookie. */
  function bindingOf(reply: FastifyReply, body: { loopbackPort?: number | undefined; deviceKey?: string | undefined }) {
    if (body.loopbackPort !== undefined || body.deviceKey !== undefined) {
      if (body.loopbackPort === undefined || body.deviceKey === undefined) {
        throw httpErrors.badRequest('loopbackPort and deviceKey go together');
      }
      return body.deviceKey;
    }
    const key = randomBytes(32).toString('base64url');
    setCookie(reply, key, COOKIE_SECONDS);
    return key;
  }

  /** Where the web callback sends the browser: the sign-in page's continuation, or Security for a link. */
  async function pageFor(done: Completion): Promise<string> {
    const base = app.config.APP_URL;
    switch (done.kind) {
      case 'error':
        return done.linking
          ? `${base}${paths.settingsSecurity}?error=${done.error}`
          : `${base}${paths.signInContinue}#error=${done.error}`;
      case 'linked':
        return `${base}${paths.settingsSecurity}?linked=${done.provider}`;
      case 'session':
        return `${base}${paths.signInContinue}#ticket=${await service.ticketFor(done)}`;
      case 'pending':
        return `${base}${paths.signInContinue}#ticket=${done.outcome.pending}`;
    }
  }

  app.get(
    '/providers',
    {
      schema: {
        tags,
        summary: 'The providers this server can sign in with (Google, Microsoft), as its operator set them up',
        response: { 200: SignInProvidersSchema },
      },
    },
    async () => ({ providers: await service.providers() }),
  );

  app.post(
    '/:provider/start',
    {
      schema: {
        tags,
        summary: "Starts signing in or up with a provider: its consent page's address (PKCE, state, nonce)",
        params: SignInProviderParamsSchema,
        body: SignInStartBodySchema,
        response: { 200: SignInAuthorizeSchema, 502: ErrorResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request, reply) => {
      const key = bindingOf(reply, request.body);
      reply.header('cache-control', 'no-store');
      return service.start(
        request.params.provider,
        { intent: request.body.intent, loopbackPort: request.body.loopbackPort },
        key,
      );
    },
  );

  // The provider's redirect is a top-level navigation: the state and the browser's cookie say whose it is.
  app.get(
    '/:provider/callback',
    {
      schema: {
        tags,
        summary: "The provider's redirect back: finishes in the web app's sign-in page (or Security, for a link)",
        params: SignInProviderParamsSchema,
        querystring: SignInCallbackQuerySchema,
        response: { 303: z.null(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
      ...limited,
    },
    async (request, reply) => {
      const done = await service.complete(
        request.params.provider,
        request.query,
        cookieValue(request, COOKIE),
        localeFor(request),
      );
      setCookie(reply, '', 0);
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(await pageFor(done), 303);
    },
  );

  // The desktop app's hand-over: its loopback listener got the code and state (RFC 8252).
  app.post(
    '/:provider/callback',
    {
      schema: {
        tags,
        summary: "Finishes a sign-in the desktop app started (its loopback redirect's code and state, and its key)",
        params: SignInProviderParamsSchema,
        body: SignInDesktopCallbackBodySchema,
        response: { 200: SignInOutcomeSchema, 403: ErrorResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request, reply) => {
      const done = await service.complete(
        request.params.provider,
        request.body,
        request.body.deviceKey,
        localeFor(request),
      );
      reply.header('cache-control', 'no-store');
      switch (done.kind) {
        case 'error':
          return reply.code(400).send({ error: signInErrorText(done.error) });
        case 'linked':
          return { status: 'linked' as const, provider: done.provider };
        case 'session':
          return {
            status: 'signed-in' as const,
            provider: done.provider,
            isNew: done.isNew,
            ...(await service.issueSession(done.userId)),
          };
        case 'pending':
          return done.outcome;
      }
    },
  );

  app.post(
    '/ticket',
    {
      schema: {
        tags,
        summary: "Redeems the sign-in page's ticket: a session (once, within two minutes) or a pending sign-in",
        body: SignInTicketBodySchema,
        response: { 200: SignInOutcomeSchema, 403: ErrorResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.redeem(request.body.ticket);
    },
  );

  app.post(
    '/pending/password',
    {
      schema: {
        tags,
        summary: "Proves a pending sign-in's account with its password: links the provider and signs in",
        body: SignInPendingPasswordBodySchema,
        response: { 200: SignInOutcomeSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request) => service.pending.withPassword(request.body.pending, request.body.password),
  );

  app.post(
    '/pending/code',
    {
      schema: {
        tags,
        summary: "Emails a code (and its link) to a pending sign-in's address",
        body: SignInPendingBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request) => {
      await service.pending.sendCode(request.body.pending, localeFor(request));
      return { message: signInMessages.codeSent };
    },
  );

  app.post(
    '/pending/confirm',
    {
      schema: {
        tags,
        summary: "Proves a pending sign-in's address with the emailed code: links or makes the account and signs in",
        body: SignInPendingCodeBodySchema,
        response: { 200: SignInOutcomeSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, ...errors },
      },
      ...limited,
    },
    async (request) => service.pending.withCode(request.body.pending, request.body.code),
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    const common = signedInOnly(signedIn, 'sign-in');

    signedIn.get(
      '/methods',
      {
        schema: {
          ...common,
          summary: "The caller's ways to sign in: a password or not, and the linked Google and Microsoft accounts",
          response: { 200: SignInMethodsSchema },
        },
      },
      async (request) => methods.list(request.caller.id),
    );

    signedIn.post(
      '/:provider/link',
      {
        schema: {
          ...common,
          summary: "Starts linking a Google or Microsoft account to the caller's: the provider's consent page",
          params: SignInProviderParamsSchema,
          body: SignInLinkBodySchema,
          response: { 200: SignInAuthorizeSchema, 502: ErrorResponseSchema, ...errors },
        },
        ...limited,
      },
      async (request, reply) => {
        const key = bindingOf(reply, request.body ?? {});
        reply.header('cache-control', 'no-store');
        return service.start(
          request.params.provider,
          { intent: 'link', userId: request.caller.id, loopbackPort: request.body?.loopbackPort },
          key,
        );
      },
    );

    signedIn.delete(
      '/methods/:id',
      {
        schema: {
          ...common,
          summary: 'Removes a linked account (never the last way to sign in)',
          params: SignInMethodParamsSchema,
          response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        await methods.unlink(request.caller.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    signedIn.put(
      '/password',
      {
        schema: {
          ...common,
          summary: 'Sets a password (an account made through a provider) or changes it with the current one',
          body: SetPasswordBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
        ...limited,
      },
      async (request) => {
        // The token was verified on request; its session is the one that stays signed in.
        const token = (request.headers.authorization ?? '').replace(/^Bearer /i, '');
        const sid = app.jwt.decode<{ sid: string }>(token)?.sid ?? '';
        await methods.setPassword(request.caller.id, request.body, sid);
        return { message: signInMessages.passwordSet };
      },
    );
  };
  await app.register(signedInRoutes);
};
