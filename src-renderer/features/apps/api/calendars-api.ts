const id = (value: string) => encodeURIComponent(value);

/** The connected calendars' API paths (issue 25's contract, `src-shared/schemas/calendars.ts`). */
export const calendarsApi = {
  list: '/calendars',
  /** The App Store's calendar apps, as this server offers them. */
  apps: '/calendars/apps',
  /** The video services a location can name (ADR 045). */
  conferencingApps: '/conferencing/apps',
  caldav: '/calendars/caldav',
  subscriptions: '/calendars/subscriptions',
  connection: (connectionId: string) => `/calendars/${id(connectionId)}`,
  refresh: (connectionId: string) => `/calendars/${id(connectionId)}/refresh`,
  calendar: (connectionId: string, calendarId: string) => `/calendars/${id(connectionId)}/calendars/${id(calendarId)}`,
} as const;
