import type { Translation } from '../areas.ts';
import type { teamsTexts } from '../teams.ts';

export const teamsFr: Translation<typeof teamsTexts> = {};
