import * as z from 'zod/mini';
import { normalizePhone } from '../phone.ts';
import { multiLine, oneLine } from '../text.ts';
import {
  BookingFieldSchema,
  FIELD_LABEL_MAX_LENGTH,
  FIELD_NAME_MAX_LENGTH,
  FIELD_OPTION_MAX_LENGTH,
  FIELD_PLACEHOLDER_MAX_LENGTH,
  FieldTypeSchema,
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_LINK_MAX_LENGTH,
  LocationKindSchema,
  LocationOptionSchema,
  MAX_BOOKING_FIELDS,
  MAX_FIELD_OPTIONS,
  MAX_LOCATIONS,
  ShowIfSchema,
  VIDEO_PROVIDER_ID,
  bookingFieldsProblems,
  fieldMessages,
  locationKey,
  locationMessages,
} from './booking-fields.ts';
import { EventTypeInputSchema, EventTypeSchema } from './event-types.ts';
import { RecurrenceSchema } from './recurrence.ts';

/**
 * The host's side of locations and questions (ADR 024): what the event type's create and update routes
 * take, checked whole, with the host's phone number checked as a real number (so this module, unlike
 * `booking-fields.ts`, carries the phone library: the settings page loads it, the dashboard does not).
 */

const ADDRESS = /\S/;

/** One location option as the host sends it; the value is trimmed, a phone number kept as E.164. */
const LocationOptionInputSchema = z.object({
  kind: LocationKindSchema,
  /** A video location's conferencing provider; the routes check it is one the server registers. */
  provider: z.optional(z.string().check(z.maxLength(40))),
  value: z.optional(z.string().check(z.maxLength(LOCATION_LINK_MAX_LENGTH * 2), multiLine())),
  public: z._default(z.boolean(), true),
});

function locationProblem(option: { kind: string; provider?: string | undefined; value?: string | undefined }) {
  if (option.kind !== 'video' && option.provider !== undefined) return locationMessages.noProvider;
  const value = option.value?.trim() ?? '';
  switch (option.kind) {
    case 'video':
      if (!option.provider || !VIDEO_PROVIDER_ID.test(option.provider)) return locationMessages.providerRequired;
      return value ? locationMessages.noValue : null;
    case 'in_person':
      if (!ADDRESS.test(value)) return locationMessages.addressRequired;
      return value.length > LOCATION_ADDRESS_MAX_LENGTH ? locationMessages.addressTooLong : null;
    case 'phone':
      return normalizePhone(value) ? null : locationMessages.phoneInvalid;
    case 'link': {
      if (value.length > LOCATION_LINK_MAX_LENGTH) return locationMessages.linkTooLong;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname && !/\s/.test(value) ? null : locationMessages.linkInvalid;
      } catch {
        return locationMessages.linkInvalid;
      }
    }
    default:
      return value ? locationMessages.noValue : null;
  }
}

/** The ordered location options: each kind once, each value right for its kind. */
export const LocationsInputSchema = z.pipe(
  z.array(LocationOptionInputSchema).check(
    z.maxLength(MAX_LOCATIONS, locationMessages.tooMany),
    z.superRefine((options, ctx) => {
      const seen = new Set<string>();
      options.forEach((option, i) => {
        if (seen.has(locationKey(option)))
          ctx.issues.push({
            code: 'custom',
            message: locationMessages.duplicateKind,
            path: [i, 'kind'],
            input: option,
          });
        seen.add(locationKey(option));
        const problem = locationProblem(option);
        const field = problem === locationMessages.providerRequired || problem === locationMessages.noProvider;
        if (problem)
          ctx.issues.push({ code: 'custom', message: problem, path: [i, field ? 'provider' : 'value'], input: option });
      });
    }),
  ),
  z.transform((options) =>
    options.map(({ kind, provider, value, public: shown }) => {
      if (kind === 'video') return { kind, provider: provider!, public: shown };
      if (kind === 'phone') return { kind, value: normalizePhone(value ?? '') ?? '', public: shown };
      if (kind === 'in_person' || kind === 'link') return { kind, value: value!.trim(), public: shown };
      return { kind, public: shown };
    }),
  ),
);
export type LocationsInput = z.input<typeof LocationsInputSchema>;

/** One question as the host sends it: sizes bounded here, the rules checked over the whole list. */
export const BookingFieldInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldMessages.nameFormat),
      z.maxLength(FIELD_NAME_MAX_LENGTH, fieldMessages.nameTooLong),
    ),
  type: FieldTypeSchema,
  label: z.string().check(z.trim(), z.maxLength(FIELD_LABEL_MAX_LENGTH, fieldMessages.labelTooLong)),
  placeholder: z.optional(
    z.string().check(z.trim(), z.maxLength(FIELD_PLACEHOLDER_MAX_LENGTH, fieldMessages.placeholderTooLong), oneLine()),
  ),
  required: z._default(z.boolean(), false),
  hidden: z._default(z.boolean(), false),
  options: z.optional(
    z
      .array(z.string().check(z.trim(), z.maxLength(FIELD_OPTION_MAX_LENGTH, fieldMessages.optionTooLong)))
      .check(z.maxLength(MAX_FIELD_OPTIONS, fieldMessages.tooManyOptions)),
  ),
  minLength: z.optional(z.number().check(z.int(fieldMessages.lengthWhole), z.gte(0, fieldMessages.lengthWhole))),
  maxLength: z.optional(z.number().check(z.int(fieldMessages.lengthWhole), z.gte(0, fieldMessages.lengthWhole))),
  showIf: z.optional(ShowIfSchema),
});

/** The ordered questions, checked whole (`bookingFieldsProblems`). */
export const BookingFieldsInputSchema = z.array(BookingFieldInputSchema).check(
  z.maxLength(MAX_BOOKING_FIELDS, fieldMessages.tooMany),
  z.superRefine((fields, ctx) => {
    for (const problem of bookingFieldsProblems(fields)) {
      ctx.issues.push({ code: 'custom', message: problem.message, path: problem.path, input: fields });
    }
  }),
);
export type BookingFieldsInput = z.input<typeof BookingFieldsInputSchema>;

/**
 * POST /api/event-types and PUT /api/event-types/:id: the details, and optionally the locations and
 * the questions (left out of an update: kept as they are; of a create: none, and the default questions).
 */
export const EventTypeWriteSchema = z.extend(EventTypeInputSchema, {
  locations: z.optional(LocationsInputSchema),
  bookingFields: z.optional(BookingFieldsInputSchema),
});

/**
 * A host's own event type's write: also its rule when it repeats (issue 43; a team's never does). Null
 * stops it repeating; left out of an update, it is kept as it is.
 */
export const PersonalEventTypeWriteSchema = z.extend(EventTypeWriteSchema, {
  recurrence: z.optional(z.nullable(RecurrenceSchema)),
});
export type EventTypeWrite = z.infer<typeof PersonalEventTypeWriteSchema>;
export type EventTypeWriteValues = z.input<typeof PersonalEventTypeWriteSchema>;

/** An event type with its locations and questions: what create, update, duplicate and GET /:id answer. */
export const EventTypeDetailSchema = z.extend(EventTypeSchema, {
  locations: z.array(LocationOptionSchema),
  bookingFields: z.array(BookingFieldSchema),
  /** A host's own event type's rule when it repeats (issue 43, ADR 054); null: one time per booking. */
  recurrence: z.optional(z.nullable(RecurrenceSchema)),
});
export type EventTypeDetail = z.infer<typeof EventTypeDetailSchema>;
