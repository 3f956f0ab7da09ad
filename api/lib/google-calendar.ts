import * as z from 'zod/mini';
import type { ApiAnswer, ApiRequest, GrantAccess } from '../modules/apps/oauth/types.ts';

/**
 * A small client of Google Calendar API v3 (developers.google.com/calendar/api/v3/reference): the
 * calls the Google Calendar provider (calendars/providers/google/) and Google Meet
 * (bookings/conferencing/google-meet/) make, each answer checked by a schema, every call through the
 * host's grant (`grants.request`: its token, refresh, rate limits and the outbound policy; ADR 048,
 * ADR 049). Nothing here holds a token.
 */

const EventTimeSchema = z.object({
  dateTime: z.optional(z.string()),
  date: z.optional(z.string()),
  timeZone: z.optional(z.string()),
});
export type GoogleEventTime = z.infer<typeof EventTimeSchema>;

const EntryPointSchema = z.object({
  entryPointType: z.string(),
  uri: z.string(),
  label: z.optional(z.string()),
  pin: z.optional(z.string()),
});

export const GoogleEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(1100)),
  etag: z.optional(z.string()),
  status: z.optional(z.string()),
  iCalUID: z.optional(z.string()),
  summary: z.optional(z.string()),
  start: z.optional(EventTimeSchema),
  end: z.optional(EventTimeSchema),
  recurrence: z.optional(z.array(z.string())),
  recurringEventId: z.optional(z.string()),
  originalStartTime: z.optional(EventTimeSchema),
  transparency: z.optional(z.string()),
  /** 'default', 'outOfOffice', 'focusTime', 'workingLocation', … */
  eventType: z.optional(z.string()),
  attendees: z.optional(
    z.array(
      z.object({
        email: z.optional(z.string()),
        self: z.optional(z.boolean()),
        responseStatus: z.optional(z.string()),
      }),
    ),
  ),
  hangoutLink: z.optional(z.string()),
  conferenceData: z.optional(
    z.object({
      conferenceId: z.optional(z.string()),
      createRequest: z.optional(
        z.object({ requestId: z.optional(z.string()), status: z.optional(z.object({ statusCode: z.string() })) }),
      ),
      entryPoints: z.optional(z.array(EntryPointSchema)),
    }),
  ),
});
export type GoogleEvent = z.infer<typeof GoogleEventSchema>;

const EventListSchema = z.object({
  items: z.optional(z.array(GoogleEventSchema)),
  nextPageToken: z.optional(z.string()),
  nextSyncToken: z.optional(z.string()),
});
export type GoogleEventList = z.infer<typeof EventListSchema>;

const CalendarListSchema = z.object({
  items: z.optional(
    z.array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(1024)),
        summary: z.optional(z.string()),
        summaryOverride: z.optional(z.string()),
        backgroundColor: z.optional(z.string()),
        accessRole: z.string(),
        primary: z.optional(z.boolean()),
        hidden: z.optional(z.boolean()),
        deleted: z.optional(z.boolean()),
      }),
    ),
  ),
  nextPageToken: z.optional(z.string()),
});
export type GoogleCalendarEntry = NonNullable<z.infer<typeof CalendarListSchema>['items']>[number];

/** What a list or write asks of the call: the abort signal and how long it may take in all. */
export interface CallOptions {
  signal?: AbortSignal;
  deadlineMs?: number;
}

/** The fields a busy read needs (a partial response: smaller pages). */
const EVENT_FIELDS =
  'id,etag,status,iCalUID,summary,start,end,recurrence,recurringEventId,originalStartTime,transparency,eventType,attendees(email,self,responseStatus)';
/** Events per page (Google allows 2,500; answers stay well under the size limit). */
const PAGE_SIZE = 1000;
/** One page's largest answer. */
const PAGE_BYTES = 8 * 1024 * 1024;

export function googleCalendarApi(grants: GrantAccess, grantId: string) {
  const base = () => `${grants.apiBase('google')}/calendar/v3`;
  const eventsUrl = (calendarId: string, eventId?: string) =>
    `${base()}/calendars/${encodeURIComponent(calendarId)}/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}`;
  const call = <T>(request: ApiRequest<T>, options: CallOptions): Promise<ApiAnswer<T>> =>
    grants.request(grantId, {
      ...request,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
    });

  return {
    /** Every calendar of the account (primary, secondary, shared), page by page. */
    async calendars(options: CallOptions = {}): Promise<GoogleCalendarEntry[]> {
      const all: GoogleCalendarEntry[] = [];
      let pageToken: string | undefined;
      do {
        const answer = await call(
          {
            method: 'GET',
            url: `${base()}/users/me/calendarList`,
            query: { maxResults: 250, pageToken },
            schema: CalendarListSchema,
          },
          options,
        );
        all.push(...(answer.body?.items ?? []).filter((c) => !c.deleted));
        pageToken = answer.body?.nextPageToken;
      } while (pageToken);
      return all;
    },

    /**
     * One page of a calendar's events: a full read (`timeMin`) or the changes since a sync token (no
     * other restriction is allowed with it). A 410 (the token is gone) answers null.
     */
    async eventsPage(
      calendarId: string,
      page: { syncToken?: string; pageToken?: string; timeMin?: string },
      options: CallOptions = {},
    ): Promise<GoogleEventList | null> {
      const answer = await call(
        {
          method: 'GET',
          url: eventsUrl(calendarId),
          query: {
            maxResults: PAGE_SIZE,
            fields: `items(${EVENT_FIELDS}),nextPageToken,nextSyncToken`,
            ...(page.syncToken ? { syncToken: page.syncToken } : { timeMin: page.timeMin }),
            pageToken: page.pageToken,
          },
          schema: EventListSchema,
          accept: [410],
          maxBytes: PAGE_BYTES,
        },
        options,
      );
      return answer.status === 410 ? null : (answer.body ?? { items: [] });
    },

    /** The calendar's event with this iCalendar UID (one Kairos wrote whose answer was lost), if any. */
    async findByICalUID(calendarId: string, iCalUID: string, options: CallOptions = {}): Promise<GoogleEvent | null> {
      const answer = await call(
        { method: 'GET', url: eventsUrl(calendarId), query: { iCalUID }, schema: EventListSchema },
        options,
      );
      // A recurring event's changed instances share its iCalUID: the event itself is the one without a series.
      return (answer.body?.items ?? []).find((e) => e.status !== 'cancelled' && !e.recurringEventId) ?? null;
    },

    /** events.get; null when it is gone (404, 410) or deleted. */
    async get(calendarId: string, eventId: string, options: CallOptions = {}): Promise<GoogleEvent | null> {
      const answer = await call(
        { method: 'GET', url: eventsUrl(calendarId, eventId), schema: GoogleEventSchema, accept: [404, 410] },
        options,
      );
      return answer.body && answer.body.status !== 'cancelled' ? answer.body : null;
    },

    /** events.insert, never sending Google's own invitations (Kairos's email is the one channel). */
    async insert(calendarId: string, body: object, options: CallOptions = {}): Promise<GoogleEvent> {
      const answer = await call(
        {
          method: 'POST',
          url: eventsUrl(calendarId),
          query: { sendUpdates: 'none', conferenceDataVersion: 1 },
          body,
          schema: GoogleEventSchema,
        },
        options,
      );
      return answer.body!;
    },

    /** events.patch (fields given replace theirs; conferenceData kept unless given); null when it is gone. */
    async patch(
      calendarId: string,
      eventId: string,
      body: object,
      options: CallOptions = {},
    ): Promise<GoogleEvent | null> {
      const answer = await call(
        {
          method: 'PATCH',
          url: eventsUrl(calendarId, eventId),
          query: { sendUpdates: 'none', conferenceDataVersion: 1 },
          body,
          schema: GoogleEventSchema,
          accept: [404, 410],
        },
        options,
      );
      return answer.status === 404 || answer.status === 410 ? null : answer.body;
    },

    /**
     * events.instances: every occurrence of a recurring event as Google now has it (cancelled ones
     * included), each with its own id and `originalStartTime`; null when the event is gone.
     */
    async instances(calendarId: string, eventId: string, options: CallOptions = {}): Promise<GoogleEvent[] | null> {
      const all: GoogleEvent[] = [];
      let pageToken: string | undefined;
      do {
        const answer = await call(
          {
            method: 'GET',
            url: `${eventsUrl(calendarId, eventId)}/instances`,
            query: { showDeleted: true, maxResults: PAGE_SIZE, pageToken },
            schema: EventListSchema,
            accept: [404, 410],
            maxBytes: PAGE_BYTES,
          },
          options,
        );
        if (answer.status === 404 || answer.status === 410) return null;
        all.push(...(answer.body?.items ?? []));
        pageToken = answer.body?.nextPageToken;
      } while (pageToken);
      return all;
    },

    /** events.delete; already deleted (410) or unknown (404) counts as done. */
    async remove(calendarId: string, eventId: string, options: CallOptions = {}): Promise<void> {
      await call(
        {
          method: 'DELETE',
          url: eventsUrl(calendarId, eventId),
          query: { sendUpdates: 'none' },
          accept: [404, 410],
        },
        options,
      );
    },
  };
}

export type GoogleCalendarApi = ReturnType<typeof googleCalendarApi>;
