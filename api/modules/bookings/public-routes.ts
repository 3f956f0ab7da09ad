import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { httpErrors } from '../../lib/http-errors.ts';
import { inviteeEmailOf } from './answers.ts';
import { createBookingLimits } from './limits.ts';
import { PublicEventParamsSchema } from '#shared/schemas/availability.ts';
import {
  BOOKING_TOKEN_HEADER,
  BookingCreateInputSchema,
  BookingCreatedSchema,
  BookingUidParamsSchema,
  CancelInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  PublicBookingSchema,
  RescheduleInputSchema,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { LangQuerySchema } from '#shared/i18n/locales.ts';
import { localeFor } from '../../lib/locale.ts';
import { FieldErrorsResponseSchema } from '#shared/schemas/booking-fields.ts';
import { CancelRestResultSchema, SeriesConflictResponseSchema } from '#shared/schemas/recurrence.ts';

/** An Idempotency-Key: a UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OkSchema = z.object({ ok: z.literal(true) });
const errors = {
  400: FieldErrorsResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** A header's single value (a repeated header is refused like a missing one). */
function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Public, no sign-in: book a time, and manage a booking with the secret of its manage link (sent as
 * the X-Booking-Token header, never in a URL the server logs). A wrong token is an unknown booking.
 */
export const publicBookingWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.bookings;
  const { config } = app;
  const perIp = {
    max: config.BOOKING_RATE_LIMIT_PER_IP,
    timeWindow: config.BOOKING_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
  // New bookings from one address: far fewer than its other requests (docs/operations.md#booking-limits-and-the-mail-cap).
  const newPerIp = {
    max: config.BOOKING_RATE_LIMIT_NEW_PER_IP,
    timeWindow: config.BOOKING_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      message: bookingMessages.tooManyFromAddress(Math.ceil(context.ttl / 1000)),
    }),
  };
  const limits = createBookingLimits(config);
  app.addHook('onClose', () => limits.close());
  const common = { tags: ['public'] } as const;
  const tokenHeader = z.object({ [BOOKING_TOKEN_HEADER]: z.optional(z.string()) });

  app.post(
    '/:username/:slug/bookings',
    {
      config: { rateLimit: newPerIp },
      schema: {
        ...common,
        summary:
          'Book an open time, or with `occurrences` a recurring event type’s series (all or none; 409 names the dates not free). Idempotency-Key (a UUID) makes a retry safe: the same key answers 200 with the same booking',
        params: PublicEventParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        querystring: LangQuerySchema,
        body: BookingCreateInputSchema,
        response: {
          200: BookingCreatedSchema,
          201: BookingCreatedSchema,
          ...errors,
          // A series (issue 43): the dates not free, and whether the others may be booked without them.
          409: SeriesConflictResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = header(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (key !== undefined && !UUID.test(key)) throw httpErrors.badRequest(bookingMessages.idempotencyKey);
      // The invitee's email wherever the body has it; without one the answers' check answers 400.
      const email = inviteeEmailOf(request.body);
      if (email) await limits.invitee(email);
      const { username, slug } = request.params;
      // Keyed by the host, not the name in the path; an unknown host or event answers 404 here.
      const { versions, target } = await app.openTimes.resolve(username, slug);
      // The invitee's language (ADR 030): their emails, invite and reminders speak it.
      const locale = localeFor(request, target.page.eventLocale ?? null);
      const { replayed, booking } = await limits.newBooking(
        versions.id,
        request.body.start,
        () =>
          request.body.occurrences === undefined
            ? service.book(username, slug, request.body, key?.toLowerCase(), locale)
            : service.bookSeries(username, slug, request.body, key?.toLowerCase(), locale),
        (answer) => !answer.replayed,
        limits.hostTimesPerHour(target.read),
      );
      return reply
        .status(replayed ? 200 : 201)
        .header('content-language', booking.locale)
        .send(booking);
    },
  );

  app.get(
    '/bookings/:uid',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary: 'A booking as its invitee sees it (header X-Booking-Token from the manage link)',
        params: BookingUidParamsSchema,
        headers: tokenHeader,
        response: { 200: PublicBookingSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await service.publicView(request.params.uid, header(request.headers[BOOKING_TOKEN_HEADER]));
      return reply
        .header('cache-control', 'no-store')
        .header('content-language', booking.locale ?? 'en')
        .send(booking);
    },
  );

  app.post(
    '/bookings/:uid/cancel',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary: 'Cancel a booking (X-Booking-Token); both sides are emailed. Already cancelled or started: 410',
        params: BookingUidParamsSchema,
        headers: tokenHeader,
        body: CancelInputSchema,
        response: { 200: OkSchema, ...errors },
      },
    },
    async (request) => {
      const token = header(request.headers[BOOKING_TOKEN_HEADER]);
      await limits.cancel(request.params.uid, token);
      await service.cancelByLink(request.params.uid, token, request.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    '/bookings/:uid/cancel-rest',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary:
          'Cancel an occurrence of a series and every later one (X-Booking-Token): the series is shortened, one email each. Not in a series: 400; already cancelled or started: 410',
        params: BookingUidParamsSchema,
        headers: tokenHeader,
        body: CancelInputSchema,
        response: { 200: CancelRestResultSchema, ...errors },
      },
    },
    async (request) => {
      const token = header(request.headers[BOOKING_TOKEN_HEADER]);
      await limits.cancel(request.params.uid, token);
      return service.cancelRestByLink(request.params.uid, token, request.body.reason);
    },
  );

  app.post(
    '/bookings/:uid/reschedule',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary: 'Move a booking to another open time: the same uid, its old time free again (X-Booking-Token)',
        params: BookingUidParamsSchema,
        headers: tokenHeader,
        body: RescheduleInputSchema,
        response: { 200: BookingCreatedSchema, ...errors },
      },
    },
    (request) => {
      const token = header(request.headers[BOOKING_TOKEN_HEADER]);
      return limits.reschedule(request.params.uid, token, () =>
        service.rescheduleByLink(request.params.uid, token, request.body.start, request.body.reason),
      );
    },
  );
};
