import * as z from 'zod/mini';
import { BOOKING_EVENTS } from '../booking-events.ts';

/**
 * The live event stream (ADR 034): `GET /api/events` carries the signed-in host's booking events as
 * Server-Sent Events. Each `booking` event has an increasing `id`; a client that reconnects sends the
 * last one it saw as `Last-Event-ID` and gets what it missed, once. `end` says why the server closed
 * the stream; `resync` that events may have been missed (older than the log keeps) and the client
 * should read everything again.
 */
export const liveApi = {
  /** GET (signed in, Accept: text/event-stream; header Last-Event-ID to resume). */
  events: '/events',
} as const;

export const LAST_EVENT_ID_HEADER = 'last-event-id';

/** The SSE event names the stream sends. */
export const LIVE_STREAM_EVENTS = { booking: 'booking', end: 'end', resync: 'resync' } as const;

/** The booking changes a live event tells about: every booking event (src-shared/booking-events.ts). */
export const LiveEventKindSchema = z.enum(BOOKING_EVENTS);
export type LiveEventKind = z.infer<typeof LiveEventKindSchema>;

/** What a client needs to show the change and find the booking; the booking itself is read from /api/bookings. */
export const LiveBookingSchema = z.object({
  uid: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['accepted', 'pending', 'cancelled', 'rejected']),
  inviteeName: z.string(),
  /** The link to join, when the meeting has one. */
  locationUrl: z.nullable(z.string()),
});
export type LiveBooking = z.infer<typeof LiveBookingSchema>;

/** The `data` of a `booking` event. */
export const LiveEventSchema = z.object({
  kind: LiveEventKindSchema,
  /** When the change was written (ISO). */
  at: z.string(),
  booking: LiveBookingSchema,
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** Why the server ended a stream: the access token expired (reconnect with a fresh one), or the session ended. */
export const LiveEndReasonSchema = z.enum(['expired', 'session-ended', 'shutdown']);
export type LiveEndReason = z.infer<typeof LiveEndReasonSchema>;
export const LiveEndSchema = z.object({ reason: LiveEndReasonSchema });

/** A Last-Event-ID: the decimal id of an event the client saw. */
export const LiveStreamHeadersSchema = z.object({
  [LAST_EVENT_ID_HEADER]: z.optional(
    z.string().check(z.regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event this stream sent.')),
  ),
});

export const liveMessages = {
  tooManyStreams: 'Too many live connections for this account. Close another Kairos window or tab and try again.',
  serverFull: 'The server has too many live connections right now. It will be tried again shortly.',
  /** The toast on the bookings page. */
  newBooking: (inviteeName: string, when: string) => `New booking: ${inviteeName}, ${when}`,
  newRequest: (inviteeName: string, when: string) => `New request: ${inviteeName}, ${when}`,
  /** The banner while the server cannot be reached. */
  offline: 'Kairos can’t reach the server. What you see may be out of date; it reconnects by itself.',
} as const;

/**
 * A meeting's start as a notification or toast says it ("Thu, Nov 26, 10:00 AM"), in `timeZone`
 * (default: the device's) and `locale` (default: the device's own way of writing it).
 */
export function liveWhen(start: string, timeZone?: string, locale?: string, hour12?: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
    ...(hour12 !== undefined ? { hourCycle: hour12 ? 'h12' : 'h23' } : {}),
  }).format(new Date(start));
}

/** The desktop app's notifications and tray (ADR 034): plain text, shown by the OS, never HTML. */
export const desktopLiveMessages = {
  bookingTitle: 'New booking',
  cancellationTitle: 'Booking cancelled',
  requestTitle: 'New request',
  /** A notification's body: who, what, when. */
  body: (inviteeName: string, title: string, when: string) => `${inviteeName} · ${title} · ${when}`,
  approve: 'Approve',
  decline: 'Decline',
  approveFailed: 'Could not approve the request',
  declineFailed: 'Could not decline the request',
  trayTooltip: 'Kairos',
  today: 'Today',
  noMoreToday: 'No more meetings today',
  signedOut: 'Not signed in',
  offline: 'Offline · showing the last agenda',
  joinNow: (title: string) => `Join now: ${title}`,
  join: 'Join',
  openBooking: 'Open in Kairos',
  copyLink: 'Copy my booking link',
  openApp: 'Open Kairos',
  settings: 'Settings',
  notifyBookings: 'Notify me of new bookings',
  notifyCancellations: 'Notify me of cancellations',
  notifyRequests: 'Notify me of requests',
  launchAtLogin: 'Open at login',
  keepInTray: 'Keep running in the tray when the window closes',
  quit: 'Quit',
} as const;
