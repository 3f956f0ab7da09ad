import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsEs: Translation<typeof appsTexts> = {};
