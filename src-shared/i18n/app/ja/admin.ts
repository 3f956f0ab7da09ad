import type { Translation } from '../areas.ts';
import type { adminTexts } from '../admin.ts';

export const adminJa: Translation<typeof adminTexts> = {};
