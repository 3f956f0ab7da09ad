import type { bookingsTexts } from '#shared/i18n/app/bookings.ts';
import type { HostBooking } from '#shared/schemas/bookings.ts';

/** How a booking's status reads in the host's list: its words and its colours. */
export const badges = {
  confirmed: {
    text: 'bookings.statusConfirmed',
    className: 'bg-green-50 text-green-800 dark:bg-green-950/60 dark:text-green-300',
  },
  past: { text: 'bookings.statusPast', className: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
  cancelled: {
    text: 'bookings.statusCancelled',
    className: 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300',
  },
  pending: {
    text: 'bookings.statusPending',
    className: 'bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-300',
  },
  rejected: {
    text: 'bookings.statusDeclined',
    className: 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300',
  },
} as const satisfies Record<string, { text: keyof typeof bookingsTexts; className: string }>;
export const noShowBadge = 'bg-orange-50 text-orange-800 dark:bg-orange-950/60 dark:text-orange-300';

/** A booking's status as the list shows it: an accepted one is Confirmed until it ends, then Past. */
export const listStatus = (booking: HostBooking, now: number): keyof typeof badges =>
  booking.status === 'accepted' ? (Date.parse(booking.end) <= now ? 'past' : 'confirmed') : booking.status;
