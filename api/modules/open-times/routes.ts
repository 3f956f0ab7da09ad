import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  type PublicBookingEventType,
  PublicBookingEventTypeSchema,
  PublicEventParamsSchema,
  SlotsQuerySchema,
  type SlotsResponse,
  SlotsResponseSchema,
} from '#shared/schemas/availability.ts';
import { BOOKING_TOKEN_HEADER } from '#shared/schemas/bookings.ts';
import { BOOKING_HORIZON_DAYS } from '#shared/constants.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { LangQuerySchema, type Locale } from '#shared/i18n/locales.ts';
import { PublicEventAwayQuerySchema } from '#shared/schemas/out-of-office.ts';
import { localeFor } from '../../lib/locale.ts';
import { addVary } from '../../lib/vary.ts';

const PublicEventQuerySchema = z.extend(LangQuerySchema, PublicEventAwayQuerySchema.shape);

/** Public, no sign-in: one event type as the booker shows it, and its open times. */
export const openTimesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.openTimes;
  const common = { tags: ['public'], params: PublicEventParamsSchema } as const;
  const rateLimit = { max: 120, timeWindow: '1 minute' };
  const serialisedPages = new WeakMap<PublicBookingEventType, Map<Locale, string>>();

  app.get(
    '/:username/:slug',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary:
          'One visible event type as the booker shows it: name, duration, host, look, host time zone, and the language chosen for the asker (?lang=, else the event type’s, else Accept-Language; also Content-Language); `away` when the host is away on the first open day from ?date= (the host’s today)',
        querystring: PublicEventQuerySchema,
        response: { 200: PublicBookingEventTypeSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, slug } = request.params;
      const [page, away] = await Promise.all([
        service.eventPage(username, slug),
        service.away(username, slug, request.query.date),
      ]);
      const locale = localeFor(request, page.eventLocale ?? null);
      if (away) {
        return addVary(reply.header('content-language', locale), 'Accept-Language').send({ ...page, locale, away });
      }
      // The page is the one kept with the event type at its version (a new object when it changes):
      // its answer in each locale is serialised once, beside it, and sent as it is.
      let answers = serialisedPages.get(page);
      if (!answers) serialisedPages.set(page, (answers = new Map()));
      let body = answers.get(locale);
      if (body === undefined) answers.set(locale, (body = String(reply.serialize({ ...page, locale }))));
      return addVary(reply.header('content-language', locale), 'Accept-Language')
        .type('application/json; charset=utf-8')
        .send(body as unknown as PublicBookingEventType);
    },
  );

  app.get(
    '/:username/:slug/slots',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: `Open start times (UTC, sorted) between from and to (ISO, at most 42 days apart), and the next one after; none ${BOOKING_HORIZON_DAYS} days or more ahead (an empty list past that)`,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.headers[BOOKING_TOKEN_HEADER];
      const own = request.query.reschedule
        ? await app.bookings.ownTime(request.query.reschedule, typeof token === 'string' ? token : undefined)
        : undefined;
      const body = await service.slots(request.params.username, request.params.slug, request.query, own);
      // Already JSON: Fastify sends a string as it is.
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body as unknown as SlotsResponse);
    },
  );
};
