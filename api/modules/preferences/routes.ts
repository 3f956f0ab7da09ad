import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferencesSchema } from '../../../src-shared/schemas/preferences.ts';
import { ErrorResponseSchema } from '../../../src-shared/schemas/session.ts';
import { getPreferences, savePreferences } from './service.ts';

const security = [{ bearerAuth: [] }];

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without a session learns nothing about the body rules.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Themes and brand colours (defaults until first saved)',
        security,
        response: { 200: PreferencesSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getPreferences(app.db, request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Save themes and brand colours',
        security,
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => savePreferences(app.db, request.caller.id, request.body),
  );
};
