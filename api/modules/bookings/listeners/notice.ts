import { userDateLocale } from '../../../lib/locale.ts';
import type { RequestNotice } from '../request-emails.ts';
import { type BookingEvent, rowOf } from '../event.ts';
import { calendarBooking, hostName } from '../contract.ts';
import type { ListenerContext } from './listener.ts';
import { calendarSeries } from '../series/contract.ts';
import { seriesDatesOf } from '../series/email-dates.ts';

/** What both booking emails of an event say, besides who they go to. */
export function noticeOf(event: BookingEvent, context: ListenerContext): RequestNotice {
  const row = rowOf(event);
  return {
    // An occurrence of a series: every copy is the series' one event (ADR 054).
    booking: {
      ...calendarBooking(row, event.host),
      ...(event.series ? { series: calendarSeries(event.series, row.seriesIndex ?? 0) } : {}),
    },
    // Every email of a series lists its dates; a cancellation's, the ones it cancelled and the rest.
    ...(event.series ? { seriesDates: seriesDatesOf(event.series, event.name === 'cancelled' ? [row.uid] : []) } : {}),
    hostTimeZone: event.host.timeZone,
    inviteeTimeZone: row.inviteeTimeZone,
    inviteeLocale: row.locale ?? null,
    inviteeDateLocale: row.dateLocale ?? null,
    hostLocale: event.host.locale ?? null,
    ...(event.host.timeFormat ? { hostDateLocale: userDateLocale(event.host.locale, event.host.timeFormat) } : {}),
    manageUrl: context.manageUrl(row.uid),
    bookingsUrl: `${context.config.APP_URL}/bookings`,
    appUrl: context.config.APP_URL,
    ...(event.previous
      ? { previous: { start: new Date(event.previous.start), end: new Date(event.previous.end) } }
      : {}),
    ...(event.cancelledBy ? { cancelledBy: event.cancelledBy } : {}),
    ...(event.actedBy ? { actedBy: event.actedBy } : {}),
    ...(event.reason !== undefined ? { reason: event.reason } : {}),
    expiresAt: row.requestExpiresAt,
    ...(event.declinedBy ? { declinedBy: event.declinedBy } : {}),
    approveUrl: context.requestUrl(row.uid, 'approve'),
    declineUrl: context.requestUrl(row.uid, 'decline'),
  };
}

/** The changes the emails tell about: a booking's, and a request's (ADR 025). */
export const EMAILED = ['created', 'rescheduled', 'cancelled', 'requested', 'approved', 'declined'] as const;

/**
 * The notice with every attending host of a team booking by name (ADR 029), the lead first, for the
 * copies the invitee and the guests read ('… with Ann, Ben', 'Ann, Ben (hosts)'); as it was for one host.
 */
export async function withEveryHost(
  notice: RequestNotice,
  event: BookingEvent,
  context: ListenerContext,
): Promise<RequestNotice> {
  const coHosts = await context.db.booking.findMany({
    where: { leadBookingId: event.booking.id },
    select: { host: { select: { firstName: true, lastName: true, username: true, email: true } } },
    orderBy: { hostId: 'asc' },
  });
  if (coHosts.length === 0) return notice;
  const hostNames = [event.host.name, ...coHosts.map((c) => hostName(c.host))];
  return { ...notice, booking: { ...notice.booking, hostNames } };
}
