import { BOOKING_HORIZON_DAYS } from '#shared/constants.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';

/**
 * The first instant past the booking horizon at `now` (docs/product.md#booking-horizon): no window,
 * 'unlimited' included, offers or books a time at or after it.
 */
export const horizonEnd = (now: number): number => now + BOOKING_HORIZON_DAYS * DAY_MS;
