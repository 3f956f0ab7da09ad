/** The apps area's words, in English (the source; ADR 035). Keys start with 'apps.'. */
export const appsTexts = {} as const satisfies Record<string, string>;
