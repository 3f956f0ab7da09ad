import type { Translation } from '../areas.ts';
import type { adminTexts } from '../admin.ts';

export const adminFr: Translation<typeof adminTexts> = {};
