/** The workflows area's words, in English (the source; ADR 035). Keys start with 'workflows.'. */
export const workflowsTexts = {} as const satisfies Record<string, string>;
