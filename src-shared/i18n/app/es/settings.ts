import type { Translation } from '../areas.ts';
import type { settingsTexts } from '../settings.ts';

export const settingsEs: Translation<typeof settingsTexts> = {};
