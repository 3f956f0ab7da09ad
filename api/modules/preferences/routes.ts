import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferencesSchema } from '../../../src-shared/schemas/preferences.ts';
import { ErrorResponseSchema } from '../../../src-shared/schemas/session.ts';
import { createPreferencesService } from './service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without a session learns nothing about the body rules.
  app.addHook('onRequest', app.authenticate);
  const preferences = createPreferencesService({ db: app.db });
  const common = { tags: ['preferences'], security: [{ bearerAuth: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Themes and brand colours (defaults until first saved)',
        response: { 200: PreferencesSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => preferences.get(request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary: 'Save themes and brand colours',
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => preferences.save(request.caller.id, request.body),
  );
};
