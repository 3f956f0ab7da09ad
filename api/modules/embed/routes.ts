import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmbedSettingsSchema } from '#shared/schemas/embed.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createEmbedService } from './service.ts';

/** GET and PUT /api/embed-settings: the signed-in host's allowed sites (ADR 031). */
export const embedSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'embed');
  const embed = createEmbedService({ db: app.db });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'The sites that may show your booker in a frame (none until first saved)',
        response: { 200: EmbedSettingsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => embed.get(request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary: 'Save the sites that may show your booker in a frame',
        body: EmbedSettingsSchema,
        response: { 200: EmbedSettingsSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => embed.save(request.caller.id, request.body),
  );
};
