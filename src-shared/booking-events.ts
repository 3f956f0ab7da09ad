/**
 * Every change a booking goes through (ADR 019); requests make `requested`, `approved` and `declined`
 * (ADR 025); `no_show` is a host's mark (issue 30). Written once: the API's booking events, the live
 * stream's kinds (schemas/live.ts) and the webhooks listener all take them from here.
 */
export const BOOKING_EVENTS = [
  'created',
  'rescheduled',
  'cancelled',
  'requested',
  'approved',
  'declined',
  'no_show',
] as const;
export type BookingEventName = (typeof BOOKING_EVENTS)[number];
