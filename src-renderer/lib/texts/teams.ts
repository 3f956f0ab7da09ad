import { teamsTexts } from '#shared/i18n/app/teams.ts';
import { appTexts } from '../app-texts.ts';

/** The teams area's words in the active locale (ADR 035): `tx('teams.…')`, called while rendering. */
export const tx = appTexts('teams', teamsTexts);
