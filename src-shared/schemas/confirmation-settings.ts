import * as z from 'zod/mini';

/**
 * An event type's confirmation settings (ADR 025): whether a booking is a request the host approves or
 * declines, only when booked less than some hours ahead, and how long a request waits for an answer.
 * Part of the event type's booking settings (`availability.ts` spreads these shapes into its own).
 */

export const DEFAULT_CONFIRMATION_EXPIRY_HOURS = 24;
export const MAX_CONFIRMATION_HOURS = 8760;

export const confirmationMessages = {
  thresholdRange: `Enter a whole number of hours from 1 to ${MAX_CONFIRMATION_HOURS}, or leave it empty.`,
  expiryRange: `Enter a whole number of hours from 1 to ${MAX_CONFIRMATION_HOURS}.`,
} as const;

const hours = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(MAX_CONFIRMATION_HOURS, message));

/** The input fields (each with its default, so `{}` resets them). */
export const ConfirmationSettingsInputShape = {
  /** Every booking is a pending request until the host approves it. */
  requiresConfirmation: z._default(z.boolean(), false),
  /** Only bookings made less than this many hours before their start need confirming; null = all. */
  confirmationThresholdHours: z._default(z.nullable(hours(confirmationMessages.thresholdRange)), null),
  /** A request not answered within this many hours (or by its start, if sooner) is declined. */
  confirmationExpiryHours: z._default(hours(confirmationMessages.expiryRange), DEFAULT_CONFIRMATION_EXPIRY_HOURS),
};

/** The stored fields, as `bookingSettings` carries them. */
export const ConfirmationSettingsShape = {
  requiresConfirmation: z.boolean(),
  confirmationThresholdHours: z.nullable(z.number()),
  confirmationExpiryHours: z.number(),
};

export const DEFAULT_CONFIRMATION_SETTINGS = {
  requiresConfirmation: false,
  confirmationThresholdHours: null,
  confirmationExpiryHours: DEFAULT_CONFIRMATION_EXPIRY_HOURS,
} as const;

export { needsConfirmation } from '../booker-basics.ts';
