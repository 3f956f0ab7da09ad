import { composeEmail } from '../../lib/email-layout.ts';
import { type CalendarBooking, type InviteMethod, bookingInvite } from '../../lib/ical.ts';
import type { Email } from '../../lib/mailer.ts';

/** What every booking email says, besides who it goes to. */
export interface BookingNotice {
  booking: CalendarBooking;
  hostTimeZone: string;
  inviteeTimeZone: string;
  /** The invitee's manage link (their copy only). */
  manageUrl: string;
  /** The host's bookings page. */
  bookingsUrl: string;
  appUrl: string;
  /** For a reschedule: the old time. */
  previous?: { start: Date; end: Date };
  /** For a cancellation. */
  cancelledBy?: 'host' | 'invitee';
  reason?: string | null;
}

/** 'Tuesday, March 30, 2027, 9:00 AM – 9:30 AM (Europe/Berlin)': a time range as people read it in a zone. */
export function formatWhen(start: Date, end: Date, zone: string): string {
  const date = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
  return `${date}, ${time.format(start)} – ${time.format(end)} (${zone.replace(/_/g, ' ')})`;
}

/** The invite for one copy of a notice: the booking as it now is, with the reason for the change. */
function invite(booking: CalendarBooking, method: InviteMethod, notice: BookingNotice): Email['icalEvent'] {
  const content = bookingInvite({ ...booking, reason: notice.reason }, method, notice.appUrl);
  return { method, filename: 'invite.ics', content };
}

type Change = 'created' | 'rescheduled' | 'cancelled';

/** The invitee's email: what, when (in their zone), who, notes, the manage link and the invite. */
export function inviteeEmail(change: Change, notice: BookingNotice): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const when = formatWhen(booking.start, booking.end, zone);
  const details: [string, string][] = [
    ['What', booking.title],
    ['When', when],
    ['Who', `${booking.hostName} (host)\n${booking.inviteeName}`],
  ];
  if (notice.previous) details.push(['Was', formatWhen(notice.previous.start, notice.previous.end, zone)]);
  if (booking.notes) details.push(['Notes', booking.notes]);
  if (notice.reason) details.push(['Reason', notice.reason]);
  const parts = {
    created: {
      subject: `Confirmed: ${booking.title} with ${booking.hostName}`,
      body: `Your booking with ${booking.hostName} is confirmed. A calendar invitation is attached.`,
      method: 'REQUEST' as const,
    },
    rescheduled: {
      subject: `Rescheduled: ${booking.title} with ${booking.hostName}`,
      body: `Your booking with ${booking.hostName} has moved to a new time. Your calendar invitation is updated.`,
      method: 'REQUEST' as const,
    },
    cancelled: {
      subject: `Cancelled: ${booking.title} with ${booking.hostName}`,
      body:
        notice.cancelledBy === 'host'
          ? `${booking.hostName} cancelled your booking.`
          : 'Your booking was cancelled, as you asked.',
      method: 'CANCEL' as const,
    },
  }[change];
  const email = composeEmail(booking.inviteeEmail, parts.subject, {
    greeting: `Hi ${booking.inviteeName},`,
    body: parts.body,
    details,
    ...(change === 'cancelled' ? {} : { action: { label: 'Reschedule or cancel', url: notice.manageUrl } }),
    footnote:
      change === 'cancelled'
        ? 'The event is removed from your calendar.'
        : 'Keep this email: its link lets you reschedule or cancel, so do not share it.',
  });
  return {
    ...email,
    icalEvent: invite(
      { ...booking, manageUrl: change === 'cancelled' ? undefined : notice.manageUrl },
      parts.method,
      notice,
    ),
  };
}

/** The host's email, in the host's zone, with their own copy of the invite. */
export function hostEmail(change: Change, notice: BookingNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const details: [string, string][] = [
    ['What', booking.title],
    ['When', formatWhen(booking.start, booking.end, zone)],
    ['Who', `${booking.inviteeName} <${booking.inviteeEmail}>`],
    ['Invitee time zone', notice.inviteeTimeZone],
  ];
  if (notice.previous) details.push(['Was', formatWhen(notice.previous.start, notice.previous.end, zone)]);
  if (booking.notes) details.push(['Notes', booking.notes]);
  if (notice.reason) details.push(['Reason', notice.reason]);
  const parts = {
    created: {
      subject: `New booking: ${booking.title} with ${booking.inviteeName}`,
      body: `${booking.inviteeName} booked a time with you.`,
    },
    rescheduled: {
      subject: `Rescheduled: ${booking.title} with ${booking.inviteeName}`,
      body: `${booking.inviteeName} moved their booking to a new time.`,
    },
    cancelled: {
      subject: `Cancelled: ${booking.title} with ${booking.inviteeName}`,
      body:
        notice.cancelledBy === 'host'
          ? 'You cancelled this booking. The invitee has been emailed.'
          : `${booking.inviteeName} cancelled their booking.`,
    },
  }[change];
  const email = composeEmail(booking.hostEmail, parts.subject, {
    greeting: `Hi ${booking.hostName},`,
    body: parts.body,
    details,
    action: { label: 'See your bookings', url: notice.bookingsUrl },
    footnote: 'You receive this because people can book you on Kairos.',
  });
  // The host organizes the event: their copy is published, not a request to themselves.
  return {
    ...email,
    icalEvent: invite(booking, change === 'cancelled' ? 'CANCEL' : 'PUBLISH', notice),
  };
}
