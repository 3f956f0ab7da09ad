import * as z from 'zod/mini';
import { LocaleSchema } from '../i18n/locales.ts';
import { BookingStatusSchema, CancelInputSchema } from './bookings.ts';

/**
 * Requests the host confirms (ADR 025): a booking of an event type that requires confirmation is
 * `pending` until the host approves or declines it (in the app, or by the signed links of their email),
 * or until it expires.
 */

/** Every API path of the email's links, relative to API_BASE ('/api'); the token goes in X-Request-Token. */
export const requestsApi = {
  /** GET: the request as the link's page shows it (RequestLinkView). Changes nothing. */
  view: (uid: string) => `/public/requests/${encodeURIComponent(uid)}`,
  /** POST with the approve link's token. */
  approve: (uid: string) => `/public/requests/${encodeURIComponent(uid)}/approve`,
  /** POST {reason?} with the decline link's token. */
  decline: (uid: string) => `/public/requests/${encodeURIComponent(uid)}/decline`,
} as const;

/** The header that carries an approve or decline link's secret (never an API URL, so logs never hold it). */
export const REQUEST_TOKEN_HEADER = 'x-request-token';

export const RequestActionSchema = z.enum(['approve', 'decline']);
export type RequestAction = z.infer<typeof RequestActionSchema>;

export const requestMessages = {
  linkInvalid: 'This link is not valid. Open the latest email about this request, or answer it from your bookings.',
  /** The link page's own words for a forged link: a title, and what to do. */
  linkInvalidTitle: 'This link is not valid',
  linkInvalidHint: 'Open the latest email about this request, or answer it from your bookings.',
  notRequest: 'This booking is not a request: it is already confirmed.',
  alreadyApproved: 'This request was already approved.',
  alreadyDeclined: 'This request was already declined.',
  expired: 'This request expired before it was answered.',
  cancelledByInvitee: 'The invitee cancelled this request.',
  started: 'This request can no longer be approved: its time has come.',
  timeTaken: 'Another booking now holds this time, so this request can no longer be approved. Decline it instead.',
  /** The reason an expired request carries (its invitee's email and the host's list say it). */
  expiredReason: 'The host did not answer in time.',
  approved: 'Request approved. The invitee will get the calendar invitation.',
  declined: 'Request declined. The invitee will be emailed.',
  approveFailed: 'Could not approve the request',
  declineFailed: 'Could not decline the request',
  /** The booker's answer after booking a time that needs confirming. */
  sentTitle: 'Request sent',
  /** The manage page of a pending booking. */
  pendingTitle: 'Waiting for confirmation',
  declinedTitle: 'Request declined',
} as const;

/** The sentence for a booking that is not (or no longer) pending, from its status. */
export function decidedMessage(row: { status: string; cancelReason: string | null; cancelledBy: string | null }) {
  switch (row.status) {
    case 'accepted':
      return requestMessages.alreadyApproved;
    case 'cancelled':
      return requestMessages.cancelledByInvitee;
    default:
      return row.cancelledBy === 'system' ? requestMessages.expired : requestMessages.alreadyDeclined;
  }
}

/** POST …/decline. */
export const DeclineInputSchema = CancelInputSchema;
export type DeclineInput = z.infer<typeof DeclineInputSchema>;

/** What an approve or decline link's page shows: the request, and what the link does. */
export const RequestLinkViewSchema = z.object({
  uid: z.string(),
  /** What this link does (the token says which). */
  action: RequestActionSchema,
  status: BookingStatusSchema,
  /** Why it can no longer be answered, when it cannot; null while pending. */
  decided: z.nullable(z.string()),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  hostTimeZone: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  inviteeTimeZone: z.string(),
  notes: z.string(),
  location: z.nullable(z.string()),
  requestExpiresAt: z.nullable(z.string()),
  /** The host's language (their Profile, ADR 030): the page speaks it. */
  locale: z.optional(LocaleSchema),
});
export type RequestLinkView = z.infer<typeof RequestLinkViewSchema>;
