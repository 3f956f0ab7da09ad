import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAppListSchema,
  AdminAppPutSchema,
  AdminAppSchema,
  AppSlugParamsSchema,
  OAUTH_APP_PROVIDER,
  OAUTH_PROVIDERS,
  isOAuthApp,
  oauthAppMessages,
} from '#shared/schemas/apps.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { recordAudit } from '../admin/surface.ts';
import { providerSpecs } from './oauth/providers.ts';

/** Admin → Apps (ADR 048): each OAuth provider's client, set by an app admin; the secret is write-only. */
export const adminAppsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'admin', 'app_admin');
  const clients = app.oauth.clients;

  const providerOf = (slug: string) => {
    if (!isOAuthApp(slug)) throw httpErrors.notFound(oauthAppMessages.unknownApp);
    return OAUTH_APP_PROVIDER[slug];
  };

  app.get(
    '/apps',
    { schema: { ...common, summary: "The OAuth apps' clients", response: { 200: AdminAppListSchema } } },
    async () => ({
      items: await Promise.all(OAUTH_PROVIDERS.map((p) => clients.view(providerSpecs[p].callbackSlug, p))),
    }),
  );

  app.get(
    '/apps/:slug',
    {
      schema: {
        ...common,
        summary: "An OAuth app's client (its secret never)",
        params: AppSlugParamsSchema,
        response: { 200: AdminAppSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => clients.view(request.params.slug, providerOf(request.params.slug)),
  );

  app.put(
    '/apps/:slug',
    {
      schema: {
        ...common,
        summary: "Sets an OAuth app's client (an omitted secret keeps the stored one)",
        params: AppSlugParamsSchema,
        body: AdminAppPutSchema,
        response: { 200: AdminAppSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const provider = providerOf(slug);
      if (clients.fromEnvironment(provider)) throw httpErrors.conflict(oauthAppMessages.setByEnvironment);
      const saved = await clients.put(provider, request.body);
      if (!saved.hasSecret) throw httpErrors.badRequest('Enter the client secret.');
      await recordAudit(app.db, {
        actor: { id: request.caller.id },
        action: 'oauth_client_saved',
        detail: providerSpecs[provider].name,
      });
      return clients.view(slug, provider);
    },
  );
};
