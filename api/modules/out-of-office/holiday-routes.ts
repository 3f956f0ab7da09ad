import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HolidayCountryListSchema,
  HolidaySettingsInputSchema,
  HolidaySettingsSchema,
} from '#shared/schemas/out-of-office.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { holidayCountries } from '../../lib/public-holidays.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createHolidaysService } from './holidays.ts';

/** The public holidays the signed-in user blocks (Settings → Availability, issue 43). */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'holidays');
  const service = createHolidaysService({ db: app.db, now: () => app.clock.now() });

  app.get(
    '/countries',
    {
      schema: {
        ...common,
        summary: 'The countries whose public holidays can be blocked, with their regions where they have them',
        response: { 200: HolidayCountryListSchema },
      },
    },
    () => ({ items: holidayCountries() }),
  );

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: "Which country's public holidays you block, and its holidays of the coming year (kept open or not)",
        response: { 200: HolidaySettingsSchema },
      },
    },
    (request) => service.get(request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary:
          "Block a country's (and region's) public holidays, whole local days, keeping the listed dates open; country null blocks none",
        body: HolidaySettingsInputSchema,
        response: { 200: HolidaySettingsSchema, 400: ErrorResponseSchema },
      },
    },
    (request) => service.save(request.caller.id, request.body),
  );
};
