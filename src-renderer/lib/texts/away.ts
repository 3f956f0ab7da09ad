import { awayTexts } from '#shared/i18n/app/away.ts';
import { appTexts } from '../app-texts.ts';

/** Time away's words in the active locale (ADR 035): `tx('away.…')`, called while rendering. */
export const tx = appTexts('away', awayTexts);
