import { CalendarClock } from 'lucide-react';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { whenText } from './chosen-time.tsx';
import { t } from '@/lib/i18n.tsx';

/** Above the booker while a booking is being moved: which time it moves from, in the booker's zone. */
export function RescheduleBanner({ booking, zone, hour12 }: { booking: PublicBooking; zone: string; hour12: boolean }) {
  return (
    <p
      role="note"
      className="mb-4 flex items-start gap-3 rounded-xl border border-brand/40 bg-white px-4 py-3 text-sm text-gray-800 shadow-xs dark:bg-gray-900 dark:text-gray-200"
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
      <span>{t('booker.rescheduling', { when: whenText(booking.start, booking.end, zone, hour12) })}</span>
    </p>
  );
}
