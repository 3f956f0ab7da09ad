import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  type CalendarConnection,
  CalendarBadRequestSchema,
  CalendarConnectionListSchema,
  CalendarConnectionParamsSchema,
  CalendarConnectionSchema,
  ConnectedCalendarParamsSchema,
  ConnectedCalendarPatchSchema,
  calendarErrorMessages,
  calendarMessages,
  plainHttpAddress,
} from '#shared/schemas/calendars.ts';
import { AppCatalogSchema } from '#shared/schemas/apps.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { RemoteCalendarError } from './remote/types.ts';

/**
 * 201 with the new connection, or 400 with the readable sentence and its code when the server refused
 * or failed; a server that answered https with plain HTTP gets the http:// address of what was typed.
 */
async function answerConnect(reply: FastifyReply, typed: string, connect: () => Promise<CalendarConnection>) {
  try {
    return reply.status(201).send(await connect());
  } catch (error) {
    if (!(error instanceof RemoteCalendarError)) throw error;
    const sentence =
      error.code === 'not-https'
        ? calendarMessages.notHttps(plainHttpAddress(typed))
        : calendarErrorMessages[error.code];
    return reply.status(400).send({ error: sentence, code: error.code });
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
    '/apps',
    {
      schema: {
        ...common,
        summary: 'The App Store: the calendar apps this server offers',
        response: { 200: AppCatalogSchema },
      },
    },
    () => ({
      items: app.calendars.providers.map(({ app: entry }) => ({ ...entry, capabilities: [...entry.capabilities] })),
    }),
  );

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

  // One connect route per provider connected by a form (providers/): POST /<connectPath> with its body.
  // An OAuth provider (Google, Microsoft 365) connects through the apps module's consent flow instead.
  for (const provider of app.calendars.providers) {
    const { connectPath, connectInput } = provider;
    if (connectPath === undefined || connectInput === undefined) continue;
    app.post(
      `/${connectPath}`,
      {
        schema: {
          ...common,
          summary: provider.connectSummary ?? `Connect ${provider.app.name}`,
          body: connectInput,
          response: connectResponses,
        },
      },
      (request, reply) => {
        const body = connectInput.parse(request.body);
        return answerConnect(reply, body.url, () => service.connect(provider, request.caller.id, body));
      },
    );
  }

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
