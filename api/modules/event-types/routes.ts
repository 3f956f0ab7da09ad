import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import {
  EventTypeIdParamsSchema,
  EventTypeInputSchema,
  EventTypeListQuerySchema,
  type EventTypeList,
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

/** Memory the first-page cache may hold per API process (a default page is about 3 KB). */
export const FIRST_PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/** The signed-in user's event types. Every route is scoped to the caller: others' rows answer 404. */
export const eventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const ctx = { db: app.db, reads: app.reads };
  const common = { tags: ['event-types'], security: [{ bearerAuth: [] }] };

  // The dashboard asks for the first page (no search, no cursor) far more often than anything changes.
  // Each answer is kept, serialised, with the version of the user's event types it was read at; the
  // version comes with the caller lookup every request makes anyway and moves on with every change,
  // from any process (database triggers). So a kept page is sent only while it is still current.
  const firstPages = new LRUCache<string, { version: number; body: string }>({
    maxSize: FIRST_PAGE_CACHE_BYTES,
    sizeCalculation: (entry) => entry.body.length + 64,
  });

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
    async (request, reply) => {
      const { id, eventTypesVersion: version } = request.caller;
      const firstPage = !request.query.q && !request.query.cursor;
      const key = `${id}:${request.query.limit}`;
      let page = firstPage ? firstPages.get(key) : undefined;
      if (!page || page.version !== version) {
        page = { version, body: String(reply.serialize(await listEventTypes(ctx, id, request.query))) };
        if (firstPage) firstPages.set(key, page);
      }
      // Serialised by this route's own serializer above: Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(page.body as unknown as EventTypeList);
    },
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
