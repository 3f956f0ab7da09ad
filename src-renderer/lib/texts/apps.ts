import { appsTexts } from '#shared/i18n/app/apps.ts';
import { appTexts } from '../app-texts.ts';

/** The apps area's words in the active locale (ADR 035): `tx('apps.…')`, called while rendering. */
export const tx = appTexts('apps', appsTexts);
