import * as z from 'zod/mini';
import { oneLine } from '../text.ts';

/** Webhooks (ADR 015): a host's subscriptions to booking events, signed, delivered from the outbox. */

export const WEBHOOK_EVENTS = [
  'BOOKING_CREATED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CANCELLED',
  'BOOKING_REQUESTED',
  'BOOKING_REJECTED',
  'BOOKING_NO_SHOW_UPDATED',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What each event means, for the settings screen. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  BOOKING_CREATED: 'Booking created',
  BOOKING_RESCHEDULED: 'Booking rescheduled',
  BOOKING_CANCELLED: 'Booking cancelled',
  BOOKING_REQUESTED: 'Booking requested (waits for your confirmation)',
  BOOKING_REJECTED: 'Booking request declined or expired',
  BOOKING_NO_SHOW_UPDATED: 'Invitee marked a no-show (or the mark undone)',
};
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'kairos-signature';
/** Failed deliveries in a row after which a hook is switched off (and its owner emailed). */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 20;
export const MAX_WEBHOOKS_PER_USER = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const webhookMessages = {
  urlInvalid: 'Enter a valid URL, like https://example.com/hooks/kairos.',
  urlHttps: 'Webhook URLs must use https.',
  urlPrivate: 'Webhook URLs must point to a public address, not a local or private one.',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  eventsRequired: 'Choose at least one event.',
  notFound: 'Webhook not found',
  tooMany: `You can have at most ${MAX_WEBHOOKS_PER_USER} webhooks.`,
  created: 'Webhook added. Copy its secret now: it is shown only once.',
  saved: 'Webhook saved',
  deleted: 'Webhook deleted',
} as const;

const UrlSchema = z.string({ error: webhookMessages.urlInvalid }).check(
  z.trim(),
  z.minLength(1, webhookMessages.urlInvalid),
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, webhookMessages.urlTooLong),
  oneLine(),
  z.refine((v) => {
    try {
      const url = new URL(v);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid),
);

const EventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.` }))
  .check(z.minLength(1, webhookMessages.eventsRequired), z.maxLength(WEBHOOK_EVENTS.length * 2));

/** POST /api/webhooks. Whether the address is public (and https) is the server's check. */
export const WebhookInputSchema = z.object({ url: UrlSchema, events: EventsSchema });
export type WebhookInput = z.infer<typeof WebhookInputSchema>;

/** PATCH /api/webhooks/:id: any of the fields; `active: true` switches a hook back on. */
export const WebhookPatchSchema = z.object({
  url: z.optional(UrlSchema),
  events: z.optional(EventsSchema),
  active: z.optional(z.boolean()),
});
export type WebhookPatch = z.infer<typeof WebhookPatchSchema>;

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  failureCount: z.number(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** 201: the hook and its signing secret, which is never shown again. */
export const WebhookCreatedSchema = z.extend(WebhookSchema, { secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

export const WebhookListSchema = z.object({ items: z.array(WebhookSchema) });
export type WebhookList = z.infer<typeof WebhookListSchema>;

export const WebhookIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()) });

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  triggerEvent: z.string(),
  statusCode: z.nullable(z.number()),
  ok: z.boolean(),
  error: z.nullable(z.string()),
  durationMs: z.number(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
