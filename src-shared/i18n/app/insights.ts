/** The insights area's words, in English (the source; ADR 035). Keys start with 'insights.'. */
export const insightsTexts = {} as const satisfies Record<string, string>;
