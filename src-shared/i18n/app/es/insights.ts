import type { Translation } from '../areas.ts';
import type { insightsTexts } from '../insights.ts';

export const insightsEs: Translation<typeof insightsTexts> = {};
