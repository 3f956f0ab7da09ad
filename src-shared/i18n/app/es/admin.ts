import type { Translation } from '../areas.ts';
import type { adminTexts } from '../admin.ts';

export const adminEs: Translation<typeof adminTexts> = {};
