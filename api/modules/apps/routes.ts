import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AppCallbackBodySchema,
  AppCallbackQuerySchema,
  AppConnectAnswerSchema,
  AppConnectBodySchema,
  AppListItemSchema,
  AppListSchema,
  AppSlugParamsSchema,
} from '#shared/schemas/apps.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { type AppsService, createAppsService, installedWith } from './service.ts';

/** The web flow's browser key (ADR 048): HttpOnly, only sent back to /api/apps, ten minutes. */
const COOKIE = 'kairos_oauth';
const COOKIE_SECONDS = 600;

/** One cookie's value from the Cookie header, if it is there and well formed. */
export function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

function setBrowserKey(reply: FastifyReply, key: string, secure: boolean) {
  const attributes = [`${COOKIE}=${key}`, 'Path=/api/apps', `Max-Age=${COOKIE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

/** The apps a host connects (ADR 048): the list, Connect, the provider's callback, and disconnecting. */
export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service: AppsService = createAppsService({
    db: app.db,
    secretBox: app.secretBox,
    now: app.clock.now,
    appUrl: app.config.APP_URL,
    log: app.log,
    calendars: app.calendars,
    providerAt: app.oauth.providerAt,
    configured: app.oauth.clients.configured,
  });
  const secure = app.config.APP_URL.startsWith('https:');
  const tags = ['apps'];

  // The provider's redirect is a top-level navigation with no bearer token: the state and the
  // browser's key say who it is for (ADR 048).
  app.get(
    '/:slug/callback',
    {
      schema: {
        tags,
        summary: "The OAuth provider's redirect back: completes the connection and opens Installed Apps",
        params: AppSlugParamsSchema,
        querystring: AppCallbackQuerySchema,
        response: { 303: z.null(), 404: ErrorResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const done = await service.complete(request.params.slug, request.query, {
        browserKey: cookieValue(request, COOKIE),
      });
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(installedWith(app.config.APP_URL, done.query), 303);
    },
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    const common = signedInOnly(signedIn, 'apps');

    signedIn.get(
      '/',
      {
        schema: {
          ...common,
          summary: 'Every app: set up by the operator, installed by the host',
          response: { 200: AppListSchema },
        },
      },
      async (request) => ({ items: await service.list(request.caller.id) }),
    );

    signedIn.post(
      '/:slug/connect',
      {
        schema: {
          ...common,
          summary: "Starts connecting an OAuth app: the provider's consent page",
          params: AppSlugParamsSchema,
          body: AppConnectBodySchema,
          response: {
            200: AppConnectAnswerSchema,
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const port = request.body?.loopbackPort;
        const started = await service.start(request.caller.id, request.params.slug, port, cookieValue(request, COOKIE));
        if (started.browserKey) setBrowserKey(reply, started.browserKey, secure);
        reply.header('cache-control', 'no-store');
        return { authorizeUrl: started.authorizeUrl };
      },
    );

    // The desktop app's completion: its loopback listener got the code and state (RFC 8252).
    signedIn.post(
      '/:slug/callback',
      {
        schema: {
          ...common,
          summary: 'Completes a connection started by the desktop app (its loopback redirect)',
          params: AppSlugParamsSchema,
          body: AppCallbackBodySchema,
          response: { 200: AppListItemSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const done = await service.complete(request.params.slug, request.body, { userId: request.caller.id });
        if (!done.slug || done.query.error) {
          return reply.status(400).send({ error: done.query.error ?? 'state' });
        }
        const item = (await service.list(request.caller.id)).find((a) => a.slug === done.slug);
        return item;
      },
    );

    signedIn.delete(
      '/:slug',
      {
        schema: {
          ...common,
          summary: 'Disconnects an app (its grant revoked at the provider when nothing else uses it)',
          params: AppSlugParamsSchema,
          response: { 204: z.null(), 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        await service.remove(request.caller.id, request.params.slug);
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(signedInRoutes);
};
