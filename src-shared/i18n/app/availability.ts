/** The availability area's words, in English (the source; ADR 035). Keys start with 'availability.'. */
export const availabilityTexts = {} as const satisfies Record<string, string>;
