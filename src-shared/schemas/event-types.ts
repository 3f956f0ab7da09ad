import * as z from 'zod/mini';
import { multiLine, oneLine } from '../text.ts';
import { DEFAULT_EVENT_DURATION, MAX_EVENT_DURATION, MIN_EVENT_DURATION } from '../constants.ts';
import { messages } from '../messages.ts';
import { SLUG_MAX_LENGTH } from '../slug.ts';
import { BookingSettingsSchema } from './availability.ts';

export const EVENT_TYPE_NAME_MAX_LENGTH = 100;
export const EVENT_TYPE_DESCRIPTION_MAX_LENGTH = 1000;
export const EVENT_TYPES_DEFAULT_LIMIT = 20;
export const EVENT_TYPES_MAX_LIMIT = 100;
export const EVENT_TYPES_SEARCH_MAX_LENGTH = 100;

/** Messages for limits beyond the product's own rules (which set no maximums); those come from messages.ts. */
export const eventTypeLimitMessages = {
  nameTooLong: `Name must be at most ${EVENT_TYPE_NAME_MAX_LENGTH} characters`,
  slugTooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${EVENT_TYPE_DESCRIPTION_MAX_LENGTH} characters`,
  durationWhole: 'Duration must be a whole number of minutes',
  durationTooLong: `Duration must be at most ${MAX_EVENT_DURATION} minutes (24 hours)`,
  slugTaken: 'You already have an event type with this URL slug. Choose another one.',
  invalidCursor: 'The cursor is invalid. Start again from the first page.',
  notFound: 'Event type not found',
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * What a person enters to create or edit an event type (docs/product.md#validation-rules). The form and the API
 * validate with this one schema; empty defaults apply to name, slug and description.
 */
export const EventTypeInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.nameRequired),
      z.maxLength(EVENT_TYPE_NAME_MAX_LENGTH, eventTypeLimitMessages.nameTooLong),
      oneLine(),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.slugRequired),
      z.maxLength(SLUG_MAX_LENGTH, eventTypeLimitMessages.slugTooLong),
      z.regex(SLUG_PATTERN, messages.slugFormat),
    ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(EVENT_TYPE_DESCRIPTION_MAX_LENGTH, eventTypeLimitMessages.descriptionTooLong),
        multiLine(),
      ),
    '',
  ),
  duration: z._default(
    z
      .number({ error: messages.durationMin })
      .check(
        z.int(eventTypeLimitMessages.durationWhole),
        z.gte(MIN_EVENT_DURATION, messages.durationMin),
        z.lte(MAX_EVENT_DURATION, eventTypeLimitMessages.durationTooLong),
      ),
    DEFAULT_EVENT_DURATION,
  ),
});
/** The parsed, defaulted values. */
export type EventTypeInput = z.infer<typeof EventTypeInputSchema>;
/** What a form holds before parsing (description and duration may be absent). */
export type EventTypeFormValues = z.input<typeof EventTypeInputSchema>;

export const EventTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  duration: z.number().check(z.int()),
  isVisible: z.boolean(),
  createdAt: z.string(),
  /** The booking settings (PUT /api/event-types/:id/booking-settings changes them). */
  bookingSettings: BookingSettingsSchema,
});
export type EventType = z.infer<typeof EventTypeSchema>;

export const EventTypeListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(EVENT_TYPES_SEARCH_MAX_LENGTH), oneLine())),
  cursor: z.optional(z.string().check(z.maxLength(200), oneLine())),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(EVENT_TYPES_MAX_LIMIT)),
    EVENT_TYPES_DEFAULT_LIMIT,
  ),
});
export type EventTypeListQuery = z.input<typeof EventTypeListQuerySchema>;

export const EventTypeListSchema = z.object({
  items: z.array(EventTypeSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type EventTypeList = z.infer<typeof EventTypeListSchema>;

export const EventTypeIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()) });

export const ToggleVisibilitySchema = z.object({ isVisible: z.boolean() });
export type ToggleVisibility = z.infer<typeof ToggleVisibilitySchema>;
