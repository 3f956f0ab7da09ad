import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventTypeIdParamsSchema,
  EventTypeInputSchema,
  EventTypeListQuerySchema,
  EventTypeListSchema,
  EventTypeSchema,
  ToggleVisibilitySchema,
} from '../../../src-shared/schemas/event-types.ts';
import {
  createEventType,
  deleteEventType,
  duplicateEventType,
  listEventTypes,
  setVisibility,
  updateEventType,
} from './service.ts';

/** The signed-in user's event types. Every route is scoped to the caller: others' rows answer 404. */
export const eventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const ctx = { db: app.db, dbKind: app.dbKind };
  const common = { tags: ['event-types'], security: [{ bearerAuth: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'List your event types, newest first, with search and cursor pagination',
        querystring: EventTypeListQuerySchema,
        response: { 200: EventTypeListSchema },
      },
    },
    (request) => listEventTypes(ctx, request.caller.id, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: 'Create an event type',
        body: EventTypeInputSchema,
        response: { 201: EventTypeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEventType(ctx, request.caller.id, request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'Edit an event type',
        params: EventTypeIdParamsSchema,
        body: EventTypeInputSchema,
        response: { 200: EventTypeSchema },
      },
    },
    (request) => updateEventType(ctx, request.caller.id, request.params.id, request.body),
  );

  app.patch(
    '/:id/toggle',
    {
      schema: {
        ...common,
        summary: 'Show or hide an event type on your public page',
        params: EventTypeIdParamsSchema,
        body: ToggleVisibilitySchema,
        response: { 200: EventTypeSchema },
      },
    },
    (request) => setVisibility(ctx, request.caller.id, request.params.id, request.body.isVisible),
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        ...common,
        summary: 'Copy an event type under a new, unique slug',
        params: EventTypeIdParamsSchema,
        response: { 201: EventTypeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateEventType(ctx, request.caller.id, request.params.id)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an event type',
        params: EventTypeIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteEventType(ctx, request.caller.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
