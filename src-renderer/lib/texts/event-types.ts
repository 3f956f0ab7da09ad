import { eventTypesTexts } from '#shared/i18n/app/event-types.ts';
import { appTexts } from '../app-texts.ts';

/** The event-types area's words in the active locale (ADR 035): `tx('eventTypes.…')`, called while rendering. */
export const tx = appTexts('event-types', eventTypesTexts);
