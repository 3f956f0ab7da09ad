/**
 * What other modules may run of the workflows (ADR 047): planning a booking's reminders when it is
 * made and when it changes (the bookings' workflows listener). Named here, defined beside.
 */
export { planBooking, planOnChange } from './plan.ts';
