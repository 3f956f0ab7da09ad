import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBodyCache } from '../../lib/versioned-cache.ts';
import {
  EventTypeIdParamsSchema,
  EventTypeListQuerySchema,
  type EventTypeList,
  EventTypeListSchema,
  EventTypeSchema,
  ToggleVisibilitySchema,
} from '#shared/schemas/event-types.ts';
import { EventTypeDetailSchema, PersonalEventTypeWriteSchema } from '#shared/schemas/event-type-settings.ts';
import { createEventTypesService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { refuseUnknownVideoProviders } from '../bookings/conferencing/contract.ts';

/** The event type's lists: a refusal in them names the item (`fields`, by path). */
const LIST_FIELDS = ['locations', 'bookingFields'] as const;

/** Memory the first-page cache may hold per API process (a default page is about 3 KB). */
export const FIRST_PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/** The signed-in user's event types. Every route is scoped to the caller: others' rows answer 404. */
export const eventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'event-types');
  const eventTypes = createEventTypesService({ db: app.db, reads: app.reads, log: app.log });
  // The dashboard asks for the first page (no search, no cursor) far more often than anything changes.
  // Each answer is kept, serialised, with the version of the user's event types it was read at; the
  // version comes with the caller lookup every request makes anyway and moves on with every change,
  // from any process (database triggers). So a kept page is sent only while it is still current.
  const firstPages = createBodyCache(FIRST_PAGE_CACHE_BYTES);

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
      const { id, eventTypesVersion } = request.caller;
      const read = async () => String(reply.serialize(await eventTypes.list(id, request.query)));
      const firstPage = !request.query.q && !request.query.cursor;
      const body = firstPage
        ? await firstPages.get(`${id}:${request.query.limit}`, String(eventTypesVersion), read)
        : await read();
      // Serialised by this route's own serializer above: Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as EventTypeList);
    },
  );

  app.post(
    '/',
    {
      config: { fieldErrors: LIST_FIELDS },
      schema: {
        ...common,
        summary: 'Create an event type, with its locations and questions (left out: none, and the default questions)',
        body: PersonalEventTypeWriteSchema,
        response: { 201: EventTypeDetailSchema },
      },
    },
    async (request, reply) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return reply.status(201).send(await eventTypes.create(request.caller.id, request.body));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'One of your event types, with its locations and questions',
        params: EventTypeIdParamsSchema,
        response: { 200: EventTypeDetailSchema },
      },
    },
    (request) => eventTypes.get(request.caller.id, request.params.id),
  );

  app.put(
    '/:id',
    {
      config: { fieldErrors: LIST_FIELDS },
      schema: {
        ...common,
        summary: 'Edit an event type; locations, questions or its recurrence left out are kept as they are',
        params: EventTypeIdParamsSchema,
        body: PersonalEventTypeWriteSchema,
        response: { 200: EventTypeDetailSchema },
      },
    },
    (request) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return eventTypes.update(request.caller.id, request.params.id, request.body);
    },
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
    (request) => eventTypes.setVisibility(request.caller.id, request.params.id, request.body.isVisible),
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        ...common,
        summary: 'Copy an event type, with its locations and questions, under a new, unique slug',
        params: EventTypeIdParamsSchema,
        response: { 201: EventTypeDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await eventTypes.duplicate(request.caller.id, request.params.id)),
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
      await eventTypes.remove(request.caller.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
