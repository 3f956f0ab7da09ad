import { bookingsTexts } from '#shared/i18n/app/bookings.ts';
import { appTexts } from '../app-texts.ts';

/** The bookings area's words in the active locale (ADR 035): `tx('bookings.…')`, called while rendering. */
export const tx = appTexts('bookings', bookingsTexts);
