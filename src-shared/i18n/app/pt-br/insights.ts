import type { Translation } from '../areas.ts';
import type { insightsTexts } from '../insights.ts';

export const insightsPtBR: Translation<typeof insightsTexts> = {};
