import { workflowsTexts } from '#shared/i18n/app/workflows.ts';
import { appTexts } from '../app-texts.ts';

/** The workflows area's words in the active locale (ADR 035): `tx('workflows.…')`, called while rendering. */
export const tx = appTexts('workflows', workflowsTexts);
