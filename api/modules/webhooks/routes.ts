import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  WebhookCreatedSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookIdParamsSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
} from '#shared/schemas/webhooks.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** The signed-in user's webhooks. Another user's hook answers 404. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'webhooks');
  const service = app.webhooks;
  const byId = { ...common, params: WebhookIdParamsSchema };

  app.get(
    '/',
    { schema: { ...common, summary: 'Your webhooks', response: { 200: WebhookListSchema } } },
    async (request) => ({ items: await service.list(request.caller.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: 'Add a webhook (https, public address); the answer holds its signing secret, shown only this once',
        body: WebhookInputSchema,
        response: { 201: WebhookCreatedSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.caller.id, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Change the URL or events, or switch the hook off or back on',
        body: WebhookPatchSchema,
        response: { 200: WebhookSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.update(request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { ...byId, summary: 'Delete a webhook', response: { 204: z.null(), 404: ErrorResponseSchema } } },
    async (request, reply) => {
      await service.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/test',
    {
      schema: {
        ...byId,
        summary: 'Send a signed PING event now and answer how the receiver took it',
        response: { 200: WebhookDeliverySchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.test(request.caller.id, request.params.id),
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        ...byId,
        summary: 'The last deliveries, newest first, with the status code each got',
        response: { 200: WebhookDeliveryListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ items: await service.deliveries(request.caller.id, request.params.id) }),
  );
};
