import type { Translation } from '../areas.ts';
import type { availabilityTexts } from '../availability.ts';

export const availabilityDe: Translation<typeof availabilityTexts> = {};
