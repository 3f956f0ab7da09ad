import * as z from 'zod/mini';
import { oneLine } from '../text.ts';

/**
 * What the host reads when a booking's video meeting could not be made at its provider (Zoom,
 * Google Meet, Teams; ADR 045, ADR 051): the booking stands, the meeting is tried again, and the
 * invitee is never sent a broken link.
 */
export const meetingFailedEmail = {
  subject: (provider: string) => `A ${provider} meeting could not be made for a booking`,
  body: (provider: string, booking: string, when: string) => [
    `Kairos could not make the ${provider} meeting for “${booking}” (${when}).`,
    'The booking is confirmed and Kairos keeps trying. Until the meeting is made, your invitee’s confirmation waits; if it cannot be made, it is sent without a meeting link, so please send them one yourself. Check the app in Installed Apps.',
  ],
  action: 'Open Installed Apps',
  footnote: 'You get this email once for this booking.',
} as const;

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
