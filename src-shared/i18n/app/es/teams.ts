import type { Translation } from '../areas.ts';
import type { teamsTexts } from '../teams.ts';

export const teamsEs: Translation<typeof teamsTexts> = {};
