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

/**
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
