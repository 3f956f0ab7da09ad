import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStateSchema,
} from '#shared/schemas/bookings.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { createCalendarFeedService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** Settings → Calendar: the signed-in host's secret feed URL. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'calendar feed');
  const service = createCalendarFeedService({ db: app.db, config: app.config, now: app.clock.now });

  app.get(
    '/',
    { schema: { ...common, summary: 'Whether you have a calendar feed', response: { 200: CalendarFeedStateSchema } } },
    (request) => service.state(request.caller.id),
  );
  app.post(
    '/',
    {
      schema: {
        ...common,
        summary: 'Make a new secret feed URL (shown only now); the previous one stops working',
        response: { 201: CalendarFeedCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.rotate(request.caller.id)),
  );
  app.delete(
    '/',
    { schema: { ...common, summary: 'Turn the calendar feed off', response: { 204: z.null() } } },
    async (request, reply) => {
      await service.revoke(request.caller.id);
      return reply.status(204).send(null);
    },
  );
};

/** GET /api/public/calendar/:token.ics: the feed itself, for calendar apps (the secret is the URL). */
export const publicCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCalendarFeedService({ db: app.db, config: app.config, now: app.clock.now });
  app.get(
    '/calendar/:token',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: "A host's bookings as an iCalendar feed (30 days back to a year ahead)",
        params: CalendarFeedParamsSchema,
        // The body is iCalendar text (text/calendar), sent as it is.
        response: { 200: z.string(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/i, '');
      const body = await service.feed(token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="kairos.ics"')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};
