import { shellTexts } from '#shared/i18n/app/shell.ts';
import { appTexts } from '../app-texts.ts';

/** The shell area's words in the active locale (ADR 035): `tx('shell.…')`, called while rendering. */
export const tx = appTexts('shell', shellTexts);
