import * as z from 'zod/mini';
import { oneLine } from '../text.ts';
import { API_KEY_SCOPES } from './api-keys.ts';
import { BookingCreateInputSchema } from './bookings.ts';

/**
 * The public API's own shapes (`/api/v1`, issue 42, ADR 052). Its resources reuse the app's shapes
 * (event types, schedules, bookings, webhooks, teams); what is only the public API's is here: the one
 * error shape, `me`, and a booking made by event type id. Changes after release are additive.
 */

export const V1_PREFIX = '/api/v1';

/** The public API's own refusals (its error handler's); the app's errors area says each in every language. */
export const v1Messages = {
  invalidRequest: 'Invalid request',
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  unsupportedType: 'Unsupported content type',
  emptyBody: 'Request body is empty',
  notFound: 'Not found',
  noSuchRoute: 'No such route in the public API. See /api/v1/openapi.json.',
  busy: 'The server was busy. Please try again.',
  internal: 'Internal server error',
} as const;

/** Every refusal of the public API: a stable code, a sentence, and the refused fields by path. */
export const V1_ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type V1ErrorCode = (typeof V1_ERROR_CODES)[number];

export const V1ErrorSchema = z.object({
  error: z.object({
    code: z.enum(V1_ERROR_CODES),
    message: z.string(),
    /** The refused fields by path (`responses.phone`, `locations.1.value`); empty when none. */
    fields: z.record(z.string(), z.string()),
  }),
});
export type V1Error = z.infer<typeof V1ErrorSchema>;

/** GET /api/v1/me: the key's owner, the team it acts for (a team key), and its scopes. */
export const V1MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.nullable(z.string()),
    timeZone: z.string(),
  }),
  team: z.nullable(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  key: z.object({
    id: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    expiresAt: z.nullable(z.string()),
  }),
});
export type V1Me = z.infer<typeof V1MeSchema>;

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64), oneLine());

/** POST /api/v1/bookings: the booker's body for one of the owner's event types, by id. */
export const V1BookingCreateSchema = z.extend(BookingCreateInputSchema, { eventTypeId: IdSchema });
export type V1BookingCreate = z.infer<typeof V1BookingCreateSchema>;

/** GET /api/v1/event-types/:id/slots. */
export const V1EventTypeParamsSchema = z.object({ id: IdSchema });
