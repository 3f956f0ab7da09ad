import { apps } from '#shared/apps.ts';
import type { CalendarErrorCode } from '#shared/schemas/calendars.ts';
import { type GoogleCalendarApi, googleCalendarApi } from '../../../../lib/google-calendar.ts';
import { GrantDeadError, ProviderApiError } from '../../../apps/oauth/types.ts';
import { accountCalendarProvider } from '../account-provider.ts';
import type { CalendarProvider } from '../types.ts';
import { readCalendar, remoteCalendarOf } from './sync.ts';
import { deleteGoogleEvent, putGoogleEvent } from './writes.ts';

/** A failure of Google's as one of the shared codes (a dead grant is "reconnect"). */
export function describeGoogleError(error: unknown): CalendarErrorCode | undefined {
  if (error instanceof GrantDeadError) return 'auth';
  if (!(error instanceof ProviderApiError)) return undefined;
  if (error.status === 401) return 'auth';
  if (error.status === 403 && !/rate|quota/i.test(error.code)) return 'auth';
  if (error.status === 404) return 'not-found';
  return 'server-error';
}

/**
 * Google Calendar (ADR 049): the host's Google account through its OAuth grant (ADR 048), every
 * calendar of its list (primary, secondary, shared) a calendar of the connection; events read with
 * sync tokens and kept as iCalendar objects; bookings written with the invite's UID.
 */
export const googleCalendarProvider: CalendarProvider = accountCalendarProvider<GoogleCalendarApi>({
  kind: 'google-calendar',
  app: apps.find((app) => app.slug === 'google-calendar') ?? {
    slug: 'google-calendar',
    name: 'Google Calendar',
    category: 'calendar',
    description:
      'Your Google calendars keep people from booking times you are busy, and new bookings are added to one of them.',
    worksWith: 'Google Calendar and Google Workspace',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: 'google-calendar',
  },
  grant: 'google',
  api: (context, grantId) => googleCalendarApi(context.grants, grantId),
  list: async (api, options) =>
    (await api.calendars(options)).map((entry) => ({ ...remoteCalendarOf(entry), primary: entry.primary === true })),
  read: (context, api, calendar, options, fullAllowed) => readCalendar(context.db, api, calendar, options, fullAllowed),
  put: putGoogleEvent,
  remove: deleteGoogleEvent,
  describeError: describeGoogleError,
});
