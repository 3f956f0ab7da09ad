/** The admin area's words, in English (the source; ADR 035). Keys start with 'admin.'. */
export const adminTexts = {} as const satisfies Record<string, string>;
