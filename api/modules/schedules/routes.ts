import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ScheduleIdParamsSchema,
  ScheduleInputSchema,
  ScheduleListQuerySchema,
  ScheduleListSchema,
  ScheduleSchema,
} from '#shared/schemas/availability.ts';
import { createSchedulesService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** The signed-in user's schedules (working hours). Another user's schedule answers 404. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'schedules');
  const service = createSchedulesService({ db: app.db });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'List your schedules; the first read creates the default (Mon–Fri 09:00–17:00 in ?tz=, else UTC)',
        querystring: ScheduleListQuerySchema,
        response: { 200: ScheduleListSchema },
      },
    },
    async (request) => ({ items: await service.list(request.caller.id, request.query.tz) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...common,
        summary: "Replace a schedule's name, time zone, weekly hours and date overrides",
        params: ScheduleIdParamsSchema,
        body: ScheduleInputSchema,
        response: { 200: ScheduleSchema },
      },
    },
    (request) => service.replace(request.caller.id, request.params.id, request.body),
  );
};
