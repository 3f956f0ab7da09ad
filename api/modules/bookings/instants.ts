import { httpErrors } from '../../lib/http-errors.ts';
import type { SlotSettings } from '#shared/availability/slots.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { horizonEnd } from '../open-times/contract.ts';
import { MINUTE } from './contract.ts';

/** The instants both databases store through Prisma: four-digit years, 0001-01-01 to 9999-12-31. */
const FIRST_STORABLE = new Date('0001-01-01T00:00:00.000Z').getTime();
const LAST_STORABLE = new Date('9999-12-31T23:59:59.999Z').getTime();

/** A booking's times: the event, and the span it blocks with its buffers. */
export interface BookingTimes {
  start: number;
  end: number;
  blockedStart: number;
  blockedEnd: number;
}

/**
 * The times a booking at `start` would write, checked by the write itself whatever the open times
 * said: a 400 when the start is past the booking horizon (docs/product.md#booking-horizon) or when
 * any of them, buffers included, is an instant the database cannot store.
 */
export function bookingTimes(
  start: number,
  settings: Pick<SlotSettings, 'duration' | 'beforeBuffer' | 'afterBuffer'>,
  now: number,
): BookingTimes {
  const end = start + settings.duration * MINUTE;
  const times = {
    start,
    end,
    blockedStart: start - settings.beforeBuffer * MINUTE,
    blockedEnd: end + settings.afterBuffer * MINUTE,
  };
  if (start >= horizonEnd(now)) throw httpErrors.badRequest(bookingMessages.beyondHorizon);
  const storable = Object.values(times).every((t) => Number.isFinite(t) && t >= FIRST_STORABLE && t <= LAST_STORABLE);
  if (!storable) throw httpErrors.badRequest(bookingMessages.unstorable);
  return times;
}
