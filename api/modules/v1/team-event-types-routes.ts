import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  TeamEventTypeParamsSchema,
  TeamEventTypePatchSchema,
  TeamEventTypeSchema,
  TeamEventTypeWriteSchema,
  TeamIdParamsSchema,
} from '#shared/schemas/team-event-types.ts';
import { V1ErrorSchema } from '#shared/schemas/v1.ts';
import { refuseUnknownVideoProviders } from '../bookings/conferencing/contract.ts';
import { createTeamEventTypesService } from '../team-event-types/surface.ts';
import { keyRoute } from './access.ts';
import { V1_REFUSALS } from './errors.ts';
import { teamOf } from './team-access.ts';

/**
 * A team's event types, one and written (issue 42: "a team owner or admin can create keys that act on
 * the team's event types"): the app's own team event types service, which refuses anyone who is not
 * an owner or admin of the team at the time of the request.
 */
export const v1TeamEventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = keyRoute('teams', 'event-types:read', { teamKeys: true });
  const write = keyRoute('teams', 'event-types:write', { teamKeys: true });
  const service = createTeamEventTypesService({ db: app.db, log: app.log });
  const refusals = { ...V1_REFUSALS, 409: V1ErrorSchema };

  app.post(
    '/teams/:id/event-types',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          "Create a team event type: collective or round-robin, hosts chosen from the team's members (the key's owner must be an owner or admin of the team)",
        params: TeamIdParamsSchema,
        body: TeamEventTypeWriteSchema,
        response: { 201: TeamEventTypeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      const created = await service.create(teamOf(request), request.apiKey.userId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/teams/:id/event-types/:eventTypeId',
    {
      config: read.config,
      schema: {
        ...read.schema,
        summary: 'One team event type with its hosts (an owner or admin of the team)',
        params: TeamEventTypeParamsSchema,
        response: { 200: TeamEventTypeSchema, ...V1_REFUSALS },
      },
    },
    (request) => service.get(teamOf(request), request.apiKey.userId, request.params.eventTypeId),
  );

  app.patch(
    '/teams/:id/event-types/:eventTypeId',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          'Change a team event type: what is left out stays; hosts given replace the hosts (an owner or admin of the team)',
        params: TeamEventTypeParamsSchema,
        body: TeamEventTypePatchSchema,
        response: { 200: TeamEventTypeSchema, ...refusals },
      },
    },
    (request) => {
      refuseUnknownVideoProviders(request.body.locations, app.bookings.conferencingProviders);
      return service.update(teamOf(request), request.apiKey.userId, request.params.eventTypeId, request.body);
    },
  );

  app.delete(
    '/teams/:id/event-types/:eventTypeId',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary: 'Delete a team event type; its bookings stay (an owner or admin of the team)',
        params: TeamEventTypeParamsSchema,
        response: { 204: z.null(), ...V1_REFUSALS },
      },
    },
    async (request, reply) => {
      await service.remove(teamOf(request), request.apiKey.userId, request.params.eventTypeId);
      return reply.status(204).send(null);
    },
  );
};
