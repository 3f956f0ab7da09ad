import { insightsTexts } from '#shared/i18n/app/insights.ts';
import { appTexts } from '../app-texts.ts';

/** The insights area's words in the active locale (ADR 035): `tx('insights.…')`, called while rendering. */
export const tx = appTexts('insights', insightsTexts);
