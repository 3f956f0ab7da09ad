import { authTexts } from '#shared/i18n/app/auth.ts';
import { appTexts } from '../app-texts.ts';

/** The auth area's words in the active locale (ADR 035): `tx('auth.…')`, called while rendering. */
export const tx = appTexts('auth', authTexts);
