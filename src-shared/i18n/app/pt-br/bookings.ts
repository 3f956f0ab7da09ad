import type { Translation } from '../areas.ts';
import type { bookingsTexts } from '../bookings.ts';

export const bookingsPtBR: Translation<typeof bookingsTexts> = {};
