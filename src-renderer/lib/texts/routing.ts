import { routingTexts } from '#shared/i18n/app/routing.ts';
import { appTexts } from '../i18n.tsx';

/** The routing area's words in the active locale (ADR 035): `tx('routing.…')`, called while rendering. */
export const tx = appTexts(routingTexts);
