import type { Translation } from '../areas.ts';
import type { authTexts } from '../auth.ts';

export const authFr: Translation<typeof authTexts> = {};
