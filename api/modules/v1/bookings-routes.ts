import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BookingCreatedSchema,
  BookingListQuerySchema,
  BookingUidParamsSchema,
  CancelInputSchema,
  HostBookingDetailSchema,
  HostBookingListSchema,
  IDEMPOTENCY_KEY_HEADER,
  RescheduleInputSchema,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import { NoShowInputSchema } from '#shared/schemas/insights.ts';
import { DeclineInputSchema } from '#shared/schemas/requests.ts';
import { CancelRestResultSchema } from '#shared/schemas/recurrence.ts';
import { eventTypeLimitMessages } from '#shared/schemas/event-types.ts';
import { LangQuerySchema } from '#shared/i18n/locales.ts';
import { V1BookingCreateSchema, V1ErrorSchema } from '#shared/schemas/v1.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { localeFor } from '../../lib/locale.ts';
import { keyRoute, ownerOf } from './access.ts';
import { V1_REFUSALS } from './errors.ts';

/** An Idempotency-Key: a UUID (as the booker's). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const changeRefusals = { ...V1_REFUSALS, 409: V1ErrorSchema, 410: V1ErrorSchema };

/**
 * The key owner's bookings: the list and one booking (the app's host list), a booking made for an
 * invitee (the booker's own write, `app.bookings.book`), and the host's changes (the app's own).
 */
export const v1BookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = keyRoute('bookings', 'bookings:read');
  const write = keyRoute('bookings', 'bookings:write');
  const bookings = app.bookings;
  const byUid = { params: BookingUidParamsSchema };
  /** After a change: the booking as it now is, with its history. */
  const detail = (request: { apiKey: { userId: string }; params: { uid: string } }) =>
    bookings.detail(request.apiKey.userId, request.params.uid);

  app.get(
    '/bookings',
    {
      config: read.config,
      schema: {
        ...read.schema,
        summary:
          'Your bookings a page at a time (limit, cursor → nextCursor): status upcoming (soonest first), pending, past or cancelled (newest first); filters eventTypeId, from and to (start times, RFC 3339)',
        querystring: z.omit(BookingListQuerySchema, { teamId: true, group: true }),
        response: { 200: HostBookingListSchema, ...V1_REFUSALS },
      },
    },
    (request) => bookings.list(ownerOf(request), request.query),
  );

  app.get(
    '/bookings/:uid',
    {
      config: read.config,
      schema: {
        ...read.schema,
        ...byUid,
        summary: 'One of your bookings with its answers and history',
        response: { 200: HostBookingDetailSchema, ...V1_REFUSALS },
      },
    },
    (request) => bookings.detail(ownerOf(request), request.params.uid),
  );

  app.post(
    '/bookings',
    {
      config: write.config,
      schema: {
        ...write.schema,
        summary:
          'Book an open time of one of your event types for an invitee, exactly as the booker does (the same checks, emails, invites and webhooks). Idempotency-Key (a UUID) makes a retry safe: the same key answers 200 with the same booking',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        querystring: LangQuerySchema,
        body: V1BookingCreateSchema,
        response: {
          200: BookingCreatedSchema,
          201: BookingCreatedSchema,
          ...changeRefusals,
          422: V1ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = typeof raw === 'string' ? raw : undefined;
      if (key !== undefined && !UUID.test(key)) throw httpErrors.badRequest(bookingMessages.idempotencyKey);
      const { eventTypeId, ...input } = request.body;
      const eventType = await app.db.eventType.findFirst({
        where: { id: eventTypeId, userId: ownerOf(request), teamId: null },
        select: { slug: true, user: { select: { username: true } } },
      });
      const username = eventType?.user?.username;
      if (!eventType || !username) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
      const { target } = await app.openTimes.resolve(username, eventType.slug);
      // The invitee's language, as the booker chooses it: ?lang=, the event type's, Accept-Language.
      const locale = localeFor(request, target.page.eventLocale ?? null);
      const { replayed, booking } = await bookings.book(username, eventType.slug, input, key?.toLowerCase(), locale);
      return reply.status(replayed ? 200 : 201).send(booking);
    },
  );

  app.post(
    '/bookings/:uid/reschedule',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary:
          'Move one of your bookings to another open time: the same uid, its old time free again; both sides are emailed',
        body: RescheduleInputSchema,
        response: { 200: BookingCreatedSchema, ...changeRefusals },
      },
    },
    (request) =>
      bookings.rescheduleByHost(ownerOf(request), request.params.uid, request.body.start, request.body.reason),
  );

  app.post(
    '/bookings/:uid/cancel',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary:
          'Cancel one of your bookings; the invitee is emailed with the reason. Answers the booking as it now is',
        body: CancelInputSchema,
        response: { 200: HostBookingDetailSchema, ...changeRefusals },
      },
    },
    async (request) => {
      await bookings.cancelByHost(ownerOf(request), request.params.uid, request.body.reason);
      return detail(request);
    },
  );

  app.post(
    '/bookings/:uid/cancel-rest',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary:
          'Cancel an occurrence of one of your recurring series and every later one: the series is shortened and the invitee gets one updated invite. Answers the uids cancelled',
        body: CancelInputSchema,
        response: { 200: CancelRestResultSchema, ...changeRefusals },
      },
    },
    (request) => bookings.cancelRestByHost(ownerOf(request), request.params.uid, request.body.reason),
  );

  app.post(
    '/bookings/:uid/no-show',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary: 'Mark the invitee of a booking that has begun a no-show, or undo it ({noShow: false})',
        body: NoShowInputSchema,
        response: { 200: HostBookingDetailSchema, ...changeRefusals },
      },
    },
    async (request) => {
      await bookings.setNoShow(ownerOf(request), request.params.uid, request.body.noShow);
      return detail(request);
    },
  );

  app.post(
    '/bookings/:uid/approve',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary: 'Approve a pending request: it becomes accepted and the invitee gets the invitation',
        response: { 200: HostBookingDetailSchema, ...changeRefusals, 503: V1ErrorSchema },
      },
    },
    async (request) => {
      await bookings.requests.approveByHost(ownerOf(request), request.params.uid);
      return detail(request);
    },
  );

  app.post(
    '/bookings/:uid/decline',
    {
      config: write.config,
      schema: {
        ...write.schema,
        ...byUid,
        summary: 'Decline a pending request: its time is free again and the invitee is emailed the reason',
        body: DeclineInputSchema,
        response: { 200: HostBookingDetailSchema, ...changeRefusals, 503: V1ErrorSchema },
      },
    },
    async (request) => {
      await bookings.requests.declineByHost(ownerOf(request), request.params.uid, request.body.reason);
      return detail(request);
    },
  );
};
