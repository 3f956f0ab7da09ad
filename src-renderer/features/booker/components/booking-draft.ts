/**
 * What the booker typed on the booking form (its values, by field name), kept while they pick another
 * time; null until the form first opens (it then starts from the booking URL's prefill). A module of
 * its own so the booker page holds it without loading the form's chunk.
 */
export type BookingDraft = Record<string, unknown> | null;
