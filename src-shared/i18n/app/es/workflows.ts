import type { Translation } from '../areas.ts';
import type { workflowsTexts } from '../workflows.ts';

export const workflowsEs: Translation<typeof workflowsTexts> = {};
