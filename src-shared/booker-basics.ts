import type { BookingField } from './schemas/booking-fields.ts';

/**
 * What the booker's first screen needs of the shared contract apart from its schemas (no zod): a public
 * page that only reads these does not download the schema modules with them (issue 39: the framed
 * booker within 150 KB). The schema modules re-export each.
 */

/** The first day of the week: 0 = Sunday … 6 = Saturday (Monday unless the host chose another). */
export const DEFAULT_WEEK_START = 1;

/** The questions of an event type the host has not changed. */
export const DEFAULT_BOOKING_FIELDS: readonly BookingField[] = [
  { name: 'name', type: 'text', label: 'Name', required: true, hidden: false },
  { name: 'email', type: 'email', label: 'Email', required: true, hidden: false },
  { name: 'location', type: 'location', label: 'Location', required: true, hidden: false },
  {
    name: 'notes',
    type: 'textarea',
    label: 'Notes',
    placeholder: 'Anything that will help prepare for the meeting.',
    required: false,
    hidden: false,
  },
  { name: 'guests', type: 'guests', label: 'Guests', required: false, hidden: false },
];

/** The fields an event type asks: its own list, or the defaults when the host never changed them. */
export function fieldsOrDefault(stored: readonly BookingField[] | null | undefined): BookingField[] {
  return stored && stored.length > 0 ? [...stored] : DEFAULT_BOOKING_FIELDS.map((f) => ({ ...f }));
}

/** Whether a booking of `start`, made at `now`, is a request the host must confirm. */
export function needsConfirmation(
  settings: { requiresConfirmation: boolean; confirmationThresholdHours: number | null },
  start: number,
  now: number,
): boolean {
  if (!settings.requiresConfirmation) return false;
  const threshold = settings.confirmationThresholdHours;
  return threshold === null || start - now < threshold * 3_600_000;
}
