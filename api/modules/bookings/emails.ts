import { type EmailDetail, composeEmail } from '../../lib/email-layout.ts';
import { type CalendarBooking, type InviteMethod, bookingAnswers, bookingInvite, safeLink } from '../../lib/ical.ts';
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

export type Change = 'created' | 'rescheduled' | 'cancelled';

/** Where, as every copy says it: the location's text, the link to click when it is one; none without a location. */
function where(booking: CalendarBooking): EmailDetail[] {
  if (!booking.location) return [];
  const link = safeLink(booking.locationUrl);
  return [link ? ['Where', booking.location, link] : ['Where', booking.location]];
}

/** The people of a meeting as its attendees read them: the host, the invitee, the guests. */
function who(booking: CalendarBooking): string {
  return [`${booking.hostName} (host)`, booking.inviteeName, ...(booking.guests ?? [])].join('\n');
}

/** The invitee's email: what, when (in their zone), who, notes, the manage link and the invite. */
export function inviteeEmail(change: Change, notice: BookingNotice): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const when = formatWhen(booking.start, booking.end, zone);
  const details: EmailDetail[] = [['What', booking.title], ['When', when], ['Who', who(booking)], ...where(booking)];
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
  const guests = booking.guests ?? [];
  const details: EmailDetail[] = [
    ['What', booking.title],
    ['When', formatWhen(booking.start, booking.end, zone)],
    ['Who', `${booking.inviteeName} <${booking.inviteeEmail}>`],
    ['Invitee time zone', notice.inviteeTimeZone],
    ...where(booking),
  ];
  // The guests and the answers to the host's questions, each under its label as asked.
  if (guests.length > 0) details.push([booking.responses?.guests?.label || 'Guests', guests.join('\n')]);
  details.push(...bookingAnswers(booking));
  if (notice.previous) details.push(['Was', formatWhen(notice.previous.start, notice.previous.end, zone)]);
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

/**
 * A guest's own email (one per guest): who invited them, what, when (in the invitee's zone), who and
 * where, the link to join when there is one, and the invite with every attendee. Never the manage
 * link: it carries the invitee's secret.
 */
export function guestEmail(change: Change, notice: BookingNotice, guest: string): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const meeting = `${booking.title} with ${booking.hostName}`;
  const details: EmailDetail[] = [
    ['What', booking.title],
    ['When', formatWhen(booking.start, booking.end, zone)],
    ['Who', who(booking)],
    ...where(booking),
  ];
  if (notice.previous) details.push(['Was', formatWhen(notice.previous.start, notice.previous.end, zone)]);
  if (notice.reason) details.push(['Reason', notice.reason]);
  const inviter = `${booking.inviteeName} (${booking.inviteeEmail})`;
  const parts = {
    created: {
      subject: `Invitation: ${meeting}`,
      body: `${inviter} invited you to ${meeting}. A calendar invitation is attached.`,
    },
    rescheduled: {
      subject: `Updated invitation: ${meeting}`,
      body: `${meeting}, to which ${inviter} invited you, has moved to a new time. Your calendar invitation is updated.`,
    },
    cancelled: {
      subject: `Cancelled: ${meeting}`,
      body: `${meeting}, to which ${inviter} invited you, was cancelled.`,
    },
  }[change];
  const join = safeLink(booking.locationUrl);
  const email = composeEmail(guest, parts.subject, {
    greeting: 'Hello,',
    body: parts.body,
    details,
    ...(join && change !== 'cancelled' ? { action: { label: 'Join the meeting', url: join } } : {}),
    footnote:
      change === 'cancelled'
        ? 'The event is removed from your calendar.'
        : `You receive this because ${booking.inviteeName} added you as a guest when booking ${booking.hostName}.`,
  });
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { ...email, icalEvent: invite({ ...booking, manageUrl: undefined }, method, notice) };
}
