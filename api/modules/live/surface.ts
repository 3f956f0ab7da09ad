/**
 * What other modules may run of the live stream (ADR 047): appending a booking's change to the log,
 * inside the booking's own transaction (ADR 034). Named here, defined beside.
 */
export { appendLiveEvents } from './log.ts';
