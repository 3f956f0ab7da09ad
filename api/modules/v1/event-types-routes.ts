import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  EventTypeIdParamsSchema,
  EventTypeListQuerySchema,
  EventTypeListSchema,
  eventTypeLimitMessages,
} from '#shared/schemas/event-types.ts';
import { EventTypeDetailSchema, EventTypeWriteSchema } from '#shared/schemas/event-type-settings.ts';
import { SlotsQuerySchema, type SlotsResponse, SlotsResponseSchema } from '#shared/schemas/availability.ts';
import { V1ErrorSchema } from '#shared/schemas/v1.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { refuseUnknownVideoProviders } from '../bookings/conferencing/contract.ts';
import { createEventTypesService } from '../event-types/surface.ts';
import { keyRoute, ownerOf } from './access.ts';
import { V1_REFUSALS } from './errors.ts';

/** The key owner's event types, with their locations and questions, and their open times: the app's own service. */
export const v1EventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = keyRoute('event types', 'event-types:read');
  const write = keyRoute('event types', 'event-types:write');
  const openTimes = keyRoute('availability', 'availability:read');
  const eventTypes = createEventTypesService({ db: app.db, reads: app.reads, log: app.log });
  const refusals = { ...V1_REFUSALS, 409: V1ErrorSchema };

  app.get(
    '/event-types',
    {
      config: read.config,
      schema: {
        ...read.schema,
        summary: 'Your event types, newest first, with search (q) and cursor pagination (nextCursor)',
        querystring: EventTypeListQuerySchema,
        response: { 200: EventTypeListSchema, ...V1_REFUSALS },
      },
    },
    (request) => eventTypes.list(ownerOf(request), request.query),
  );

  app.post(
    '/event-types',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary: 'Create an event type with its locations and questions (left out: none, and the default questions)',
        body: EventTypeWriteSchema,
        response: { 201: EventTypeDetailSchema, ...refusals },
      },
    },
    async (request, reply) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return reply.status(201).send(await eventTypes.create(ownerOf(request), request.body));
    },
  );

  app.get(
    '/event-types/:id',
    {
      config: read.config,
      schema: {
        ...read.schema,
        summary: 'One of your event types with its locations and questions',
        params: EventTypeIdParamsSchema,
        response: { 200: EventTypeDetailSchema, ...V1_REFUSALS },
      },
    },
    (request) => eventTypes.get(ownerOf(request), request.params.id),
  );

  app.put(
    '/event-types/:id',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          'Edit an event type (name, slug, duration, description, visibility); locations or questions left out are kept',
        params: EventTypeIdParamsSchema,
        body: EventTypeWriteSchema,
        response: { 200: EventTypeDetailSchema, ...refusals },
      },
    },
    (request) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return eventTypes.update(ownerOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/event-types/:id',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary: 'Delete an event type (its bookings stay)',
        params: EventTypeIdParamsSchema,
        response: { 204: z.null(), ...V1_REFUSALS },
      },
    },
    async (request, reply) => {
      await eventTypes.remove(ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/event-types/:id/slots',
    {
      config: openTimes.config,
      schema: {
        ...openTimes.schema,
        summary:
          'Open start times of one of your visible event types between from and to (RFC 3339, at most 42 days apart), as the booker offers them, and the next one after',
        params: EventTypeIdParamsSchema,
        querystring: z.pick(SlotsQuerySchema, { from: true, to: true }),
        response: { 200: SlotsResponseSchema, ...V1_REFUSALS },
      },
    },
    async (request, reply) => {
      const row = await app.db.eventType.findFirst({
        where: { id: request.params.id, userId: ownerOf(request) },
        select: { slug: true, user: { select: { username: true } } },
      });
      if (!row) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
      // The booker's own read (a hidden event type, or an owner without a username, has no open times: 404).
      if (!row.user?.username) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
      const body = await app.openTimes.slots(row.user.username, row.slug, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as SlotsResponse);
    },
  );
};
