import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { BookingUidParamsSchema } from '#shared/schemas/bookings.ts';
import { DeclineInputSchema } from '#shared/schemas/requests.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../../plugins/auth.ts';

const OkSchema = z.object({ ok: z.literal(true) });
const answers = { 200: OkSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 503: ErrorResponseSchema };

/** The signed-in host answers their pending requests (ADR 025), under /api/bookings. Another host's: 404. */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'bookings');
  const { requests } = app.bookings;

  app.post(
    '/:uid/approve',
    {
      schema: {
        ...common,
        summary:
          'Approve a pending request: it becomes accepted and the invitee gets the invitation. Already decided, or its time taken meanwhile: 409',
        params: BookingUidParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      await requests.approveByHost(request.caller.id, request.params.uid);
      return { ok: true as const };
    },
  );

  app.post(
    '/:uid/decline',
    {
      schema: {
        ...common,
        summary:
          'Decline a pending request: its time is free again and the invitee is emailed the reason. Already decided: 409',
        params: BookingUidParamsSchema,
        body: DeclineInputSchema,
        response: answers,
      },
    },
    async (request) => {
      await requests.declineByHost(request.caller.id, request.params.uid, request.body.reason);
      return { ok: true as const };
    },
  );
};
