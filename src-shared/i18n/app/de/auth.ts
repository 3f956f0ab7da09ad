import type { Translation } from '../areas.ts';
import type { authTexts } from '../auth.ts';

export const authDe: Translation<typeof authTexts> = {};
