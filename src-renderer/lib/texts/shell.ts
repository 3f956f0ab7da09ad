import { shellTexts } from '#shared/i18n/app/shell.ts';
import { appTexts } from '../i18n.tsx';

/** The shell area's words in the active locale (ADR 035): `tx('shell.…')`, called while rendering. */
export const tx = appTexts(shellTexts);
