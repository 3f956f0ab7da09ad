import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DeclineInputSchema, REQUEST_TOKEN_HEADER, RequestLinkViewSchema } from '#shared/schemas/requests.ts';
import { BookingUidParamsSchema } from '#shared/schemas/bookings.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';

const OkSchema = z.object({ ok: z.literal(true) });
const answers = { 200: OkSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 503: ErrorResponseSchema };

/** A header's single value (a repeated header is refused like a missing one). */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The host's approve and decline links (ADR 025), under /api/public/requests: no sign-in, the link's
 * secret in the X-Request-Token header. A GET only shows the request; a POST answers it, once.
 * A forged token, or one for the other action, is a 404; an answered request a 409.
 */
export const requestLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests } = app.bookings;
  const { config } = app;
  const perIp = { max: config.BOOKING_RATE_LIMIT_PER_IP, timeWindow: config.BOOKING_RATE_LIMIT_WINDOW_SECONDS * 1000 };
  const common = { tags: ['public'] } as const;
  const headers = z.object({ [REQUEST_TOKEN_HEADER]: z.optional(z.string()) });

  app.get(
    '/:uid',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary: 'A request as its approve or decline link shows it (header X-Request-Token); changes nothing',
        params: BookingUidParamsSchema,
        headers,
        response: { 200: RequestLinkViewSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const view = await requests.linkView(request.params.uid, single(request.headers[REQUEST_TOKEN_HEADER]));
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.post(
    '/:uid/approve',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary: 'Approve a request with its approve link (X-Request-Token). Already decided: 409',
        params: BookingUidParamsSchema,
        headers,
        response: answers,
      },
    },
    async (request) => {
      await requests.approveByLink(request.params.uid, single(request.headers[REQUEST_TOKEN_HEADER]));
      return { ok: true as const };
    },
  );

  app.post(
    '/:uid/decline',
    {
      config: { rateLimit: perIp },
      schema: {
        ...common,
        summary:
          'Decline a request with its decline link (X-Request-Token), with an optional reason. Already decided: 409',
        params: BookingUidParamsSchema,
        headers,
        body: DeclineInputSchema,
        response: answers,
      },
    },
    async (request) => {
      const token = single(request.headers[REQUEST_TOKEN_HEADER]);
      await requests.declineByLink(request.params.uid, token, request.body.reason);
      return { ok: true as const };
    },
  );
};
