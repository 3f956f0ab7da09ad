import { developerTexts } from '#shared/i18n/app/developer.ts';
import { appTexts } from '../app-texts.ts';

/** Settings → Developer's words in the active locale (ADR 035): `tx('developer.…')`, called while rendering. */
export const tx = appTexts('developer', developerTexts);
