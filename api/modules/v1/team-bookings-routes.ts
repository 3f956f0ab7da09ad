import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BookingCreatedSchema,
  CancelInputSchema,
  HostBookingDetailSchema,
  RescheduleInputSchema,
} from '#shared/schemas/bookings.ts';
import { NoShowInputSchema } from '#shared/schemas/insights.ts';
import { V1ErrorSchema } from '#shared/schemas/v1.ts';
import { oneLine } from '#shared/text.ts';
import { keyRoute } from './access.ts';
import { V1_REFUSALS } from './errors.ts';
import { teamOf } from './team-access.ts';

const TeamBookingParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  uid: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});
const changeRefusals = { ...V1_REFUSALS, 409: V1ErrorSchema, 410: V1ErrorSchema };

/**
 * A team's bookings, one and changed (issue 42: a team key "acts on the team's bookings"), for an
 * owner or admin of the team, whose role is read on every request. `teamBookingHost` finds the host
 * whose booking it is; the change is then that host's own, the app's write (`cancelByHost`,
 * `rescheduleByHost`, `setNoShow`): a team booking is cancelled or moved for every host at once, with
 * the same emails, webhooks and calendar writes, and the history names the owner or admin who made it
 * (`actedBy`, ADR 059). Approve and decline are not here: a team event type
 * never asks for confirmation.
 */
export const v1TeamBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = keyRoute('teams', 'bookings:read', { teamKeys: true });
  const write = keyRoute('teams', 'bookings:write', { teamKeys: true });
  const bookings = app.bookings;
  type Request = { apiKey: Parameters<typeof teamOf>[0]['apiKey']; params: { id: string; uid: string } };
  /** The host whose own change this is; refused unless the key's owner is an owner or admin of the team now. */
  const hostOf = (request: Request) =>
    bookings.teamBookingHost(teamOf(request), request.apiKey.userId, request.params.uid);
  /** After a change: the booking as it now is, with its history. */
  const detail = (host: { hostId: string }, request: Request) => bookings.detail(host.hostId, request.params.uid);

  app.get(
    '/teams/:id/bookings/:uid',
    {
      config: read.config,
      schema: {
        ...read.schema,
        summary: "One of the team's bookings with its answers and history (an owner or admin of the team)",
        params: TeamBookingParamsSchema,
        response: { 200: HostBookingDetailSchema, ...V1_REFUSALS },
      },
    },
    async (request) => detail(await hostOf(request), request),
  );

  app.post(
    '/teams/:id/bookings/:uid/cancel',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          "Cancel one of the team's bookings for every host at once; the invitee is emailed with the reason. Answers the booking as it now is",
        params: TeamBookingParamsSchema,
        body: CancelInputSchema,
        response: { 200: HostBookingDetailSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const host = await hostOf(request);
      await bookings.cancelByHost(host.hostId, request.params.uid, request.body.reason, host.actedBy);
      return detail(host, request);
    },
  );

  app.post(
    '/teams/:id/bookings/:uid/reschedule',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          "Move one of the team's bookings to another time its hosts are free: the same uid and hosts; everyone is emailed",
        params: TeamBookingParamsSchema,
        body: RescheduleInputSchema,
        response: { 200: BookingCreatedSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const host = await hostOf(request);
      const { start, reason } = request.body;
      return bookings.rescheduleByHost(host.hostId, request.params.uid, start, reason, host.actedBy);
    },
  );

  app.post(
    '/teams/:id/bookings/:uid/no-show',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          "Mark the invitee of one of the team's bookings that has begun a no-show, or undo it ({noShow: false})",
        params: TeamBookingParamsSchema,
        body: NoShowInputSchema,
        response: { 200: HostBookingDetailSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const host = await hostOf(request);
      await bookings.setNoShow(host.hostId, request.params.uid, request.body.noShow, host.actedBy);
      return detail(host, request);
    },
  );
};
