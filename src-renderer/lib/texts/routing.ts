import { routingTexts } from '#shared/i18n/app/routing.ts';
import { appTexts } from '../app-texts.ts';

/** The routing area's words in the active locale (ADR 035): `tx('routing.…')`, called while rendering. */
export const tx = appTexts('routing', routingTexts);
