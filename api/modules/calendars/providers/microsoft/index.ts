import { apps } from '#shared/apps.ts';
import type { CalendarErrorCode } from '#shared/schemas/calendars.ts';
import { type MicrosoftGraph, microsoftGraph } from '../../../../lib/microsoft-graph.ts';
import { GrantDeadError, ProviderApiError } from '../../../apps/oauth/types.ts';
import { accountCalendarProvider } from '../account-provider.ts';
import type { CalendarProvider } from '../types.ts';
import { readCalendar, remoteCalendarOf } from './sync.ts';
import { deleteGraphEvent, putGraphEvent } from './writes.ts';

/** A failure of Graph's as one of the shared codes (a dead grant is "reconnect"). */
export function describeGraphError(error: unknown): CalendarErrorCode | undefined {
  if (error instanceof GrantDeadError) return 'auth';
  if (!(error instanceof ProviderApiError)) return undefined;
  if (error.status === 401 || error.status === 403) return 'auth';
  if (error.status === 404) return 'not-found';
  return 'server-error';
}

const KIND = 'microsoft-365';

/**
 * Microsoft 365 (ADR 050): the host's Outlook mailbox through its Microsoft grant (ADR 048), every
 * calendar of `/me/calendars` (default, secondary, shared) a calendar of the connection; events read
 * through each calendar's view delta and kept as iCalendar objects (events.ts, sync.ts); bookings
 * written with the invite's UID as transactionId (writes.ts).
 */
export const microsoftCalendarProvider: CalendarProvider = accountCalendarProvider<MicrosoftGraph>({
  kind: KIND,
  app: apps.find((app) => app.slug === 'microsoft-365') ?? {
    slug: 'microsoft-365',
    name: 'Microsoft 365',
    category: 'calendar',
    description:
      'Your Outlook calendars keep people from booking times you are busy, and new bookings are added to one of them.',
    worksWith: 'Outlook, Microsoft 365 and Outlook.com',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: KIND,
  },
  grant: 'microsoft',
  api: (context, grantId) => microsoftGraph(context.grants, grantId),
  list: async (api, options) =>
    (await api.calendars(options)).map((entry) => ({
      ...remoteCalendarOf(entry),
      primary: entry.isDefaultCalendar === true,
    })),
  read: (_context, api, calendar, options, fullAllowed) =>
    readCalendar(api, calendar, options, { now: Date.now(), fullAllowed }),
  put: putGraphEvent,
  remove: deleteGraphEvent,
  describeError: describeGraphError,
});
