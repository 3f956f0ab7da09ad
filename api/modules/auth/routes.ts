import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashOpaqueToken } from '../../lib/opaque-tokens.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { localeFor } from '../../lib/locale.ts';
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  TokenPairSchema,
  VerifyEmailBodySchema,
} from '#shared/schemas/auth.ts';
import { tooManyAttempts } from '#shared/messages.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/session.ts';
import { signAccessToken } from './access-token.ts';
import { createAuthService } from './service.ts';

const tags = ['auth'];
const errors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    signAccessToken: (user, sessionId) => signAccessToken(app, user, sessionId),
    successorRefreshToken: app.successorRefreshToken,
  });

  const windowMs = app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perIp = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: windowMs,
    keyGenerator: (req) => `auth:${req.routeOptions.url}:ip:${req.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    timeWindow: windowMs,
    keyGenerator: (req) =>
      `auth:${req.routeOptions.url}:account:${(req as FastifyRequest & { rateKey: string }).rateKey}`,
  });

  async function enforce(limiter: typeof perIp, request: FastifyRequest): Promise<void> {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw httpErrors.tooManyRequests(tooManyAttempts(seconds), seconds);
    }
  }

  /**
   * Per-IP and per-account limits (login, register, forgot-password, resend-verification, refresh). The account key is
   * the normalised email or the refresh token's owner, hashed so no address or token sits in the store.
   */
  const limited = (accountOf: (request: FastifyRequest) => Promise<string | null> | string | null) => ({
    preHandler: async (request: FastifyRequest) => {
      await enforce(perIp, request);
      const account = await accountOf(request);
      if (account === null) return;
      (request as FastifyRequest & { rateKey: string }).rateKey = hashOpaqueToken(account);
      await enforce(perAccount, request);
    },
  });
  const byEmail = (request: FastifyRequest) => (request.body as { email: string }).email;

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and send a verification email',
        body: RegisterBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      ...limited(byEmail),
    },
    async (request) => ({ message: await service.register(request.body, localeFor(request)) }),
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the token from the verification email',
        body: VerifyEmailBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: await service.verifyEmail(request.body.token) }),
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary: 'Email a new verification link, if the account exists and is unverified (same answer either way)',
        body: ResendVerificationBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      ...limited(byEmail),
    },
    async (request) => ({ message: service.resendVerification(request.body.email, localeFor(request)) }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBodySchema,
        response: { 200: TokenPairSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, ...errors },
      },
      ...limited(byEmail),
    },
    async (request) => service.login(request.body),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        body: RefreshTokenBodySchema,
        response: { 200: TokenPairSchema, 401: ErrorResponseSchema, ...errors },
      },
      ...limited((request) => service.refreshTokenOwner((request.body as { refreshToken: string }).refreshToken)),
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
        body: LogoutBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a password reset link, if the account exists (the answer is always the same)',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      ...limited(byEmail),
    },
    async (request) => ({ message: service.forgotPassword(request.body.email, localeFor(request)) }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset email; signs out every session',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: await service.resetPassword(request.body) }),
  );
};
