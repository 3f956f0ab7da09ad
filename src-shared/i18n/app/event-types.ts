/** The event-types area's words, in English (the source; ADR 035). Keys start with 'eventTypes.'. */
export const eventTypesTexts = {} as const satisfies Record<string, string>;
