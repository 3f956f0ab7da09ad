import { isUtf8 } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZoomNotificationAnswerSchema,
  ZoomNotificationHeadersSchema,
  ZoomNotificationSchema,
  zoomNotificationMessages as messages,
} from '#shared/schemas/conferencing.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { inputMessages } from '../../plugins/input-guard.ts';

/** How old a notification may be (its `x-zm-request-timestamp`) before it is refused as a replay. */
const MAX_AGE_MS = 5 * 60_000;
const BODY_LIMIT = 64 * 1024;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Zoom's event notifications for the Zoom app (developers.zoom.us/docs/api/webhooks/), at
 * POST /api/apps/zoom/deauthorize with no sign-in: Zoom signs each one, `x-zm-signature: v0=` + hex
 * HMAC-SHA256(ZOOM_WEBHOOK_SECRET_TOKEN, `v0:{x-zm-request-timestamp}:{raw body}`); a bad signature
 * or one older than 5 minutes is a 401. `endpoint.url_validation` is answered with the token signed;
 * `app_deauthorized` (the user removed Kairos in Zoom) removes that Zoom user's grants, as Zoom's
 * terms ask (their meetings stay with the bookings; new ones need Zoom connected again).
 */
export const zoomDeauthorizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  // The signature is over the body as sent: this scope keeps it beside the parsed JSON.
  const raws = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(httpErrors.badRequest(inputMessages.notUtf8), undefined);
    const text = bytes.toString('utf8');
    raws.set(request, text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(httpErrors.badRequest(messages.badJson), undefined);
    }
    done(null, parsed);
  });

  app.post(
    '/deauthorize',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary:
          "Zoom's signed event notifications (x-zm-signature): endpoint.url_validation, and app_deauthorized removes that Zoom user's connection",
        headers: ZoomNotificationHeadersSchema,
        body: ZoomNotificationSchema,
        response: { 200: ZoomNotificationAnswerSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const secret = config.ZOOM_WEBHOOK_SECRET_TOKEN;
      if (!secret) throw httpErrors.unauthorized(messages.notSetUp);
      const timestamp = request.headers['x-zm-request-timestamp'] ?? '';
      const signature = request.headers['x-zm-signature'] ?? '';
      const raw = raws.get(request) ?? '';
      if (!/^\d{1,13}$/.test(timestamp) || !sameText(signature, `v0=${hmac(secret, `v0:${timestamp}:${raw}`)}`)) {
        throw httpErrors.unauthorized(messages.badSignature);
      }
      if (Math.abs(app.clock.now() - Number(timestamp) * 1000) > MAX_AGE_MS)
        throw httpErrors.unauthorized(messages.stale);

      const { event, payload } = request.body;
      if (event === 'endpoint.url_validation' && payload.plainToken) {
        return { plainToken: payload.plainToken, encryptedToken: hmac(secret, payload.plainToken) };
      }
      if (event === 'app_deauthorized' && payload.user_id) {
        const removed = await db.oAuthGrant.deleteMany({ where: { provider: 'zoom', accountId: payload.user_id } });
        request.log.info({ grants: removed.count }, 'Zoom app deauthorized: the user’s grants removed');
      }
      return { ok: true as const };
    },
  );
};
