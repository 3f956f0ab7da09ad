import type { HostBooking } from '#shared/schemas/bookings.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { addDays, formatDate, wallTime } from '@/lib/zoned-time.ts';

export interface BookingDay<B extends HostBooking = HostBooking> {
  /** 'YYYY-MM-DD' in the zone the list is read in. */
  date: string;
  /** 'Today', 'Tomorrow', 'Yesterday', or the date in words (with the year when it is not this year's). */
  label: string;
  bookings: B[];
}

function dayLabel(date: string, today: string): string {
  if (date === today) return tx('bookings.today');
  if (date === addDays(today, 1)) return tx('bookings.tomorrow');
  if (date === addDays(today, -1)) return tx('bookings.yesterday');
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) });
}

/**
 * The bookings under one heading per day they start on in `zone`, in the order the server sent
 * them (upcoming oldest first, past and cancelled newest first).
 */
export function groupByDay<B extends HostBooking>(bookings: B[], zone: string, now: number): BookingDay<B>[] {
  const today = wallTime(now, zone).date;
  const days: BookingDay<B>[] = [];
  for (const booking of bookings) {
    const date = wallTime(Date.parse(booking.start), zone).date;
    const last = days.at(-1);
    if (last?.date === date) last.bookings.push(booking);
    else days.push({ date, label: dayLabel(date, today), bookings: [booking] });
  }
  return days;
}
