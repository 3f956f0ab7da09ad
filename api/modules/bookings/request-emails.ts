import { type EmailDetail, composeEmail } from '../../lib/email-layout.ts';
import { bookingInvite } from '../../lib/ical.ts';
import type { Email } from '../../lib/mailer.ts';
import { type BookingNotice, formatWhen, guestEmail, hostEmail, inviteeEmail } from './emails.ts';
import type { BookingEvent } from './events.ts';

/**
 * The emails of requests the host confirms (ADR 025). While a booking is a request nobody gets an
 * invite: the invitee is told it is requested (then moved, cancelled, declined or expired), the host
 * gets the Approve and Decline links. On approval both sides get what a booking sends when it is made.
 */

/** What a request's emails say besides the booking: its deadline, who declined it, and the host's links. */
export interface RequestNotice extends BookingNotice {
  expiresAt: Date | null;
  declinedBy?: 'host' | 'system';
  approveUrl: string;
  declineUrl: string;
}

type RequestChange = 'requested' | 'request-rescheduled' | 'request-cancelled' | 'declined';

/** The email an event sends its invitee or host, as a change of a booking or of a request. */
export function emailChange(event: BookingEvent): RequestChange | 'created' | 'rescheduled' | 'cancelled' {
  switch (event.name) {
    case 'requested':
    case 'declined':
      return event.name;
    case 'created':
    case 'approved':
      return 'created';
    case 'rescheduled':
    case 'cancelled':
      return event.request ? `request-${event.name}` : event.name;
    default:
      throw new Error(`No email for booking event ${event.name}`);
  }
}

function details(notice: RequestNotice, zone: string, invitee: boolean): EmailDetail[] {
  const { booking } = notice;
  const rows: EmailDetail[] = [
    ['What', booking.title],
    ['When', formatWhen(booking.start, booking.end, zone)],
    ['Who', invitee ? `${booking.hostName} (host)` : `${booking.inviteeName} <${booking.inviteeEmail}>`],
  ];
  if (!invitee) rows.push(['Invitee time zone', notice.inviteeTimeZone]);
  if (booking.location) rows.push(['Where', booking.location]);
  if (notice.previous) rows.push(['Was', formatWhen(notice.previous.start, notice.previous.end, zone)]);
  if (booking.notes) rows.push(['Notes', booking.notes]);
  if (notice.reason) rows.push(['Reason', notice.reason]);
  return rows;
}

const deadline = (notice: RequestNotice, zone: string) =>
  notice.expiresAt
    ? new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
        timeZoneName: 'short',
      }).format(notice.expiresAt)
    : 'its start';

function inviteeRequestEmail(change: RequestChange, notice: RequestNotice): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const host = booking.hostName;
  const meeting = `${booking.title} with ${host}`;
  const expired = notice.declinedBy === 'system';
  const parts = {
    requested: {
      subject: `Requested: ${meeting}`,
      body: [
        `Your request is sent. ${host} will confirm or decline it; until then the time is held for you.`,
        `This is not confirmed yet: the calendar invitation comes once ${host} confirms. Without an answer by ${deadline(notice, zone)}, the request is declined and you are emailed.`,
      ],
    },
    'request-rescheduled': {
      subject: `Request moved: ${meeting}`,
      body: [`Your request now asks for a new time. It still waits for ${host} to confirm it.`],
    },
    'request-cancelled': {
      subject: `Request cancelled: ${meeting}`,
      body: [
        notice.cancelledBy === 'host' ? `${host} cancelled your request.` : 'Your request was cancelled, as you asked.',
      ],
    },
    declined: {
      subject: expired ? `Request expired: ${meeting}` : `Declined: ${meeting}`,
      body: [
        expired
          ? `${host} did not answer your request in time, so it is declined and the time is free again.`
          : `${host} declined your request.`,
      ],
    },
  }[change];
  const open = change === 'requested' || change === 'request-rescheduled';
  return composeEmail(booking.inviteeEmail, parts.subject, {
    greeting: `Hi ${booking.inviteeName},`,
    body: parts.body,
    details: details(notice, zone, true),
    ...(open ? { action: { label: 'Change or cancel your request', url: notice.manageUrl } } : {}),
    footnote: open
      ? 'Keep this email: its link lets you change or cancel your request, so do not share it.'
      : 'Nothing was added to your calendar.',
  });
}

function hostRequestEmail(change: RequestChange, notice: RequestNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const invitee = booking.inviteeName;
  const meeting = `${booking.title} with ${invitee}`;
  const open = change === 'requested' || change === 'request-rescheduled';
  const parts = {
    requested: {
      subject: `Request to confirm: ${meeting}`,
      body: `${invitee} asks for this time. It is held for them until you answer, or until ${deadline(notice, zone)}, when the request is declined automatically.`,
    },
    'request-rescheduled': {
      subject: `Request moved: ${meeting}`,
      body: `${invitee} moved their request to a new time. It waits for your answer until ${deadline(notice, zone)}.`,
    },
    'request-cancelled': {
      subject: `Request cancelled: ${meeting}`,
      body:
        notice.cancelledBy === 'host'
          ? 'You cancelled this request. The invitee has been emailed.'
          : `${invitee} cancelled their request.`,
    },
    declined: {
      subject: notice.declinedBy === 'system' ? `Request expired: ${meeting}` : `Declined: ${meeting}`,
      body:
        notice.declinedBy === 'system'
          ? 'Nobody answered this request in time, so it is declined and the time is free again. The invitee has been emailed.'
          : 'You declined this request. The invitee has been emailed.',
    },
  }[change];
  const rows = details(notice, zone, false);
  // The Approve button, and beside it the Decline link: each opens a page that asks before it acts.
  if (open) rows.push(['Decline', 'Decline this request', notice.declineUrl]);
  return composeEmail(booking.hostEmail, parts.subject, {
    greeting: `Hi ${booking.hostName},`,
    body: parts.body,
    details: rows,
    action: open
      ? { label: 'Approve', url: notice.approveUrl }
      : { label: 'See your bookings', url: notice.bookingsUrl },
    footnote: open
      ? 'Each link opens a page that asks you to confirm, and works once. You can also answer from Bookings, Pending.'
      : 'You receive this because people can book you on Kairos.',
  });
}

/** The host's copy of a request they approved: now a booking, with their own (published) invite. */
function hostApprovedEmail(notice: RequestNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const email = composeEmail(booking.hostEmail, `Confirmed: ${booking.title} with ${booking.inviteeName}`, {
    greeting: `Hi ${booking.hostName},`,
    body: `You approved this request. ${booking.inviteeName} has been sent the calendar invitation.`,
    details: details(notice, zone, false),
    action: { label: 'See your bookings', url: notice.bookingsUrl },
    footnote: 'You receive this because people can book you on Kairos.',
  });
  const content = bookingInvite(booking, 'PUBLISH', notice.appUrl);
  return { ...email, icalEvent: { method: 'PUBLISH', filename: 'invite.ics', content } };
}

/**
 * A request the host never answered, cancelled because the host closed their account: the invitee is
 * told, and no calendar invitation is cancelled, since none went out.
 */
export function requestClosedEmail(notice: BookingNotice): Email {
  return inviteeRequestEmail('request-cancelled', { ...notice, expiresAt: null, approveUrl: '', declineUrl: '' });
}

/** The invitee's email for an event. */
export function inviteeEmailFor(event: BookingEvent, notice: RequestNotice): Email {
  const change = emailChange(event);
  if (change === 'created' || change === 'rescheduled' || change === 'cancelled') return inviteeEmail(change, notice);
  return inviteeRequestEmail(change, notice);
}

/** The host's email for an event; an approval is their copy of the confirmed booking. */
export function hostEmailFor(event: BookingEvent, notice: RequestNotice): Email {
  const change = emailChange(event);
  if (event.name === 'approved') return hostApprovedEmail(notice);
  if (change === 'created' || change === 'rescheduled' || change === 'cancelled') return hostEmail(change, notice);
  return hostRequestEmail(change, notice);
}

/** A guest's email: guests hear of a request only once it is approved (then as a new booking). */
export function guestEmailFor(event: BookingEvent, notice: BookingNotice, guest: string): Email | null {
  const change = emailChange(event);
  if (change === 'created' || change === 'rescheduled' || change === 'cancelled')
    return guestEmail(change, notice, guest);
  return null;
}
