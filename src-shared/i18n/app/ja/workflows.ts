import type { Translation } from '../areas.ts';
import type { workflowsTexts } from '../workflows.ts';

export const workflowsJa: Translation<typeof workflowsTexts> = {};
