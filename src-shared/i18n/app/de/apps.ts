import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsDe: Translation<typeof appsTexts> = {};
