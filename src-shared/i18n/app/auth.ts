/** The auth area's words, in English (the source; ADR 035). Keys start with 'auth.'. */
export const authTexts = {} as const satisfies Record<string, string>;
