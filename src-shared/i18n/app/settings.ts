/** The settings area's words, in English (the source; ADR 035). Keys start with 'settings.'. */
export const settingsTexts = {} as const satisfies Record<string, string>;
