import * as z from 'zod/mini';

/**
 * Characters nobody types into a form: the C0 controls (NUL, ESC, …), DEL and the C1 controls.
 * PostgreSQL cannot store NUL at all, and the others only ever arrive from scripts and forged
 * requests, so every text input refuses them with a 400.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = new RegExp('[\\u0000-\\u001f\\u007f-\\u009f]');
/** The same, allowing the line breaks and tabs a multi-line text box produces. */
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_IN_TEXT = new RegExp('[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]');

export const textMessages = {
  controlCharacters: 'Invalid characters: remove control characters such as NUL.',
} as const;

/** For one-line fields (names, emails, search, ids): no control characters at all. */
export const oneLine = () => z.refine<string>((v) => !CONTROL_CHARACTER.test(v), textMessages.controlCharacters);
/** For multi-line fields (descriptions, about): line breaks and tabs, no other control characters. */
export const multiLine = () =>
  z.refine<string>((v) => !CONTROL_CHARACTER_IN_TEXT.test(v), textMessages.controlCharacters);
