import { dateTimeFormat, usesDayClock } from '#shared/date-formats.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { meetingDetailLines } from '#shared/meeting-details.ts';
import { type EmailDetail, type EmailParts, composeEmail } from '../../lib/email-layout.ts';
import {
  type CalendarBooking,
  type InviteMethod,
  type InviteWords,
  bookingAnswers,
  bookingInvite,
  safeLink,
} from '../../lib/ical.ts';
import { emailSpeaker } from '../../lib/locale.ts';
import { shortensSeries } from '../../lib/ical-series.ts';
import type { Email } from '../../lib/mailer.ts';
import { hostInviteWords, inviteWords } from './contract.ts';
import { type SeriesDates, seriesRows } from './series/email-dates.ts';

/** What every booking email says, besides who it goes to. */
export interface BookingNotice {
  booking: CalendarBooking;
  hostTimeZone: string;
  inviteeTimeZone: string;
  /** The language the invitee booked in: theirs and their guests' emails and invites (ADR 030). */
  inviteeLocale?: string | null;
  /** The Intl tag the invitee's dates are written with: their region and clock ('en-GB-u-hc-h23'). */
  inviteeDateLocale?: string | null;
  /** The host's own language (their Profile): the host's emails. */
  hostLocale?: string | null;
  /** The Intl tag the host's dates are written with: their language on the clock of their Time format. */
  hostDateLocale?: string | null;
  /** The invitee's manage link (their copy only). */
  manageUrl: string;
  /** The host's bookings page. */
  bookingsUrl: string;
  appUrl: string;
  /** For a reschedule: the old time. */
  previous?: { start: Date; end: Date };
  /** For a cancellation. */
  cancelledBy?: 'host' | 'invitee';
  /** A team's owner or admin who made the host's change for them (ADR 059): the host's email names them. */
  actedBy?: string;
  reason?: string | null;
  /** An occurrence of a series (issue 43): its dates, which every email of it lists. */
  seriesDates?: SeriesDates;
}

/**
 * 'Tuesday, March 30, 2027, 9:00 AM – 9:30 AM (Europe/Berlin)': a time range as people read it in a
 * zone, in their language (English as en-US; any other locale or Intl tag, region and clock
 * included, as Intl writes it: 'Wednesday, 2 December 2026, 11:00 – 11:30').
 */
export function formatWhen(start: Date, end: Date, zone: string, locale = 'en', withZone = true): string {
  const tag = locale === 'en' ? 'en-US' : locale;
  const date = dateTimeFormat(tag, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(start);
  // A 24-hour clock writes '09:00', as the booker shows it (ICU's own 'numeric' gives '9:00').
  const hour = usesDayClock(tag) ? '2-digit' : 'numeric';
  const time = dateTimeFormat(tag, { hour, minute: '2-digit', timeZone: zone });
  const range = `${date}, ${time.format(start)} – ${time.format(end)}`;
  return withZone ? `${range} (${zone.replace(/_/g, ' ')})` : range;
}

/**
 * A series' dates in an email (issue 43), in the recipient's zone and words, beside its When: every
 * date of a booking or request, the dates cancelled and those that remain after a cancellation.
 */
export function seriesDetails(
  notice: Pick<BookingNotice, 'seriesDates'>,
  change: 'booked' | 'cancelled',
  zone: string,
  { t, locale }: Pick<Speaker, 't' | 'locale'>,
): EmailDetail[] {
  if (!notice.seriesDates) return [];
  return seriesRows(notice.seriesDates, change, zone, t, (start, end) => formatWhen(start, end, zone, locale, false));
}

/** A cancellation's body: for "this and the following", how many dates went and how many remain. */
const cancelledBody = (body: string, notice: Pick<BookingNotice, 'seriesDates'>, t: Translate): string[] => {
  const dates = notice.seriesDates;
  if (!dates?.rest) return [body];
  return [body, t('email.series.restSummary', { cancelled: dates.cancelled.length, remaining: dates.held.length })];
};

/** What a cancellation's footnote says: a series with dates left keeps them in the calendar. */
const removedText = (notice: Pick<BookingNotice, 'seriesDates'>, t: Translate) =>
  notice.seriesDates && notice.seriesDates.held.length > 0
    ? t('email.series.calendarUpdated')
    : t('email.removedFromCalendar');

/** One recipient's language: their `t`, the locale Intl writes dates in, and the layout's and invite's words. */
export interface Speaker {
  t: Translate;
  locale: string;
  words: EmailParts['words'];
  invite: (summary?: string) => InviteWords;
}

/** `dateLocale`: the Intl tag of the recipient's region and clock, when the booking stored one. */
export function speakerOf(locale: string | null | undefined, dateLocale?: string | null): Speaker {
  const { t, words } = emailSpeaker(locale);
  const chosen = locale && locale !== 'en' ? locale : 'en';
  return { t, locale: dateLocale || chosen, words, invite: (summary) => inviteWords(t, summary) };
}

/** The invite for one copy of a notice: the booking as it now is, with the reason for the change. */
function invite(
  booking: CalendarBooking,
  method: InviteMethod,
  notice: Pick<BookingNotice, 'appUrl' | 'reason'>,
  words: InviteWords,
): NonNullable<Email['icalEvent']> {
  const content = bookingInvite({ ...booking, reason: notice.reason }, method, notice.appUrl, new Date(), words);
  return { method, filename: 'invite.ics', content };
}

/** What the invitee's copy of the invite needs besides the booking. */
export type InviteeCopy = Pick<BookingNotice, 'appUrl' | 'manageUrl' | 'reason' | 'inviteeLocale'>;

/**
 * The invitee's copy of the invite, in their language: titled '{title} with {host}', with the answers,
 * the reason for the change and their manage link. Their email carries it (`method`), and the booking
 * page's calendar file is the same event without METHOD (null), so importing one over the other
 * changes nothing (`bookingInvite`).
 */
export function inviteeInvite(booking: CalendarBooking, copy: InviteeCopy, method: InviteMethod | null): string {
  const speaker = speakerOf(copy.inviteeLocale);
  const manageUrl = method === 'CANCEL' ? undefined : copy.manageUrl;
  return bookingInvite(
    { ...booking, manageUrl, reason: copy.reason },
    method,
    copy.appUrl,
    new Date(),
    speaker.invite(meetingOf(booking, speaker.t)),
  );
}

export type Change = 'created' | 'rescheduled' | 'cancelled';

/** Where, as every copy says it: the location's text, the link to click when it is one; none without a location. */
function where(booking: CalendarBooking, t: Translate): EmailDetail[] {
  if (!booking.location) return [];
  const link = safeLink(booking.locationUrl);
  const label = t('email.where');
  return [link ? [label, booking.location, link] : [label, booking.location], ...meetingDetails(booking, t)];
}

/** The meeting's passcode and dial-in lines ("Passcode: …") as detail rows, shown only with its link. */
function meetingDetails(booking: CalendarBooking, t: Translate): EmailDetail[] {
  if (!safeLink(booking.locationUrl) || !booking.meetingDetails) return [];
  return meetingDetailLines(booking.meetingDetails).map((line): EmailDetail => [
    line.key ? t(line.key) : line.label,
    line.value,
  ]);
}

/** Who hosts a meeting, as the invitee and guests read it: every attending host of a team booking. */
export function hostsOf(booking: Pick<CalendarBooking, 'hostName' | 'hostNames'>): { name: string; count: number } {
  const names = booking.hostNames ?? [booking.hostName];
  return { name: names.join(', '), count: names.length };
}

/** The people of a meeting as its attendees read them: the host or hosts, the invitee, the guests. */
function who(booking: CalendarBooking, t: Translate): string {
  return [t('email.hostLabel', hostsOf(booking)), booking.inviteeName, ...(booking.guests ?? [])].join('\n');
}

/** The meeting as the invitee and the guests name it (and their invite's SUMMARY): '{title} with {host}'. */
function meetingOf(booking: CalendarBooking, t: Translate): string {
  return t('email.guest.meeting', { title: booking.title, host: hostsOf(booking).name });
}

/** The invitee's email: what, when (in their zone), who, notes, the manage link and the invite, in their language. */
export function inviteeEmail(change: Change, notice: BookingNotice): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const speaker = speakerOf(notice.inviteeLocale, notice.inviteeDateLocale);
  const { t, locale } = speaker;
  const when = formatWhen(booking.start, booking.end, zone, locale);
  const details: EmailDetail[] = [
    [t('email.what'), booking.title],
    [t('email.when'), when],
    ...seriesDetails(notice, change === 'cancelled' ? 'cancelled' : 'booked', zone, speaker),
    [t('email.who'), who(booking, t)],
    ...where(booking, t),
  ];
  if (notice.previous)
    details.push([t('email.was'), formatWhen(notice.previous.start, notice.previous.end, zone, locale)]);
  // The answers they gave, each under its label as asked, as the invite's DESCRIPTION has them.
  details.push(...bookingAnswers(booking, t('email.notes')));
  if (notice.reason) details.push([t('email.reason'), notice.reason]);
  const names = { title: booking.title, host: hostsOf(booking).name };
  const parts = {
    created: {
      subject: t('email.invitee.created.subject', names),
      body: t('email.invitee.created.body', names),
      method: 'REQUEST' as const,
    },
    rescheduled: {
      subject: t('email.invitee.rescheduled.subject', names),
      body: t('email.invitee.rescheduled.body', names),
      method: 'REQUEST' as const,
    },
    cancelled: {
      subject: t('email.invitee.cancelled.subject', names),
      body: cancelledBody(
        notice.cancelledBy === 'host'
          ? // The host who cancelled: the event's own, not every host of a team booking.
            t('email.invitee.cancelled.byHost', { host: booking.hostName })
          : t('email.invitee.cancelled.byInvitee'),
        notice,
        t,
      ),
      // "This and the following" of a series with dates left: the shortened series (ADR 054).
      method: shortensSeries(booking) ? ('REQUEST' as const) : ('CANCEL' as const),
    },
  }[change];
  const email = composeEmail(booking.inviteeEmail, parts.subject, {
    greeting: t('email.hi', { name: booking.inviteeName }),
    body: parts.body,
    details,
    ...(change === 'cancelled' ? {} : { action: { label: t('email.rescheduleOrCancel'), url: notice.manageUrl } }),
    footnote: change === 'cancelled' ? removedText(notice, t) : t('email.keepThis'),
    words: speaker.words,
  });
  return {
    ...email,
    icalEvent: { method: parts.method, filename: 'invite.ics', content: inviteeInvite(booking, notice, parts.method) },
  };
}

/** The host's email, in the host's zone and language, with their own copy of the invite. */
export function hostEmail(change: Change, notice: BookingNotice): Email {
  const { booking, hostTimeZone: zone } = notice;
  const speaker = speakerOf(notice.hostLocale, notice.hostDateLocale);
  const { t, locale } = speaker;
  const guests = booking.guests ?? [];
  const details: EmailDetail[] = [
    [t('email.what'), booking.title],
    [t('email.when'), formatWhen(booking.start, booking.end, zone, locale)],
    ...seriesDetails(notice, change === 'cancelled' ? 'cancelled' : 'booked', zone, speaker),
    [t('email.who'), `${booking.inviteeName} <${booking.inviteeEmail}>`],
    [t('email.inviteeTimeZone'), notice.inviteeTimeZone],
    ...where(booking, t),
  ];
  // The guests and the answers to the host's questions, each under its label as asked.
  if (guests.length > 0) details.push([booking.responses?.guests?.label || t('email.guests'), guests.join('\n')]);
  details.push(...bookingAnswers(booking, t('email.notes')));
  if (notice.previous)
    details.push([t('email.was'), formatWhen(notice.previous.start, notice.previous.end, zone, locale)]);
  if (notice.reason) details.push([t('email.reason'), notice.reason]);
  const names = { title: booking.title, invitee: booking.inviteeName };
  const parts = {
    created: {
      subject: t('email.host.created.subject', names),
      body: t('email.host.created.body', names),
    },
    rescheduled: {
      subject: t('email.host.rescheduled.subject', names),
      body: t('email.host.rescheduled.body', names),
    },
    cancelled: {
      subject: t('email.host.cancelled.subject', names),
      body: cancelledBody(
        notice.cancelledBy === 'invitee'
          ? t('email.host.cancelled.byInvitee', names)
          : notice.actedBy
            ? t('email.host.cancelled.byTeamAdmin', { name: notice.actedBy })
            : t('email.host.cancelled.byHost'),
        notice,
        t,
      ),
    },
  }[change];
  const email = composeEmail(booking.hostEmail, parts.subject, {
    greeting: t('email.hi', { name: booking.hostName }),
    body: parts.body,
    details,
    action: { label: t('email.seeBookings'), url: notice.bookingsUrl },
    footnote: t('email.hostFootnote'),
    words: speaker.words,
  });
  // The host organizes the event: their copy is published, not a request to themselves.
  return {
    ...email,
    icalEvent: invite(
      booking,
      change === 'cancelled' && !shortensSeries(booking) ? 'CANCEL' : 'PUBLISH',
      notice,
      hostInviteWords(booking, notice.hostLocale),
    ),
  };
}

/**
 * A guest's own email (one per guest), in the language the invitee booked in: who invited them, what,
 * when (in the invitee's zone), who and where, the link to join when there is one, and the invite with
 * every attendee. Never the manage link: it carries the invitee's secret.
 */
export function guestEmail(change: Change, notice: BookingNotice, guest: string): Email {
  const { booking, inviteeTimeZone: zone } = notice;
  const speaker = speakerOf(notice.inviteeLocale, notice.inviteeDateLocale);
  const { t, locale } = speaker;
  const meeting = meetingOf(booking, t);
  const details: EmailDetail[] = [
    [t('email.what'), booking.title],
    [t('email.when'), formatWhen(booking.start, booking.end, zone, locale)],
    ...seriesDetails(notice, change === 'cancelled' ? 'cancelled' : 'booked', zone, speaker),
    [t('email.who'), who(booking, t)],
    ...where(booking, t),
  ];
  if (notice.previous)
    details.push([t('email.was'), formatWhen(notice.previous.start, notice.previous.end, zone, locale)]);
  if (notice.reason) details.push([t('email.reason'), notice.reason]);
  const inviter = t('email.guest.inviter', { name: booking.inviteeName, email: booking.inviteeEmail });
  const parts = {
    created: {
      subject: t('email.guest.created.subject', { meeting }),
      body: t('email.guest.created.body', { meeting, inviter }),
    },
    rescheduled: {
      subject: t('email.guest.rescheduled.subject', { meeting }),
      body: t('email.guest.rescheduled.body', { meeting, inviter }),
    },
    cancelled: {
      subject: t('email.guest.cancelled.subject', { meeting }),
      body: cancelledBody(t('email.guest.cancelled.body', { meeting, inviter }), notice, t),
    },
  }[change];
  const join = safeLink(booking.locationUrl);
  const email = composeEmail(guest, parts.subject, {
    greeting: t('email.hello'),
    body: parts.body,
    details,
    ...(join && change !== 'cancelled' ? { action: { label: t('email.joinMeeting'), url: join } } : {}),
    footnote:
      change === 'cancelled'
        ? removedText(notice, t)
        : t('email.guest.footnote', { invitee: booking.inviteeName, host: booking.hostName }),
    words: speaker.words,
  });
  const method = change === 'cancelled' && !shortensSeries(booking) ? 'CANCEL' : 'REQUEST';
  return {
    ...email,
    icalEvent: invite({ ...booking, manageUrl: undefined }, method, notice, speaker.invite(meeting)),
  };
}
