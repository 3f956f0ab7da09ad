import type { BookingField } from '#shared/schemas/booking-fields.ts';

/** A question of the host's: optional and shown unless said otherwise. */
export const field = (f: Partial<BookingField> & Pick<BookingField, 'name' | 'type' | 'label'>): BookingField => ({
  required: false,
  hidden: false,
  ...f,
});
