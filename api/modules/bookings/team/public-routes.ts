import { LangQuerySchema } from '#shared/i18n/locales.ts';
import { type LanguageAsked, localeFor } from '../../../lib/locale.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { inviteeEmailOf } from '../answers.ts';
import { createBookingLimits } from '../limits.ts';
import { UUID } from '../public-routes.ts';
import {
  PublicBookingEventTypeSchema,
  SlotsQuerySchema,
  type SlotsResponse,
  SlotsResponseSchema,
} from '#shared/schemas/availability.ts';
import {
  BOOKING_TOKEN_HEADER,
  BookingCreateInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { FieldErrorsResponseSchema } from '#shared/schemas/booking-fields.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { PublicTeamEventParamsSchema, TeamBookingCreatedSchema } from '#shared/schemas/team-event-types.ts';
import { createGroups } from './groups.ts';
import { createGroupOpenTimes } from './open-times.ts';
import type { Group } from './targets.ts';
import { reschedulingGroup, teamOwnTimes } from './view.ts';

/** Usernames joined by '+': a path segment that can never be a username (ADR 029). */
const USERS = '(^[^/]+[+][^/]+$)';
const GroupParamsSchema = z.object({ users: z.string().check(z.minLength(3), z.maxLength(1100)) });
const GroupEventParamsSchema = z.object({
  users: z.string().check(z.minLength(3), z.maxLength(1100)),
  slug: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * Public, no sign-in: a team event type's page, open times and booking (`/team/{slug}/{eventSlug}`),
 * and the same for a dynamic group link (`/{a}+{b}` and `/{a}+{b}/{slug}`), ADR 029.
 */
export const teamBookingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const groups = createGroups({ db: app.db, reads: app.reads, log: app.log });
  const times = createGroupOpenTimes({ slots: app.openTimes, now: app.clock.now });
  const limits = createBookingLimits(config);
  app.addHook('onClose', () => limits.close());
  const rateLimit = { max: 120, timeWindow: '1 minute' };
  const newPerIp = {
    max: config.BOOKING_RATE_LIMIT_NEW_PER_IP,
    timeWindow: config.BOOKING_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      message: bookingMessages.tooManyFromAddress(Math.ceil(context.ttl / 1000)),
    }),
  };
  const common = { tags: ['public'] } as const;
  const pageResponse = { 200: PublicBookingEventTypeSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const slotsResponse = { 200: SlotsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const bookResponse = {
    200: TeamBookingCreatedSchema,
    201: TeamBookingCreatedSchema,
    422: ErrorResponseSchema,
    400: FieldErrorsResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };

  // Already JSON: Fastify sends a string as it is.
  const sendSlots = (body: string | Buffer, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(body as unknown as SlotsResponse);

  /**
   * Books the group and answers 201 (200 for a replayed Idempotency-Key); counted per invitee email and
   * per group as a host's bookings are.
   */
  async function book(
    group: Group,
    request: LanguageAsked & {
      body: z.infer<typeof BookingCreateInputSchema>;
      headers: Record<string, string | string[] | undefined>;
    },
    reply: FastifyReply,
  ) {
    // The invitee's language (ADR 030): `?lang=`, else the event type's, else Accept-Language.
    const locale = localeFor(request, group.hosts[0]?.target.page.eventLocale ?? null);
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
    const key = typeof raw === 'string' ? raw : undefined;
    if (key !== undefined && !UUID.test(key)) throw httpErrors.badRequest(bookingMessages.idempotencyKey);
    const email = inviteeEmailOf(request.body);
    if (email) await limits.invitee(email);
    const { replayed, booking } = await limits.newBooking(
      group.key,
      request.body.start,
      () => app.bookings.bookGroup(group, request.body, key?.toLowerCase(), locale),
      (answer) => !answer.replayed,
    );
    return reply
      .status(replayed ? 200 : 201)
      .header('content-language', booking.locale)
      .send(booking);
  }

  app.get(
    '/team/:slug/:eventSlug',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: "A team's visible event type as the booker shows it (the team as host)",
        params: PublicTeamEventParamsSchema,
        response: pageResponse,
      },
    },
    async (request) => (await groups.team(request.params.slug, request.params.eventSlug)).page,
  );

  app.get(
    '/team/:slug/:eventSlug/slots',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary:
          "A team event type's open times: every host free (collective), or any host free with the fixed ones (round-robin)",
        params: PublicTeamEventParamsSchema,
        querystring: SlotsQuerySchema,
        response: slotsResponse,
      },
    },
    async (request, reply) => {
      const group = await groups.team(request.params.slug, request.params.eventSlug);
      // A booking being moved (its manage link's token): its own time counts as open for its hosts.
      const uid = request.query.reschedule;
      const token = request.headers[BOOKING_TOKEN_HEADER];
      const owns = uid
        ? await teamOwnTimes(
            app.db,
            config.APP_URL,
            uid,
            await app.bookings.ownTime(uid, typeof token === 'string' ? token : undefined),
          )
        : undefined;
      const offered = uid && owns ? await reschedulingGroup(app.db, group, uid, owns) : group;
      return sendSlots(await times.slots(offered, request.query, owns), reply);
    },
  );

  app.post(
    '/team/:slug/:eventSlug/bookings',
    {
      config: { rateLimit: newPerIp },
      schema: {
        ...common,
        summary: 'Book a team event type: the answer names the attending host(s), never who else was considered',
        params: PublicTeamEventParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        querystring: LangQuerySchema,
        body: BookingCreateInputSchema,
        response: bookResponse,
      },
    },
    async (request, reply) => {
      return book(await groups.team(request.params.slug, request.params.eventSlug), request, reply);
    },
  );

  // Dynamic group links: `/{a}+{b}` books 30 minutes, `/{a}+{b}/{slug}` the first user's event type.
  app.get(
    `/:users${USERS}`,
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: 'A dynamic group link (usernames joined by +) as the booker shows it: 30 minutes',
        params: GroupParamsSchema,
        response: pageResponse,
      },
    },
    async (request) => (await groups.dynamic(request.params.users, undefined)).page,
  );

  app.get(
    `/:users${USERS}/slots`,
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: "A dynamic group link's open times (every named user free), 30 minutes",
        params: GroupParamsSchema,
        querystring: SlotsQuerySchema,
        response: slotsResponse,
      },
    },
    async (request, reply) => {
      const group = await groups.dynamic(request.params.users, undefined);
      return sendSlots(await times.slots(group, request.query), reply);
    },
  );

  app.post(
    `/:users${USERS}/bookings`,
    {
      config: { rateLimit: newPerIp },
      schema: {
        ...common,
        summary: 'Book a dynamic group link without an event type: 30 minutes with every named user',
        params: GroupParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        querystring: LangQuerySchema,
        body: BookingCreateInputSchema,
        response: bookResponse,
      },
    },
    async (request, reply) => {
      return book(await groups.dynamic(request.params.users, undefined), request, reply);
    },
  );

  app.get(
    `/:users${USERS}/:slug`,
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: "A dynamic group link with the first user's event type, as the booker shows it",
        params: GroupEventParamsSchema,
        response: pageResponse,
      },
    },
    async (request) => (await groups.dynamic(request.params.users, request.params.slug)).page,
  );

  app.get(
    `/:users${USERS}/:slug/slots`,
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: "A dynamic group link's open times with the first user's event type (every named user free)",
        params: GroupEventParamsSchema,
        querystring: SlotsQuerySchema,
        response: slotsResponse,
      },
    },
    async (request, reply) => {
      const group = await groups.dynamic(request.params.users, request.params.slug);
      return sendSlots(await times.slots(group, request.query), reply);
    },
  );

  app.post(
    `/:users${USERS}/:slug/bookings`,
    {
      config: { rateLimit: newPerIp },
      schema: {
        ...common,
        summary: "Book a dynamic group link with the first user's event type: one booking every named user attends",
        params: GroupEventParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string()) }),
        querystring: LangQuerySchema,
        body: BookingCreateInputSchema,
        response: bookResponse,
      },
    },
    async (request, reply) => {
      return book(await groups.dynamic(request.params.users, request.params.slug), request, reply);
    },
  );
};
