import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiKeyCreatedSchema,
  ApiKeyIdParamsSchema,
  ApiKeyInputSchema,
  ApiKeyListSchema,
  UserApiKeyParamsSchema,
} from '#shared/schemas/api-keys.ts';
import { AdminUserIdParamsSchema } from '#shared/schemas/admin-users.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/**
 * Settings → Developer: the signed-in user's API keys (ADR 052), under /api/api-keys. A session's
 * token only: an API key can never manage keys (it is refused outside /api/v1/).
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'api-keys');
  const keys = app.apiKeys;

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Create an API key with a name, scopes and an expiry (30, 90 or 365 days, or null: never); a teamId makes a team key (owner or admin). The answer is the only one that holds the key',
        body: ApiKeyInputSchema,
        response: {
          201: ApiKeyCreatedSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await keys.create(request.caller.id, request.body));
    },
  );

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Your API keys that are not revoked, newest first: name, prefix, scopes, team, created, expiry and last use',
        response: { 200: ApiKeyListSchema },
      },
    },
    async (request) => ({ items: await keys.list(request.caller.id) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'Revoke one of your API keys: refused at once by every server',
        params: ApiKeyIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await keys.revoke(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** An app admin sees and revokes every key of an account (a disabled one's above all), under /api/admin. */
export const adminApiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'admin', 'app_admin');
  const keys = app.apiKeys;

  app.get(
    '/users/:id/api-keys',
    {
      schema: {
        ...common,
        summary: 'Every API key of an account, revoked ones too (never the key itself)',
        params: AdminUserIdParamsSchema,
        response: { 200: ApiKeyListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ items: await keys.ofAccount(request.params.id) }),
  );

  app.delete(
    '/users/:id/api-keys/:keyId',
    {
      schema: {
        ...common,
        summary: "Revoke an account's API key (written to the audit log)",
        params: UserApiKeyParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await keys.revokeAsAdmin(request.caller.id, request.params.id, request.params.keyId);
      return reply.status(204).send(null);
    },
  );
};
