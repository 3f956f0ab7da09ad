import { availabilityTexts } from '#shared/i18n/app/availability.ts';
import { appTexts } from '../app-texts.ts';

/** The availability area's words in the active locale (ADR 035): `tx('availability.…')`, called while rendering. */
export const tx = appTexts('availability', availabilityTexts);
