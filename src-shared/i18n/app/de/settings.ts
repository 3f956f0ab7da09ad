import type { Translation } from '../areas.ts';
import type { settingsTexts } from '../settings.ts';

export const settingsDe: Translation<typeof settingsTexts> = {};
