import { dateTimeFormat } from '#shared/date-formats.ts';
import { answerText } from '#shared/answer-text.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import { sayMeetingDetails } from '#shared/meeting-details.ts';
import { type WorkflowAction, type WorkflowValues, renderWorkflowText } from '#shared/schemas/workflows.ts';
import { escapeHtml } from '../../lib/email-layout.ts';
import { safeLink } from '../../lib/ical.ts';
import { translate } from '../../lib/locale.ts';
import type { Email } from '../../lib/mailer.ts';
import { parseResponses } from '../bookings/contract.ts';

/** What a workflow email needs of its booking and host. */
export interface EmailBooking {
  title: string;
  startTime: Date;
  endTime: Date;
  inviteeName: string;
  inviteeTimeZone: string;
  location: string | null;
  locationUrl: string | null;
  /** The video meeting's passcode and dial-in as stored ("Passcode: …"), read when the email is sent. */
  meetingDetails: string | null;
  responses: string;
}

function sameDay(a: Date, b: Date, zone: string) {
  const day = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
}

/**
 * 'Tuesday, March 30, 2027, 9:00 AM' in `zone`; the end alone as '9:30 AM' when it is the same day.
 * In the reader's language: English as en-US, any other locale as Intl writes it (ADR 030).
 */
function instants(start: Date, end: Date, zone: string, locale: string) {
  const tag = localeOf(locale) && locale !== 'en' ? locale : 'en-US';
  const full = dateTimeFormat(tag, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });
  const time = dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  return { start: full.format(start), end: sameDay(start, end, zone) ? time.format(end) : full.format(end) };
}

/** The variables' values for one recipient: times in `zone` (the invitee's for the invitee and guests, else the host's). */
export function workflowValues(
  booking: EmailBooking,
  hostName: string,
  zone: string,
  manageUrl: string,
  locale: string | null = null,
  /** The Intl tag the reader's dates are written with (their region and clock), when it is not the language's own. */
  dateLocale: string | null = null,
): WorkflowValues {
  // The link to join, and its passcode and dial-in as the booking emails say them (only with the link).
  const link = safeLink(booking.locationUrl);
  const answers = Object.fromEntries(
    Object.entries(parseResponses(booking.responses)).map(([name, { value }]) => [name, answerText(value)]),
  );
  return {
    event_name: booking.title,
    ...instants(booking.startTime, booking.endTime, zone, dateLocale ?? locale ?? 'en'),
    time_zone: zone.replace(/_/g, ' '),
    invitee_name: booking.inviteeName,
    host_name: hostName,
    location: [
      booking.location,
      booking.locationUrl && booking.locationUrl !== booking.location ? booking.locationUrl : null,
    ]
      .filter(Boolean)
      .join(' '),
    meeting_link: link ?? '',
    meeting_details: link ? sayMeetingDetails(booking.meetingDetails, translate(locale)) : '',
    manage_link: manageUrl,
    answers,
  };
}

/**
 * One action's email: the subject and body with their values as text. The HTML part escapes the
 * whole body (the host writes text, not markup), so no value can add an element or a link.
 */
export function workflowEmail(
  to: string,
  action: Pick<WorkflowAction, 'subject' | 'body'>,
  values: WorkflowValues,
): Email {
  const subject = renderWorkflowText(action.subject, values, 'subject');
  const text = renderWorkflowText(action.body, values, 'body');
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f9fafb;padding:24px;color:#111827">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px;white-space:normal">${paragraphs}</div></body></html>`;
  return { to, subject, text, html };
}
