/** The teams area's words, in English (the source; ADR 035). Keys start with 'teams.'. */
export const teamsTexts = {} as const satisfies Record<string, string>;
