import type { Translation } from '../areas.ts';
import type { teamsTexts } from '../teams.ts';

export const teamsPtBR: Translation<typeof teamsTexts> = {};
