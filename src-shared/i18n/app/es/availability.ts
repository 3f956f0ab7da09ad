import type { Translation } from '../areas.ts';
import type { availabilityTexts } from '../availability.ts';

export const availabilityEs: Translation<typeof availabilityTexts> = {};
