import { calendarWriteListener } from './calendar-write.ts';
import { conferencingListener } from './conferencing.ts';
import { guestEmailListener } from './guest-email.ts';
import { hostEmailListener } from './host-email.ts';
import { inviteeEmailListener } from './invitee-email.ts';
import type { BookingListener } from './listener.ts';
import { webhooksListener } from './webhooks.ts';
import { workflowsListener } from './workflows.ts';

/**
 * Every listener to booking events (ADR 019): adding one is a file beside this one and a line here.
 * The calendar feed needs none: it is read fresh from the bookings on every request.
 */
export const bookingListeners: BookingListener[] = [
  // First: while it makes a booking's video meeting, it holds the others' jobs (ADR 045).
  conferencingListener as BookingListener,
  inviteeEmailListener as BookingListener,
  hostEmailListener as BookingListener,
  guestEmailListener as BookingListener,
  webhooksListener as BookingListener,
  calendarWriteListener as BookingListener,
  workflowsListener as BookingListener,
];
