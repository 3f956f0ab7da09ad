import * as z from 'zod/mini';
import { formatPhone } from '#shared/phone.ts';
import {
  type BookingField,
  BookingFieldSchema,
  publicLocationOptions,
  type LocationOption,
  LocationOptionSchema,
  type PublicLocationOption,
  type Responses,
  ResponsesSchema,
} from '#shared/schemas/booking-fields.ts';
import { fieldsOrDefault } from '#shared/booker-basics.ts';
import type { EventType as EventTypeRow } from '../../db/generated/postgres/client.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import type { BookingSettings } from '#shared/schemas/availability.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { type Recurrence, recurrenceOfColumns } from '#shared/schemas/recurrence.ts';

/**
 * The event types' contract (issue 40): an event type as the API answers it, from its row, and its
 * locations and questions and a booking's answers as their JSON columns hold them. Pure functions
 * only: the team event types, the booking page and bookings read rows with them.
 *
 * The event type's locations and questions, and a booking's answers, as their JSON columns hold them
 * (ADR 024): written from checked input only, and read defensively. A stored value that is not what
 * it should be (edited by hand, written by a future version) is logged and read as none (the default
 * questions), so a public page or a booking's view never answers 500 for it.
 */

/** Where a broken value is reported: the app's logger (`log.warn`). */
export type WarnLog = { warn: (context: object, message: string) => void };

const LocationsColumnSchema = z.array(LocationOptionSchema);
const FieldsColumnSchema = z.array(BookingFieldSchema);

function readJson<T>(
  text: string | null | undefined,
  schema: z.ZodMiniType<T>,
  fallback: T,
  column: string,
  log: WarnLog | undefined,
): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    log?.warn({ column, issue: parsed.error.issues[0]?.message }, 'A stored value has the wrong shape: read as empty');
  } catch {
    log?.warn({ column }, 'A stored value is not JSON: read as empty');
  }
  return fallback;
}

/** `event_types.locations`: the ordered options ([] when none or broken). */
export function readLocations(text: string | null | undefined, log?: WarnLog): LocationOption[] {
  return readJson(text, LocationsColumnSchema, [], 'event_types.locations', log);
}

/** `event_types.booking_fields`: the questions asked (the defaults when null, empty or broken). */
export function readBookingFields(text: string | null | undefined, log?: WarnLog): BookingField[] {
  return fieldsOrDefault(
    readJson<BookingField[] | null>(text, FieldsColumnSchema, null, 'event_types.booking_fields', log),
  );
}

/** `bookings.responses`: the answers with their labels as asked ({} when broken). */
export function readResponses(text: string | null | undefined, log?: WarnLog): Responses {
  return readJson(text, ResponsesSchema, {}, 'bookings.responses', log);
}

/** The columns to write for checked input; a part left out (undefined) is not written. */
export function locationsAndFieldsData(input: { locations?: LocationOption[]; bookingFields?: BookingField[] }): {
  locations?: string;
  bookingFields?: string;
} {
  return {
    ...(input.locations !== undefined ? { locations: JSON.stringify(input.locations) } : {}),
    ...(input.bookingFields !== undefined ? { bookingFields: JSON.stringify(input.bookingFields) } : {}),
  };
}

/** The options as the public booking page shows them (a phone number as people write it). */
export const publicLocations = (locations: readonly LocationOption[]): PublicLocationOption[] =>
  publicLocationOptions(locations, (kind, value) => (kind === 'phone' ? formatPhone(value) : value));

/** The booking settings columns of an event type row. */
export function bookingSettingsOf(row: EventTypeRow): BookingSettings {
  return {
    slotInterval: row.slotInterval,
    beforeBuffer: row.beforeBuffer,
    afterBuffer: row.afterBuffer,
    minimumNotice: row.minimumNotice,
    bookingWindow: row.bookingWindow,
    windowDays: row.windowDays,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    maxPerDay: row.maxPerDay,
    maxPerWeek: row.maxPerWeek,
    requiresConfirmation: row.requiresConfirmation,
    confirmationThresholdHours: row.confirmationThresholdHours,
    confirmationExpiryHours: row.confirmationExpiryHours,
    seats: row.seats,
    showSeatsLeft: row.showSeatsLeft,
    showAttendees: row.showAttendees,
    locale: localeOf(row.locale),
  };
}

/** An event type as the API answers it, from its Prisma row. */
export function toEventType(row: EventTypeRow): EventType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    duration: row.duration,
    isVisible: row.isVisible,
    createdAt: row.createdAt.toISOString(),
    bookingSettings: bookingSettingsOf(row),
  };
}

/** An event type's rule when it repeats (issue 43, ADR 054); null: one time per booking. */
export const recurrenceOf = (row: EventTypeRow): Recurrence | null =>
  recurrenceOfColumns({
    frequency: row.recurrenceFrequency,
    interval: row.recurrenceInterval,
    max: row.recurrenceMax,
    partial: row.recurrencePartial,
  });

/** An event type with its locations and questions (the default questions while the host kept them). */
export function toEventTypeDetail(row: EventTypeRow, log?: WarnLog): EventTypeDetail {
  return {
    ...toEventType(row),
    recurrence: recurrenceOf(row),
    locations: readLocations(row.locations, log),
    bookingFields: readBookingFields(row.bookingFields, log),
  };
}
