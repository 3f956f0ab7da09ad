import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferencesSchema } from '#shared/schemas/preferences.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { createPreferencesService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'preferences');
  const preferences = createPreferencesService({
    db: app.db,
    bookingTimesPerHour: app.config.BOOKING_RATE_LIMIT_PER_HOST,
  });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Themes, brand colours, week start, time format, the booking times an hour (defaults until first saved) and the host’s zone',
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
        summary: 'Save themes, brand colours, week start, time format and the booking times an hour',
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => preferences.save(request.caller.id, request.body),
  );
};
