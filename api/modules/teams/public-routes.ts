import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicTeamParamsSchema, PublicTeamSchema, TeamLogoParamsSchema } from '#shared/schemas/teams.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { sendPicture } from '../../lib/avatar-image.ts';
import { createPublicTeamsService } from './public.ts';

/** Public, no sign-in: a team's page at /team/{slug} and its logo. */
export const publicTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const teams = createPublicTeamsService({ db: app.db });

  app.get(
    '/team/avatars/:hash',
    {
      schema: {
        tags: ['public'],
        summary: "A team's logo (WebP); the URL changes when the logo does, so it is cached forever",
        params: TeamLogoParamsSchema,
        response: { 200: z.any().describe("The logo's bytes (image/webp)"), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => sendPicture(reply, await teams.logo(request.params.hash)),
  );

  app.get(
    '/team/:slug',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: "A team's public page: name, logo and visible event types (no members)",
        params: PublicTeamParamsSchema,
        response: { 200: PublicTeamSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => teams.page(request.params.slug),
  );
};
