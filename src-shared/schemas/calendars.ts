import * as z from 'zod/mini';
import { oneLine } from '../text.ts';

/**
 * Connected calendars (issue 25): a host's CalDAV accounts and iCal subscriptions, whose events make
 * times busy, and one calendar that receives the host's bookings.
 */

export const CALENDAR_KINDS = ['caldav', 'subscription'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** Busy times are refreshed in the background this often, and at once after a change. */
export const CALENDAR_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
/** The fresh read of the host's conflict calendars at the moment of booking waits at most this long. */
export const CALENDAR_LIVE_CHECK_TIMEOUT_MS = 3000;
/** A background read or a connection attempt waits at most this long for a server. */
export const CALENDAR_REQUEST_TIMEOUT_MS = 15_000;
/**
 * A booking's write into the host's calendar that has failed this many times in a row (the outbox
 * retries it after 1 and 5 minutes) is shown in Installed Apps, and the host is emailed once.
 */
export const CALENDAR_WRITE_FAILURES_SHOWN = 3;
/** A subscription's iCal file may be at most this large. */
export const SUBSCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/** The most events (calendar objects) one CalDAV calendar may hold. */
export const MAX_CALDAV_OBJECTS = 20_000;
/** Connections (CalDAV accounts and subscriptions together) one host may have. */
export const MAX_CALENDAR_CONNECTIONS_PER_USER = 10;
export const CALENDAR_URL_MAX_LENGTH = 2000;
export const CALDAV_USERNAME_MAX_LENGTH = 256;
export const CALDAV_PASSWORD_MAX_LENGTH = 1024;

/**
 * Why a connection or a read failed. Each has its own sentence (`calendarErrorMessages`), which is
 * what a 400 answers and what Installed Apps shows.
 */
export const CALENDAR_ERROR_CODES = [
  'auth',
  'no-calendars',
  'unreachable',
  'timeout',
  'tls',
  'not-https',
  'not-caldav',
  'not-found',
  'not-ical',
  'too-large',
  'address-not-allowed',
  'https-required',
  'server-error',
  'write-failed',
  'unreadable',
] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

export const calendarErrorMessages: Record<CalendarErrorCode, string> = {
  auth: 'The server refused this user name or password.',
  'no-calendars': 'There are no CalDAV calendars at this address.',
  unreachable: 'The server could not be reached. Check the address and try again.',
  timeout: 'The server did not answer in time. Try again later.',
  tls: "The server's secure connection could not be verified (TLS certificate problem).",
  'not-https': 'This server does not use https. Type its address with http:// if you trust this network.',
  'not-caldav': 'This address is not a CalDAV server.',
  'not-found': 'Nothing was found at this address (404).',
  'not-ical': 'This address does not serve an iCalendar (.ics) file.',
  'too-large': `The calendar is too large to read: a subscription may be at most ${SUBSCRIPTION_MAX_BYTES / 1024 / 1024} MB, a CalDAV calendar ${MAX_CALDAV_OBJECTS.toLocaleString('en')} events.`,
  'address-not-allowed':
    'Calendar addresses must point to a public address, not a local or private one. The operator of this Kairos server can allow hosts on your own network.',
  'https-required':
    'This address must use https: plain http is only allowed to hosts on your own network that the operator of this Kairos server allowed.',
  'server-error': 'The calendar server answered with an error. Try again later.',
  'write-failed': 'Bookings could not be added to this calendar.',
  unreadable: 'This calendar has an event Kairos cannot read.',
};

/**
 * "Refresh now" reads a connection at once at most this many times a minute; a click past that is
 * folded into one refresh when the minute ends (the answer is the same 202).
 */
export const CALENDAR_MANUAL_REFRESHES_PER_MINUTE = 10;

/** The "unreadable" failure with the event's name (its summary, else its UID), as Installed Apps shows it. */
export function unreadableEventText(name: string): string {
  return `This calendar has an event Kairos cannot read: ${name}`;
}

export const calendarMessages = {
  urlInvalid: 'Enter a valid address, like https://cloud.example.com.',
  urlCredentials: 'Put the user name and password in their own fields, not in the address.',
  urlTooLong: `The address must be at most ${CALENDAR_URL_MAX_LENGTH} characters.`,
  usernameRequired: 'Enter your user name.',
  usernameTooLong: `The user name must be at most ${CALDAV_USERNAME_MAX_LENGTH} characters.`,
  passwordRequired: 'Enter your password or app password.',
  passwordTooLong: `The password must be at most ${CALDAV_PASSWORD_MAX_LENGTH} characters.`,
  notFound: 'Calendar connection not found',
  calendarNotFound: 'Calendar not found',
  tooMany: `You can connect at most ${MAX_CALENDAR_CONNECTIONS_PER_USER} calendar accounts and subscriptions.`,
  alreadyConnected: 'This calendar is already connected.',
  readOnlyDestination: 'Bookings can only be added to a CalDAV calendar you can write to.',
  /** `not-https` when connecting: with the address to type (`plainHttpAddress`). */
  notHttps: (address: string) => `This server does not use https. Type ${address} if you trust this network.`,
  connected: 'Calendar connected',
  removed: 'Calendar removed',
  refreshing: 'Refreshing…',
  conflict: 'This time is no longer free in the host’s calendar. Please choose another.',
} as const;

function parsesAsUrl(v: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(v);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function hasCredentials(v: string): boolean {
  try {
    const url = new URL(v);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** An address as a person types it; a bare host gets https:// (the server adds it, too). */
const urlSchema = (protocols: readonly string[]) =>
  z.string({ error: calendarMessages.urlInvalid }).check(
    z.trim(),
    z.minLength(1, calendarMessages.urlInvalid),
    z.maxLength(CALENDAR_URL_MAX_LENGTH, calendarMessages.urlTooLong),
    oneLine(),
    z.refine((v) => parsesAsUrl(withScheme(v), protocols), calendarMessages.urlInvalid),
    z.refine((v) => !hasCredentials(withScheme(v)), calendarMessages.urlCredentials),
  );

/** `cloud.example.com` → `https://cloud.example.com`; anything with a scheme is left as it is. */
export function withScheme(text: string): string {
  const v = text.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * What to type for a server that answered https with plain HTTP: the same host, port and path over
 * http (`127.0.0.1:40301` → `http://127.0.0.1:40301`; a bare host was tried on 443, so it keeps it).
 */
export function plainHttpAddress(text: string): string {
  const url = new URL(withScheme(text).replace(/^webcals?:/i, 'https:'));
  const rest = url.pathname === '/' && !url.search ? '' : `${url.pathname}${url.search}`;
  return `http://${url.host}${url.port ? '' : ':443'}${rest}`;
}

/** POST /api/calendars/caldav. */
export const CaldavConnectInputSchema = z.object({
  url: urlSchema(['https:', 'http:']),
  username: z
    .string({ error: calendarMessages.usernameRequired })
    .check(
      z.trim(),
      z.minLength(1, calendarMessages.usernameRequired),
      z.maxLength(CALDAV_USERNAME_MAX_LENGTH, calendarMessages.usernameTooLong),
      oneLine(),
    ),
  password: z
    .string({ error: calendarMessages.passwordRequired })
    .check(
      z.minLength(1, calendarMessages.passwordRequired),
      z.maxLength(CALDAV_PASSWORD_MAX_LENGTH, calendarMessages.passwordTooLong),
      oneLine(),
    ),
});
export type CaldavConnectInput = z.infer<typeof CaldavConnectInputSchema>;

/** POST /api/calendars/subscriptions: any iCal address, https:// or webcal://. */
export const SubscriptionInputSchema = z.object({ url: urlSchema(['https:', 'http:', 'webcal:', 'webcals:']) });
export type SubscriptionInput = z.infer<typeof SubscriptionInputSchema>;

/** PATCH /api/calendars/:id/calendars/:calendarId. */
export const ConnectedCalendarPatchSchema = z.object({
  checkConflicts: z.optional(z.boolean()),
  isDestination: z.optional(z.boolean()),
});
export type ConnectedCalendarPatch = z.infer<typeof ConnectedCalendarPatchSchema>;

export const ConnectedCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `#rrggbb` when the server gives one. */
  color: z.nullable(z.string()),
  checkConflicts: z.boolean(),
  isDestination: z.boolean(),
  /** Subscriptions and read-only CalDAV calendars cannot receive bookings. */
  readOnly: z.boolean(),
});
export type ConnectedCalendar = z.infer<typeof ConnectedCalendarSchema>;

export const CalendarConnectionSchema = z.object({
  id: z.string(),
  /** The app's connection kind (src-shared/apps.ts): its calendar provider. */
  kind: z.string(),
  /** The address as connected (never with credentials). */
  url: z.string(),
  /** CalDAV: the user name; subscriptions: null. The password is never returned. */
  username: z.nullable(z.string()),
  /** ISO time of the last successful read; null before the first. */
  lastSyncAt: z.nullable(z.string()),
  /** The last read's failure in words (`calendarErrorMessages`), null when the last read worked. */
  error: z.nullable(z.string()),
  errorCode: z.nullable(z.enum(CALENDAR_ERROR_CODES)),
  /** With errorCode "unreadable": the event's summary or UID, when known. */
  errorEvent: z.nullable(z.string()),
  /** Writing bookings into this account's calendar keeps failing: in words, or null. */
  writeError: z.nullable(z.string()),
  /** An OAuth provider refused this account's grant (ADR 048): "Reconnect needed". */
  needsReconnect: z.boolean(),
  createdAt: z.string(),
  calendars: z.array(ConnectedCalendarSchema),
});
export type CalendarConnection = z.infer<typeof CalendarConnectionSchema>;

export const CalendarConnectionListSchema = z.object({ items: z.array(CalendarConnectionSchema) });
export type CalendarConnectionList = z.infer<typeof CalendarConnectionListSchema>;

const idSchema = z.string().check(z.minLength(1), z.maxLength(64), oneLine());
export const CalendarConnectionParamsSchema = z.object({ id: idSchema });
export const ConnectedCalendarParamsSchema = z.object({ id: idSchema, calendarId: idSchema });

/** What Installed Apps shows for a write that keeps failing: the general sentence, then why. */
export function calendarWriteErrorText(code: CalendarErrorCode): string {
  const general = calendarErrorMessages['write-failed'];
  return code === 'write-failed' ? general : `${general} ${calendarErrorMessages[code]}`;
}

/** Any 400 of the connect routes: a failed connection carries its code, a refused input only its sentence. */
export const CalendarBadRequestSchema = z.object({
  error: z.string(),
  code: z.optional(z.enum(CALENDAR_ERROR_CODES)),
});
