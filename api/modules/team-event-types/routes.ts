import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import {
  TeamEventTypeListSchema,
  TeamEventTypeParamsSchema,
  TeamEventTypePatchSchema,
  TeamEventTypeSchema,
  TeamEventTypeWriteSchema,
  TeamIdParamsSchema,
} from '#shared/schemas/team-event-types.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { refuseUnknownVideoProviders } from '../bookings/conferencing/contract.ts';
import { createTeamEventTypesService } from './service.ts';

/** The event type's lists: a refusal in them names the item (`fields`, by path). */
const LIST_FIELDS = ['locations', 'bookingFields', 'hosts'] as const;

/** A team's event types (ADR 029), under /api/teams/:id/event-types. */
export const teamEventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'teams');
  const service = createTeamEventTypesService({ db: app.db, log: app.log });
  const refused = { 403: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/:id/event-types',
    {
      schema: {
        ...common,
        summary: "The team's event types with their hosts (any member)",
        params: TeamIdParamsSchema,
        response: { 200: TeamEventTypeListSchema, ...refused },
      },
    },
    (request) => service.list(request.params.id, request.caller.id),
  );

  app.post(
    '/:id/event-types',
    {
      config: { fieldErrors: LIST_FIELDS },
      schema: {
        ...common,
        summary: 'Create a team event type: collective or round-robin, hosts chosen from the members (owner or admin)',
        params: TeamIdParamsSchema,
        body: TeamEventTypeWriteSchema,
        response: { 201: TeamEventTypeSchema, ...refused, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return reply.status(201).send(await service.create(request.params.id, request.caller.id, request.body));
    },
  );

  app.get(
    '/:id/event-types/:eventTypeId',
    {
      schema: {
        ...common,
        summary: 'One team event type with its hosts (owner or admin)',
        params: TeamEventTypeParamsSchema,
        response: { 200: TeamEventTypeSchema, ...refused },
      },
    },
    (request) => service.get(request.params.id, request.caller.id, request.params.eventTypeId),
  );

  app.patch(
    '/:id/event-types/:eventTypeId',
    {
      config: { fieldErrors: LIST_FIELDS },
      schema: {
        ...common,
        summary: 'Change a team event type: what is left out stays; hosts given replace the hosts (owner or admin)',
        params: TeamEventTypeParamsSchema,
        body: TeamEventTypePatchSchema,
        response: { 200: TeamEventTypeSchema, ...refused, 409: ErrorResponseSchema },
      },
    },
    (request) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return service.update(request.params.id, request.caller.id, request.params.eventTypeId, request.body);
    },
  );

  app.delete(
    '/:id/event-types/:eventTypeId',
    {
      schema: {
        ...common,
        summary: 'Delete a team event type; its bookings stay (owner or admin)',
        params: TeamEventTypeParamsSchema,
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.caller.id, request.params.eventTypeId);
      return reply.status(204).send();
    },
  );
};
