import { adminTexts } from '#shared/i18n/app/admin.ts';
import { appTexts } from '../i18n.tsx';

/** The admin area's words in the active locale (ADR 035): `tx('admin.…')`, called while rendering. */
export const tx = appTexts(adminTexts);
