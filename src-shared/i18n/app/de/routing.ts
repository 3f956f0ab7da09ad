import type { Translation } from '../areas.ts';
import type { routingTexts } from '../routing.ts';

export const routingDe: Translation<typeof routingTexts> = {};
