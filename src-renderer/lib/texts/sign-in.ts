import { signInTexts } from '#shared/i18n/app/sign-in.ts';
import { appTexts } from '../app-texts.ts';

/** The sign-in area's words in the active locale (ADR 035): `tx('signIn.…')`, called while rendering. */
export const tx = appTexts('sign-in', signInTexts);
