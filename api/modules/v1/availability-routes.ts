import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScheduleListQuerySchema, ScheduleListSchema } from '#shared/schemas/availability.ts';
import { createSchedulesService } from '../schedules/surface.ts';
import { keyRoute, ownerOf } from './access.ts';
import { V1_REFUSALS } from './errors.ts';

/** The key owner's schedules (working hours), read through the app's own service. */
export const v1AvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, schema } = keyRoute('availability', 'availability:read');
  const schedules = createSchedulesService({ db: app.db });

  app.get(
    '/schedules',
    {
      config,
      schema: {
        ...schema,
        summary:
          'Your schedules: weekly hours and date overrides, each in its IANA time zone (a first read makes the default, Mon–Fri 09:00–17:00 in ?tz=, else UTC)',
        querystring: ScheduleListQuerySchema,
        response: { 200: ScheduleListSchema, ...V1_REFUSALS },
      },
    },
    async (request) => ({ items: await schedules.list(ownerOf(request), request.query.tz) }),
  );
};
