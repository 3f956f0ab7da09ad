import { dateTimeFormat } from '#shared/date-formats.ts';
import { type EmailDetail, composeEmail } from '../../lib/email-layout.ts';
import { bookingAnswers, bookingInvite } from '../../lib/ical.ts';
import type { Email } from '../../lib/mailer.ts';
import {
  type BookingNotice,
  formatWhen,
  guestEmail,
  hostEmail,
  hostsOf,
  inviteeEmail,
  seriesDetails,
  type Speaker,
  speakerOf,
} from './emails.ts';
import { hostInviteWords } from './contract.ts';
import type { BookingEvent } from './event.ts';

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

type RequestChange = 'requested' | 'request-rescheduled' | 'request-cancelled' | 'declined' | 'move-declined';

/** The email an event sends its invitee or host, as a change of a booking or of a request. */
export function emailChange(event: BookingEvent): RequestChange | 'created' | 'rescheduled' | 'cancelled' {
  switch (event.name) {
    case 'requested':
      return event.name;
    // A declined move leaves the booking as it was (ADR 043).
    case 'declined':
      return event.moveDeclined ? 'move-declined' : 'declined';
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

/** Which of a series' dates a request's email lists: all of them, what a cancellation left, or none (declined). */
type SeriesPart = 'booked' | 'cancelled' | null;

function details(
  notice: RequestNotice,
  zone: string,
  invitee: boolean,
  speaker: Speaker,
  part: SeriesPart = 'booked',
): EmailDetail[] {
  const { booking } = notice;
  const { t, locale } = speaker;
  const rows: EmailDetail[] = [
    [t('email.what'), booking.title],
    [t('email.when'), formatWhen(booking.start, booking.end, zone, locale)],
    ...(part ? seriesDetails(notice, part, zone, speaker) : []),
    [
      t('email.who'),
      invitee ? t('email.hostLabel', hostsOf(booking)) : `${booking.inviteeName} <${booking.inviteeEmail}>`,
    ],
  ];
  if (!invitee) rows.push([t('email.inviteeTimeZone'), notice.inviteeTimeZone]);
  if (booking.location) rows.push([t('email.where'), booking.location]);
  if (notice.previous)
    rows.push([t('email.was'), formatWhen(notice.previous.start, notice.previous.end, zone, locale)]);
  // The answers, each under its label as asked, as the booking's own emails say them.
  rows.push(...bookingAnswers(booking, t('email.notes')));
  if (notice.reason) rows.push([t('email.reason'), notice.reason]);
  return rows;
}

const seriesPart = (change: RequestChange): SeriesPart =>
  change === 'request-cancelled' ? 'cancelled' : change === 'declined' || change === 'move-declined' ? null : 'booked';

const deadline = (notice: RequestNotice, zone: string, { t, locale }: Speaker) =>
  notice.expiresAt
    ? dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
        timeZoneName: 'short',
      }).format(notice.expiresAt)
    : t('email.request.untilStart');

function inviteeRequestEmail(change: RequestChange, notice: RequestNotice): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const speaker = speakerOf(notice.inviteeLocale, notice.inviteeDateLocale);
  const { t } = speaker;
  const host = booking.hostName;
  const meeting = t('email.guest.meeting', { title: booking.title, host });
  const expired = notice.declinedBy === 'system';
  const parts = {
    requested: {
      subject: t('email.request.requested.subject', { meeting }),
      body: [
        t('email.request.requested.body', { host }),
        t('email.request.requested.notYet', { host, deadline: deadline(notice, zone, speaker) }),
      ],
    },
    'request-rescheduled': {
      subject: t('email.request.moved.subject', { meeting }),
      body: [t('email.request.moved.body', { host })],
    },
    'request-cancelled': {
      subject: t('email.request.cancelled.subject', { meeting }),
      body: [
        notice.cancelledBy === 'host'
          ? t('email.request.cancelled.byHost', { host })
          : t('email.request.cancelled.byInvitee'),
      ],
    },
    declined: {
      subject: expired
        ? t('email.request.expired.subject', { meeting })
        : t('email.request.declined.subject', { meeting }),
      body: [expired ? t('email.request.expired.body', { host }) : t('email.request.declined.body', { host })],
    },
    'move-declined': {
      subject: t('email.request.moveDeclined.subject', { meeting }),
      body: [expired ? t('email.request.moveExpired.body', { host }) : t('email.request.moveDeclined.body', { host })],
    },
  }[change];
  const open = change === 'requested' || change === 'request-rescheduled';
  const kept = change === 'move-declined';
  return composeEmail(booking.inviteeEmail, parts.subject, {
    greeting: t('email.hi', { name: booking.inviteeName }),
    body: parts.body,
    details: details(notice, zone, true, speaker, seriesPart(change)),
    ...(open || kept ? { action: { label: t('email.request.change'), url: notice.manageUrl } } : {}),
    footnote: open ? t('email.request.keepThis') : kept ? t('email.request.moveKept') : t('email.request.nothingAdded'),
    words: speaker.words,
  });
}

function hostRequestEmail(change: RequestChange, notice: RequestNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const speaker = speakerOf(notice.hostLocale, notice.hostDateLocale);
  const { t } = speaker;
  const invitee = booking.inviteeName;
  const meeting = t('email.guest.meeting', { title: booking.title, host: invitee });
  const open = change === 'requested' || change === 'request-rescheduled';
  const until = deadline(notice, zone, speaker);
  const expired = notice.declinedBy === 'system';
  const parts = {
    requested: {
      subject: t('email.hostRequest.requested.subject', { meeting }),
      body: t('email.hostRequest.requested.body', { invitee, deadline: until }),
    },
    'request-rescheduled': {
      subject: t('email.request.moved.subject', { meeting }),
      body: t('email.hostRequest.moved.body', { invitee, deadline: until }),
    },
    'request-cancelled': {
      subject: t('email.request.cancelled.subject', { meeting }),
      body:
        notice.cancelledBy === 'host'
          ? t('email.hostRequest.cancelled.byHost')
          : t('email.hostRequest.cancelled.byInvitee', { invitee }),
    },
    declined: {
      subject: expired
        ? t('email.request.expired.subject', { meeting })
        : t('email.request.declined.subject', { meeting }),
      body: expired ? t('email.hostRequest.expired.body') : t('email.hostRequest.declined.body'),
    },
    'move-declined': {
      subject: t('email.request.moveDeclined.subject', { meeting }),
      body: expired ? t('email.hostRequest.expired.body') : t('email.hostRequest.declined.body'),
    },
  }[change];
  const rows = details(notice, zone, false, speaker, seriesPart(change));
  // The Approve button, and beside it the Decline link: each opens a page that asks before it acts.
  if (open) rows.push([t('email.hostRequest.decline'), t('email.hostRequest.declineLink'), notice.declineUrl]);
  return composeEmail(booking.hostEmail, parts.subject, {
    greeting: t('email.hi', { name: booking.hostName }),
    body: parts.body,
    details: rows,
    action: open
      ? { label: t('email.hostRequest.approve'), url: notice.approveUrl }
      : { label: t('email.seeBookings'), url: notice.bookingsUrl },
    footnote: open ? t('email.hostRequest.footnote') : t('email.hostFootnote'),
    words: speaker.words,
  });
}

/** The host's copy of a request they approved: now a booking, with their own (published) invite. */
function hostApprovedEmail(notice: RequestNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const speaker = speakerOf(notice.hostLocale, notice.hostDateLocale);
  const { t } = speaker;
  const invitee = booking.inviteeName;
  const subject = t('email.invitee.created.subject', { title: booking.title, host: invitee });
  const email = composeEmail(booking.hostEmail, subject, {
    greeting: t('email.hi', { name: booking.hostName }),
    body: t('email.hostRequest.approved.body', { invitee }),
    details: details(notice, zone, false, speaker),
    action: { label: t('email.seeBookings'), url: notice.bookingsUrl },
    footnote: t('email.hostFootnote'),
    words: speaker.words,
  });
  const words = hostInviteWords(booking, notice.hostLocale);
  const content = bookingInvite(booking, 'PUBLISH', notice.appUrl, new Date(), words);
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
