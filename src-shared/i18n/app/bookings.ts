/** The bookings area's words, in English (the source; ADR 035). Keys start with 'bookings.'. */
export const bookingsTexts = {} as const satisfies Record<string, string>;
