import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AcceptedInviteSchema,
  InviteInputSchema,
  InvitePreviewSchema,
  InviteTokenParamsSchema,
  TeamIdParamsSchema,
  TeamInviteListSchema,
  TeamInviteParamsSchema,
  TeamInviteSchema,
} from '#shared/schemas/teams.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createTeamInvitesService, type TeamInvitesServiceDeps } from './invites.ts';

const invitesDeps = (app: Parameters<FastifyPluginAsyncZod>[0]): TeamInvitesServiceDeps => ({
  db: app.db,
  mailer: app.mailer,
  config: app.config,
  now: app.clock.now,
});

/** A team's invitations (owners and admins) and accepting one (the invited account). */
export const teamInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'teams');
  const invites = createTeamInvitesService(invitesDeps(app));

  app.post(
    '/:id/invites',
    {
      // Each is an email to someone: per caller and address here, per team in the service.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        ...common,
        params: TeamIdParamsSchema,
        summary: 'Invite someone by email; the email carries a single-use link valid for 7 days',
        body: InviteInputSchema,
        response: {
          201: TeamInviteSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.create(request.caller.id, request.params.id, request.body)),
  );

  app.get(
    '/:id/invites',
    {
      schema: {
        ...common,
        params: TeamIdParamsSchema,
        summary: "A team's invitations still waiting (owners and admins)",
        response: { 200: TeamInviteListSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => invites.list(request.caller.id, request.params.id),
  );

  app.delete(
    '/:id/invites/:inviteId',
    {
      schema: {
        ...common,
        params: TeamInviteParamsSchema,
        summary: 'Revoke an invitation: its link stops working',
        response: { 204: z.null(), 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await invites.revoke(request.caller.id, request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        ...common,
        params: InviteTokenParamsSchema,
        summary: "Accept an invitation: only the invited address's account; used or expired links answer 410",
        response: {
          200: AcceptedInviteSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    (request) => invites.accept(request.caller.id, request.params.token),
  );
};

/** The invitation's page reads its team before anyone signs in: the link's secret is the authority. */
export const teamInvitePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const invites = createTeamInvitesService(invitesDeps(app));
  app.get(
    '/invites/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['teams'],
        summary: "An invitation's team and address, for its page (no sign-in; used or expired: 410)",
        params: InviteTokenParamsSchema,
        response: { 200: InvitePreviewSchema, 404: ErrorResponseSchema, 410: ErrorResponseSchema },
      },
    },
    (request) => invites.preview(request.params.token),
  );
};
