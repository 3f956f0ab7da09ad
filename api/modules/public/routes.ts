import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvatarParamsSchema,
  PublicProfileSchema,
  PublicUsernameParamsSchema,
} from '../../../src-shared/schemas/public.ts';
import { ErrorResponseSchema } from '../../../src-shared/schemas/session.ts';
import { getAvatar, getPublicProfile } from './service.ts';

/** Public, no sign-in: a person's page data and their pictures. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const avatar = await getAvatar(app.db, request.params.hash);
      return (
        reply
          .header('content-type', avatar.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The desktop app (another origin) shows these pictures too; they are public anyway.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(Buffer.from(avatar.data))
      );
    },
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
    async (request) => getPublicProfile(app.reads, request.params.username),
  );
};
