import type { Translation } from '../areas.ts';
import type { authTexts } from '../auth.ts';

export const authPtBR: Translation<typeof authTexts> = {};
