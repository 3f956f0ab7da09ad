import * as z from 'zod/mini';

/** Seats (ADR 026): the texts of times several attendees share. */
export const seatMessages = {
  /** The 409 to a booking that finds every seat of its time taken. */
  full: 'Every seat of this time was just taken. Please pick another one.',
  alreadySeated: 'You already have a seat at this time.',
  /** The host's bookings list: how full a time is. */
  seatsTaken: (taken: number, seats: number) => `${taken} of ${seats} seats taken`,
  cancelTime: 'Cancel the whole time',
  cancelTimeTitle: 'Cancel this time for everyone?',
  cancelTimeDescription: (count: number) =>
    count === 1
      ? 'The attendee will be emailed that the time is cancelled.'
      : `All ${count} attendees will be emailed that the time is cancelled.`,
  timeCancelled: 'Time cancelled. Every attendee will be emailed.',
  removeAttendee: 'Remove',
  attendeeRemoved: 'Attendee removed. They will be emailed.',
  notSeated: 'This booking is not a seat of a shared time.',
  /** The booking settings. */
  seatsLabel: 'Seats per time',
  seatsHint: 'Let several people book the same time, like a workshop. Leave empty for one person per time.',
  showSeatsLeftLabel: 'Show how many seats are left',
  showAttendeesLabel: 'Show attendees to each other',
  showAttendeesHint: 'Each attendee sees the names and emails of the others at their time.',
  /** The manage page, when the host shows attendees to each other. */
  otherAttendees: 'Other attendees',
} as const;

/** One attendee of a seated time, as the host (or, when the host allows, another attendee) sees them. */
export const SeatAttendeeSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
});
export type SeatAttendee = z.infer<typeof SeatAttendeeSchema>;

/** Another attendee as an attendee sees them, when the host allows it: no link to their booking. */
export const SeatPeerSchema = z.object({ name: z.string(), email: z.string() });

/**
 * What a booking that is a seat carries in the host's list: the time it shares (`key`, the same for
 * every attendee of the time), its seats (the event type's setting now), and its attendees holding a
 * seat, first booked first.
 */
export const SeatTimeSchema = z.object({
  key: z.string(),
  seats: z.number(),
  attendees: z.array(SeatAttendeeSchema),
});
export type SeatTime = z.infer<typeof SeatTimeSchema>;

/** POST /api/bookings/:uid/cancel-time: how many seats the cancellation freed (each attendee is emailed). */
export const CancelTimeResultSchema = z.object({ cancelled: z.number() });
export type CancelTimeResult = z.infer<typeof CancelTimeResultSchema>;

/** The host's seated-time route beside `bookingsApi` (ADR 026). */
export const seatsApi = {
  /** POST {reason?}, signed in: cancel every seat of the booking's time (CancelTimeResult). */
  cancelTime: (uid: string) => `/bookings/${encodeURIComponent(uid)}/cancel-time`,
} as const;
