import type { Translation } from '../areas.ts';
import type { eventTypesTexts } from '../event-types.ts';

export const eventTypesEs: Translation<typeof eventTypesTexts> = {};
