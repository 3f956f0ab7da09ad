import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPicture } from '../../lib/avatar-image.ts';
import { createBodyCache } from '../../lib/versioned-cache.ts';
import { normalizeUsername } from '#shared/username.ts';
import {
  AvatarParamsSchema,
  type PublicProfile,
  PublicProfileSchema,
  PublicUsernameParamsSchema,
} from '#shared/schemas/public.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { createPublicService } from './service.ts';

/** Memory the public-page cache may hold per API process. */
export const PUBLIC_PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/** Public, no sign-in: a person's page data and their pictures. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicPages = createPublicService({ db: app.db, reads: app.reads });
  const pages = createBodyCache(PUBLIC_PAGE_CACHE_BYTES);

  app.get(
    '/avatars/:hash',
    {
      schema: {
        tags: ['public'],
        summary: 'A profile picture (WebP); the URL changes when the picture does, so it is cached forever',
        params: AvatarParamsSchema,
        response: { 200: z.any().describe("The picture's bytes (image/webp)"), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => sendPicture(reply, await publicPages.avatar(request.params.hash)),
  );

  app.get(
    '/:username',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: "A user's public page: name, picture, about, booking page look and visible event types",
        params: PublicUsernameParamsSchema,
        response: { 200: PublicProfileSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Kept serialised per username with the version of everything the page shows.
      const username = normalizeUsername(request.params.username);
      const body = await pages.get(username, await publicPages.version(username), async () =>
        String(reply.serialize(await publicPages.profile(username))),
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as PublicProfile);
    },
  );
};
