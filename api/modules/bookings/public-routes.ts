import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import * as z from 'zod/mini';
import { memoryRecipientCounter, recipientKey, redisRecipientCounter } from '../../lib/mailer.ts';
import { httpErrors } from '../../lib/http-errors.ts';
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
import { tooManyAttempts } from '#shared/messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OkSchema = z.object({ ok: z.literal(true) });
const errors = {
  400: ErrorResponseSchema,
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
  const emailWindow = config.BOOKING_RATE_LIMIT_EMAIL_WINDOW_SECONDS;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  const perEmail = redis
    ? redisRecipientCounter(redis, config.BOOKING_RATE_LIMIT_PER_EMAIL, emailWindow * 1000, 'kairos-book:')
    : memoryRecipientCounter(config.BOOKING_RATE_LIMIT_PER_EMAIL, emailWindow * 1000);
  app.addHook('onClose', () => perEmail.close());
  const common = { tags: ['public'] } as const;
  const tokenHeader = z.object({ [BOOKING_TOKEN_HEADER]: z.optional(z.string()) });

  app.post(
    '/:username/:slug/bookings',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary:
          'Book an open time. Idempotency-Key (a UUID) makes a retry safe: the same key answers 200 with the same booking',
        params: PublicEventParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        body: BookingCreateInputSchema,
        response: { 200: BookingCreatedSchema, 201: BookingCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = header(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (key !== undefined && !UUID.test(key)) throw httpErrors.badRequest(bookingMessages.idempotencyKey);
      if (!(await perEmail.take(recipientKey(request.body.email)))) {
        throw httpErrors.tooManyRequests(tooManyAttempts(emailWindow), emailWindow);
      }
      const { replayed, booking } = await service.book(
        request.params.username,
        request.params.slug,
        request.body,
        key?.toLowerCase(),
      );
      return reply.status(replayed ? 200 : 201).send(booking);
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
      return reply.header('cache-control', 'no-store').send(booking);
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
      await service.cancelByLink(
        request.params.uid,
        header(request.headers[BOOKING_TOKEN_HEADER]),
        request.body.reason,
      );
      return { ok: true as const };
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
    (request) =>
      service.rescheduleByLink(
        request.params.uid,
        header(request.headers[BOOKING_TOKEN_HEADER]),
        request.body.start,
        request.body.reason,
      ),
  );
};
