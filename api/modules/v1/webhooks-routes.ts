import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  WebhookCreatedSchema,
  WebhookIdParamsSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
  webhookMessages,
} from '#shared/schemas/webhooks.ts';
import { V1ErrorSchema } from '#shared/schemas/v1.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { keyRoute, ownerOf } from './access.ts';
import { V1_REFUSALS } from './errors.ts';

/** The key owner's webhooks: the app's own service (the same https and public-address rules, the same signing). */
export const v1WebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, schema } = keyRoute('webhooks', 'webhooks:write');
  const webhooks = app.webhooks;
  const byId = { ...schema, params: WebhookIdParamsSchema };

  app.get(
    '/webhooks',
    { config, schema: { ...schema, summary: 'Your webhooks', response: { 200: WebhookListSchema, ...V1_REFUSALS } } },
    async (request) => ({ items: await webhooks.list(ownerOf(request)) }),
  );

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        ...schema,
        summary: 'Add a webhook (https, public address); the answer holds its signing secret, shown only this once',
        body: WebhookInputSchema,
        response: { 201: WebhookCreatedSchema, ...V1_REFUSALS, 409: V1ErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await webhooks.create(ownerOf(request), request.body)),
  );

  app.get(
    '/webhooks/:id',
    { config, schema: { ...byId, summary: 'One of your webhooks', response: { 200: WebhookSchema, ...V1_REFUSALS } } },
    async (request) => {
      const hook = (await webhooks.list(ownerOf(request))).find((h) => h.id === request.params.id);
      if (!hook) throw httpErrors.notFound(webhookMessages.notFound);
      return hook;
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      config,
      schema: {
        ...byId,
        summary: 'Change the URL or events, or switch the hook off or back on',
        body: WebhookPatchSchema,
        response: { 200: WebhookSchema, ...V1_REFUSALS },
      },
    },
    (request) => webhooks.update(ownerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    { config, schema: { ...byId, summary: 'Delete a webhook', response: { 204: z.null(), ...V1_REFUSALS } } },
    async (request, reply) => {
      await webhooks.remove(ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
