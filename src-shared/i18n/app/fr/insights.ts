import type { Translation } from '../areas.ts';
import type { insightsTexts } from '../insights.ts';

export const insightsFr: Translation<typeof insightsTexts> = {};
