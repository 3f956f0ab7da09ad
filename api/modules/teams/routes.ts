import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CreateTeamSchema,
  TEAM_LOGO_MAX_BYTES,
  TeamIdParamsSchema,
  TeamListSchema,
  TeamMemberParamsSchema,
  TeamSchema,
  UpdateMemberSchema,
  UpdateTeamSchema,
} from '#shared/schemas/teams.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createMembersService } from './members.ts';
import { createTeamsService } from './service.ts';

/** A body with a logo: the picture's base64 (4/3 of its bytes) and the rest of the fields. */
const WITH_LOGO_BODY_LIMIT = Math.ceil((TEAM_LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The signed-in user's teams and their members (issue 29, ADR 028). A non-member's team answers 404. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'teams');
  const teams = createTeamsService({ db: app.db, dbKind: app.dbKind });
  const members = createMembersService({ db: app.db });
  const byId = { ...common, params: TeamIdParamsSchema };
  const refused = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.post(
    '/',
    {
      bodyLimit: WITH_LOGO_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Create a team (the caller becomes its owner); `logo` is a PNG, JPEG or WebP as a data URL',
        body: CreateTeamSchema,
        response: { 201: TeamSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await teams.create(request.caller.id, request.body)),
  );

  app.get(
    '/',
    { schema: { ...common, summary: 'Your teams, with your role in each', response: { 200: TeamListSchema } } },
    (request) => teams.list(request.caller.id),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'A team with its members (members only)',
        response: { 200: TeamSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => teams.get(request.caller.id, request.params.id),
  );

  app.patch(
    '/:id',
    {
      bodyLimit: WITH_LOGO_BODY_LIMIT,
      schema: {
        ...byId,
        summary: "Change a team's name, slug or logo (`logo: null` removes it); owners and admins",
        body: UpdateTeamSchema,
        response: { 200: TeamSchema, ...refused, 403: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    (request) => teams.update(request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Delete a team, its event types and its page (owners only)',
        response: { 204: z.null(), 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await teams.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id/members/:userId',
    {
      schema: {
        ...common,
        params: TeamMemberParamsSchema,
        summary: "Change a member's role (owners and admins; only an owner makes or changes an owner)",
        body: UpdateMemberSchema,
        response: { 200: TeamSchema, ...refused, 403: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    (request) => members.changeRole(request.caller.id, request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        ...common,
        params: TeamMemberParamsSchema,
        summary: 'Remove a member (owners and admins), or leave the team (your own id); a team keeps an owner',
        response: { 204: z.null(), 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await members.remove(request.caller.id, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
