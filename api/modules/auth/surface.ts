/**
 * What other modules may run of the sign-in (ADR 047): ending every session of a user (an account
 * disabled or deleted by an admin). Named here, defined beside.
 */
export { endAllSessions } from './sessions.ts';
