import { settingsTexts } from '#shared/i18n/app/settings.ts';
import { appTexts } from '../app-texts.ts';

/** The settings area's words in the active locale (ADR 035): `tx('settings.…')`, called while rendering. */
export const tx = appTexts('settings', settingsTexts);
