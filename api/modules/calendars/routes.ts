import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CaldavConnectInputSchema,
  CalendarBadRequestSchema,
  CalendarConnectionListSchema,
  CalendarConnectionParamsSchema,
  CalendarConnectionSchema,
  ConnectedCalendarParamsSchema,
  ConnectedCalendarPatchSchema,
  SubscriptionInputSchema,
  calendarErrorMessages,
} from '#shared/schemas/calendars.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { RemoteCalendarError } from './remote/types.ts';

/** A connection that failed answers 400 with the readable sentence and its code. */
async function connecting<T>(
  work: () => Promise<T>,
): Promise<T | { status: 400; body: { error: string; code: RemoteCalendarError['code'] } }> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RemoteCalendarError)) throw error;
    return { status: 400, body: { error: calendarErrorMessages[error.code], code: error.code } };
  }
}

/** The signed-in host's connected calendars (ADR 021). Another user's connection answers 404. */
export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'calendars');
  const service = app.calendars.service;
  const byId = { ...common, params: CalendarConnectionParamsSchema };
  const connectResponses = {
    201: CalendarConnectionSchema,
    400: CalendarBadRequestSchema,
    409: ErrorResponseSchema,
  };

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Your calendar connections with their calendars and state',
        response: { 200: CalendarConnectionListSchema },
      },
    },
    async (request) => ({ items: await service.list(request.caller.id) }),
  );

  app.post(
    '/caldav',
    {
      schema: {
        ...common,
        summary:
          'Connect a CalDAV account (discovery from a host, principal or calendar URL; first read before the answer)',
        body: CaldavConnectInputSchema,
        response: connectResponses,
      },
    },
    async (request, reply) => {
      const answer = await connecting(() => service.connectCaldav(request.caller.id, request.body));
      return 'status' in answer ? reply.status(400).send(answer.body) : reply.status(201).send(answer);
    },
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        ...common,
        summary: 'Subscribe to an iCal address (https:// or webcal://), read-only; first read before the answer',
        body: SubscriptionInputSchema,
        response: connectResponses,
      },
    },
    async (request, reply) => {
      const answer = await connecting(() => service.subscribe(request.caller.id, request.body));
      return 'status' in answer ? reply.status(400).send(answer.body) : reply.status(201).send(answer);
    },
  );

  app.patch(
    '/:id/calendars/:calendarId',
    {
      schema: {
        ...common,
        params: ConnectedCalendarParamsSchema,
        summary: 'Switch a calendar’s conflict check, or make it the one bookings are added to',
        body: ConnectedCalendarPatchSchema,
        response: { 200: CalendarConnectionSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => service.patchCalendar(request.caller.id, request.params.id, request.params.calendarId, request.body),
  );

  app.post(
    '/:id/refresh',
    {
      schema: {
        ...byId,
        summary: 'Refresh this connection now, in the background',
        response: { 202: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.refresh(request.caller.id, request.params.id);
      return reply.status(202).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...byId,
        summary: 'Remove a connection and its cached busy times',
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
