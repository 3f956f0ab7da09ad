import type { Translation } from '../areas.ts';
import type { adminTexts } from '../admin.ts';

export const adminPtBR: Translation<typeof adminTexts> = {};
