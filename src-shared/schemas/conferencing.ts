import * as z from 'zod/mini';
import { oneLine } from '../text.ts';

const zoomId = z.string().check(z.minLength(1), z.maxLength(100), oneLine());

/**
 * A Zoom event notification Kairos listens to (POST /api/apps/zoom/deauthorize): Zoom's check of the
 * endpoint (`endpoint.url_validation`, with a `plainToken` to sign back) and `app_deauthorized` (the
 * user removed Kairos in Zoom's Marketplace). Other events are taken and ignored.
 */
export const ZoomNotificationSchema = z.object({
  event: z.string().check(z.minLength(1), z.maxLength(100), oneLine()),
  event_ts: z.optional(z.number()),
  payload: z.object({
    plainToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200), oneLine())),
    account_id: z.optional(zoomId),
    user_id: z.optional(zoomId),
    client_id: z.optional(zoomId),
  }),
});

export const ZoomNotificationHeadersSchema = z.object({
  'x-zm-signature': z.optional(z.string()),
  'x-zm-request-timestamp': z.optional(z.string()),
});

/** The answer to `endpoint.url_validation`: the token and its HMAC-SHA256 (hex) with the secret token. */
export const ZoomUrlValidationAnswerSchema = z.object({ plainToken: z.string(), encryptedToken: z.string() });
export const ZoomNotificationAnswerSchema = z.union([ZoomUrlValidationAnswerSchema, z.object({ ok: z.literal(true) })]);

export const zoomNotificationMessages = {
  notSetUp: 'Zoom notifications are not set up on this server',
  badSignature: 'The notification’s signature does not match',
  stale: 'The notification is too old',
  badJson: 'The notification is not JSON',
} as const;
