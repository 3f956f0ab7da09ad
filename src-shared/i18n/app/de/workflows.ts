import type { Translation } from '../areas.ts';
import type { workflowsTexts } from '../workflows.ts';

export const workflowsDe: Translation<typeof workflowsTexts> = {};
