import type { Translation } from '../areas.ts';
import type { workflowsTexts } from '../workflows.ts';

export const workflowsPtBR: Translation<typeof workflowsTexts> = {};
