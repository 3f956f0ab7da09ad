import type { Translation } from '../areas.ts';
import type { teamsTexts } from '../teams.ts';

export const teamsJa: Translation<typeof teamsTexts> = {};
