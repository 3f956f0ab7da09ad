import { CalendarX, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { formatDate, formatTime, wallTime } from '@/lib/zoned-time.ts';
import { t } from '@/lib/i18n.tsx';

/** '16 June 2026 at 09:12' in the invitee's zone. */
function instantText(iso: string, zone: string, hour12: boolean): string {
  const at = Date.parse(iso);
  const date = formatDate(wallTime(at, zone).date, { day: 'numeric', month: 'long', year: 'numeric' });
  return t('booking.at', { date, time: formatTime(at, zone, hour12) });
}

/**
 * The manage page's header for a request (docs/product.md#requests-the-host-confirms): requested and
 * waiting (said plainly: not confirmed yet), or declined (with the host's reason, or expired). Null
 * for a booking that is not a request.
 */
export function requestHeader(
  booking: PublicBooking,
  { justBooked, zone, hour12 }: { justBooked: boolean; zone: string; hour12: boolean },
): { icon: ReactNode; title: string; text: string } | null {
  const host = booking.host.name;
  if (booking.status === 'pending') {
    const until = booking.requestExpiresAt
      ? instantText(booking.requestExpiresAt, zone, hour12)
      : t('booking.untilStart');
    // A move awaiting the host (ADR 043): the booking is still on its old time.
    if (booking.heldTime)
      return {
        icon: <Hourglass className="size-7" />,
        title: t('booking.moveAwaitingTitle'),
        text: t('booking.moveAwaitingBody', {
          held: instantText(booking.heldTime.start, zone, hour12),
          host,
          to: instantText(booking.start, zone, hour12),
          until,
        }),
      };
    return {
      icon: <Hourglass className="size-7" />,
      title: justBooked ? t('booking.requestSentTitle') : t('booking.pendingTitle'),
      text: justBooked
        ? t('booking.requestSentBody', { host, email: booking.inviteeEmail })
        : t('booking.pendingBody', { host, until }),
    };
  }
  if (booking.status === 'rejected') {
    const why =
      booking.cancelledBy === 'system'
        ? t('booking.expiredReason')
        : booking.cancelReason
          ? t('booking.declinedWhy', { host, reason: booking.cancelReason })
          : t('booking.declined', { host });
    return { icon: <CalendarX className="size-7" />, title: t('booking.declinedTitle'), text: why };
  }
  return null;
}
