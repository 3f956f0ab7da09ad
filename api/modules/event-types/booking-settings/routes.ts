import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingSettingsInputSchema, BookingSettingsSchema } from '#shared/schemas/availability.ts';
import { EventTypeIdParamsSchema } from '#shared/schemas/event-types.ts';
import { createBookingSettingsService } from './service.ts';
import { signedInOnly } from '../../../plugins/auth.ts';

/** PUT /api/event-types/:id/booking-settings. The event type's own reads carry `bookingSettings`. */
export const bookingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'event-types');
  const service = createBookingSettingsService({ db: app.db });

  app.put(
    '/:id/booking-settings',
    {
      schema: {
        ...common,
        summary: "Set an event type's booking settings: interval, buffers, notice, window, limits",
        params: EventTypeIdParamsSchema,
        body: BookingSettingsInputSchema,
        response: { 200: BookingSettingsSchema },
      },
    },
    (request) => service.update(request.caller.id, request.params.id, request.body),
  );
};
