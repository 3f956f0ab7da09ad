import type { Translation } from '../areas.ts';
import type { authTexts } from '../auth.ts';

export const authEs: Translation<typeof authTexts> = {};
