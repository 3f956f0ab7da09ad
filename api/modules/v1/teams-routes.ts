import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { BookingListQuerySchema, HostBookingListSchema } from '#shared/schemas/bookings.ts';
import { TeamEventTypeListSchema, TeamIdParamsSchema } from '#shared/schemas/team-event-types.ts';
import { TeamListSchema } from '#shared/schemas/teams.ts';
import { createTeamEventTypesService } from '../team-event-types/surface.ts';
import { createTeamsService } from '../teams/surface.ts';
import { keyRoute } from './access.ts';
import { V1_REFUSALS } from './errors.ts';
import { teamOf } from './team-access.ts';
import { v1TeamBookingsRoutes } from './team-bookings-routes.ts';
import { v1TeamEventTypesRoutes } from './team-event-types-routes.ts';

/**
 * Teams: the key owner's teams, and a team's event types and bookings (a personal key of a member,
 * or the team's own key). The lists here; the writes (an owner's or admin's) beside. The app's
 * services decide what a member's role shows and allows.
 */
export const v1TeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = keyRoute('teams', null, { teamKeys: true });
  const eventTypesRead = keyRoute('teams', 'event-types:read', { teamKeys: true });
  const bookingsRead = keyRoute('teams', 'bookings:read', { teamKeys: true });
  const teams = createTeamsService({ db: app.db, dbKind: app.dbKind });
  const teamEventTypes = createTeamEventTypesService({ db: app.db, log: app.log });

  app.get(
    '/teams',
    {
      config: list.config,
      schema: {
        ...list.schema,
        summary: "The teams of the key's owner with their role in each (a team key: its own team)",
        response: { 200: TeamListSchema, ...V1_REFUSALS },
      },
    },
    async (request) => {
      const { items } = await teams.list(request.apiKey.userId);
      const { teamId } = request.apiKey;
      return { items: teamId === null ? items : items.filter((team) => team.id === teamId) };
    },
  );

  app.get(
    '/teams/:id/event-types',
    {
      config: eventTypesRead.config,
      schema: {
        ...eventTypesRead.schema,
        summary: "A team's event types with their hosts, the team's members and the key owner's role",
        params: TeamIdParamsSchema,
        response: { 200: TeamEventTypeListSchema, ...V1_REFUSALS },
      },
    },
    (request) => teamEventTypes.list(teamOf(request), request.apiKey.userId),
  );

  app.get(
    '/teams/:id/bookings',
    {
      config: bookingsRead.config,
      schema: {
        ...bookingsRead.schema,
        summary:
          "A team's bookings a page at a time, with the same statuses and filters as /bookings: every one for its owners and admins, the ones a member attends",
        params: TeamIdParamsSchema,
        querystring: z.omit(BookingListQuerySchema, { teamId: true, group: true }),
        response: { 200: HostBookingListSchema, ...V1_REFUSALS },
      },
    },
    (request) => app.bookings.list(request.apiKey.userId, { ...request.query, teamId: teamOf(request) }),
  );

  await app.register(v1TeamEventTypesRoutes);
  await app.register(v1TeamBookingsRoutes);
};
