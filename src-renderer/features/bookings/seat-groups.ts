import type { HostBooking } from '#shared/schemas/bookings.ts';

/** A row of the host's list: a booking of its own, or the seats of one shared time (ADR 026). */
export type ListEntry<B extends HostBooking = HostBooking> =
  { kind: 'booking'; booking: B } | { kind: 'time'; seats: B[] };

/**
 * One day's bookings with the seats of each shared time that still holds them gathered into one
 * entry, where its first seat is; cancelled seats stay rows of their own (the Cancelled tab).
 */
export function groupSeats<B extends HostBooking>(bookings: readonly B[]): ListEntry<B>[] {
  const entries: ListEntry<B>[] = [];
  const times = new Map<string, B[]>();
  for (const booking of bookings) {
    const key = booking.status !== 'cancelled' ? booking.seat?.key : undefined;
    if (!key) {
      entries.push({ kind: 'booking', booking });
      continue;
    }
    const seats = times.get(key);
    if (seats) seats.push(booking);
    else {
      const first = [booking];
      times.set(key, first);
      entries.push({ kind: 'time', seats: first });
    }
  }
  return entries;
}
