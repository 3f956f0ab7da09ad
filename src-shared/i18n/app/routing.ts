/** The routing area's words, in English (the source; ADR 035). Keys start with 'routing.'. */
export const routingTexts = {} as const satisfies Record<string, string>;
