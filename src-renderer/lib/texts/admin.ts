import { adminTexts } from '#shared/i18n/app/admin.ts';
import { appTexts } from '../app-texts.ts';

/** The admin area's words in the active locale (ADR 035): `tx('admin.…')`, called while rendering. */
export const tx = appTexts('admin', adminTexts);
