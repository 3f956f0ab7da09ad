import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BookingListQuerySchema,
  BookingUidParamsSchema,
  CancelInputSchema,
  HostBookingDetailSchema,
  HostBookingListSchema,
} from '#shared/schemas/bookings.ts';
import { NoShowInputSchema, NoShowResultSchema } from '#shared/schemas/insights.ts';
import { CancelTimeResultSchema } from '#shared/schemas/seats.ts';
import { CancelRestResultSchema } from '#shared/schemas/recurrence.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/**
 * The signed-in host's bookings. Another host's booking answers 404, except that a team's owners and
 * admins may cancel and mark no-show on any booking of the team's event types: the host's own change,
 * made for them (`hostOrTeamAdmin`, ADR 059).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'bookings');
  const service = app.bookings;

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Your bookings a page at a time: upcoming oldest first, past and cancelled newest first',
        querystring: BookingListQuerySchema,
        response: { 200: HostBookingListSchema, 400: ErrorResponseSchema },
      },
    },
    (request) => service.list(request.caller.id, request.query),
  );

  app.get(
    '/:uid',
    {
      schema: {
        ...common,
        summary:
          "One of your bookings (or, as a team's owner or admin, of the team's) with its history (booked, rescheduled, cancelled, a request answered, the no-show mark set or undone)",
        params: BookingUidParamsSchema,
        response: { 200: HostBookingDetailSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { hostId } = await service.hostOrTeamAdmin(request.caller.id, request.params.uid);
      return service.detail(hostId, request.params.uid);
    },
  );

  app.post(
    '/:uid/cancel',
    {
      schema: {
        ...common,
        summary:
          "Cancel one of your bookings, or as a team's owner or admin any booking of the team's event types; the invitee is emailed with the reason and a cancellation invite",
        params: BookingUidParamsSchema,
        body: CancelInputSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { hostId, actedBy } = await service.hostOrTeamAdmin(request.caller.id, request.params.uid);
      await service.cancelByHost(hostId, request.params.uid, request.body.reason, actedBy);
      return { ok: true as const };
    },
  );

  app.post(
    '/:uid/cancel-rest',
    {
      schema: {
        ...common,
        summary:
          'Cancel an occurrence of one of your series and every later one (ADR 054): the series is shortened and the invitee gets one updated invite',
        params: BookingUidParamsSchema,
        body: CancelInputSchema,
        response: {
          200: CancelRestResultSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    (request) => service.cancelRestByHost(request.caller.id, request.params.uid, request.body.reason),
  );

  app.post(
    '/:uid/cancel-time',
    {
      schema: {
        ...common,
        summary:
          'Cancel the whole time of one of your seated bookings (ADR 026): every attendee is emailed with the reason and a cancellation invite',
        params: BookingUidParamsSchema,
        body: CancelInputSchema,
        response: {
          200: CancelTimeResultSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    (request) => service.cancelTime(request.caller.id, request.params.uid, request.body.reason),
  );

  app.post(
    '/:uid/no-show',
    {
      schema: {
        ...common,
        summary:
          "Mark the invitee of one of your accepted bookings (or, as a team's owner or admin, of the team's) that has begun a no-show, or undo it ({noShow: false}); webhooks get BOOKING_NO_SHOW_UPDATED",
        params: BookingUidParamsSchema,
        body: NoShowInputSchema,
        response: {
          200: NoShowResultSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { hostId, actedBy } = await service.hostOrTeamAdmin(request.caller.id, request.params.uid);
      return service.setNoShow(hostId, request.params.uid, request.body.noShow, actedBy);
    },
  );
};
