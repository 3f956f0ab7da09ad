import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { ApiAnswer, ApiRequest, GrantAccess } from '../modules/apps/oauth/types.ts';
import { ProviderApiError } from '../modules/apps/oauth/types.ts';

/**
 * A small client of Microsoft Graph v1.0 (learn.microsoft.com/graph/api/resources/event): the calls
 * the Microsoft 365 calendar provider (calendars/providers/microsoft/) and Microsoft Teams
 * (bookings/conferencing/microsoft-teams/) make, each answer checked by a schema, every call through
 * the host's grant (`grants.request`: its token, refresh, rate limits and the outbound policy; ADR
 * 048, ADR 050), every one with `Prefer: outlook.timezone="UTC"` so Graph's zone-less `dateTime`s
 * are UTC (cal.com #885). Nothing here holds a token.
 */

const DateTimeZoneSchema = z.object({ dateTime: z.string(), timeZone: z.optional(z.string()) });

export const GraphEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  '@removed': z.optional(z.object({ reason: z.optional(z.string()) })),
  changeKey: z.optional(z.nullable(z.string())),
  iCalUId: z.optional(z.nullable(z.string())),
  transactionId: z.optional(z.nullable(z.string())),
  subject: z.optional(z.nullable(z.string())),
  start: z.optional(z.nullable(DateTimeZoneSchema)),
  end: z.optional(z.nullable(DateTimeZoneSchema)),
  isAllDay: z.optional(z.nullable(z.boolean())),
  isCancelled: z.optional(z.nullable(z.boolean())),
  showAs: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  seriesMasterId: z.optional(z.nullable(z.string())),
  isOnlineMeeting: z.optional(z.nullable(z.boolean())),
  onlineMeeting: z.optional(z.nullable(z.object({ joinUrl: z.optional(z.nullable(z.string())) }))),
});
export type GraphEvent = z.infer<typeof GraphEventSchema>;

const DeltaPageSchema = z.object({
  value: z.array(GraphEventSchema),
  '@odata.nextLink': z.optional(z.string()),
  '@odata.deltaLink': z.optional(z.string()),
});
export type GraphDeltaPage = z.infer<typeof DeltaPageSchema>;

export const GraphCalendarSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  name: z.optional(z.nullable(z.string())),
  hexColor: z.optional(z.nullable(z.string())),
  isDefaultCalendar: z.optional(z.nullable(z.boolean())),
  canEdit: z.optional(z.nullable(z.boolean())),
  allowedOnlineMeetingProviders: z.optional(z.nullable(z.array(z.string()))),
});
export type GraphCalendar = z.infer<typeof GraphCalendarSchema>;

const CalendarPageSchema = z.object({
  value: z.array(GraphCalendarSchema),
  '@odata.nextLink': z.optional(z.string()),
});

export interface CallOptions {
  signal?: AbortSignal;
  deadlineMs?: number;
}

/** Graph's answers in UTC (its default too, but said, as the research note asks). */
const UTC = 'outlook.timezone="UTC"';
/** Events a delta page holds at most (Graph's own cap may be lower). */
const PAGE_SIZE = 200;
const PAGE_BYTES = 8 * 1024 * 1024;

export function microsoftGraph(grants: GrantAccess, grantId: string) {
  const base = () => `${grants.apiBase('microsoft')}/v1.0`;
  const call = <T>(request: ApiRequest<T>, options: CallOptions = {}): Promise<ApiAnswer<T>> =>
    grants.request(grantId, {
      ...request,
      headers: { Prefer: UTC, ...request.headers },
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
    });
  /** A link Graph gave (next page, delta): only ever on Graph's own origin. */
  const own = (link: string) => {
    if (!link.startsWith(`${base()}/`)) throw new ProviderApiError(502, 'invalid-answer', 'Graph linked elsewhere');
    return link;
  };
  const events = (calendarId: string) => `${base()}/me/calendars/${encodeURIComponent(calendarId)}/events`;
  const event = (eventId: string) => `${base()}/me/events/${encodeURIComponent(eventId)}`;

  return {
    /** Every calendar of the mailbox (its own and those shared with it), page by page. */
    async calendars(options: CallOptions = {}): Promise<GraphCalendar[]> {
      const all: GraphCalendar[] = [];
      let url: string | undefined = `${base()}/me/calendars`;
      while (url) {
        const answer: ApiAnswer<z.infer<typeof CalendarPageSchema>> = await call(
          { method: 'GET', url, schema: CalendarPageSchema },
          options,
        );
        all.push(...(answer.body?.value ?? []));
        const next = answer.body?.['@odata.nextLink'];
        url = next ? own(next) : undefined;
        if (all.length > 1000) throw new ProviderApiError(502, 'invalid-answer', 'too many calendars');
      }
      return all;
    },

    async calendar(calendarId: string, options: CallOptions = {}): Promise<GraphCalendar | null> {
      const answer = await call(
        {
          method: 'GET',
          url: `${base()}/me/calendars/${encodeURIComponent(calendarId)}`,
          schema: GraphCalendarSchema,
          accept: [404],
        },
        options,
      );
      return answer.status === 404 ? null : answer.body;
    },

    /**
     * One page of a calendar's view delta: the first of a new round (a window) or the one a link
     * names (a next page, a delta link). The state is gone (410 syncStateNotFound): null.
     */
    async deltaPage(
      from: { calendarId: string; start: Date; end: Date } | { link: string },
      options: CallOptions = {},
    ): Promise<GraphDeltaPage | null> {
      const url =
        'link' in from
          ? own(from.link)
          : `${base()}/me/calendars/${encodeURIComponent(from.calendarId)}/calendarView/delta`;
      const query =
        'link' in from ? undefined : { startDateTime: from.start.toISOString(), endDateTime: from.end.toISOString() };
      const answer = await call(
        {
          method: 'GET',
          url,
          ...(query ? { query } : {}),
          headers: { Prefer: `${UTC}, odata.maxpagesize=${PAGE_SIZE}` },
          schema: DeltaPageSchema,
          accept: [410],
          maxBytes: PAGE_BYTES,
        },
        options,
      );
      return answer.status === 410 ? null : answer.body;
    },

    /** Creates an event; with a `transactionId`, a retry of the same one answers the first event. */
    async create(calendarId: string, body: object, options: CallOptions = {}): Promise<GraphEvent> {
      const answer = await call({ method: 'POST', url: events(calendarId), body, schema: GraphEventSchema }, options);
      return answer.body!;
    },

    async get(eventId: string, options: CallOptions = {}): Promise<GraphEvent | null> {
      const answer = await call(
        { method: 'GET', url: event(eventId), schema: GraphEventSchema, accept: [404] },
        options,
      );
      return answer.status === 404 ? null : answer.body;
    },

    /** Changes the fields given (others kept: a Teams meeting stays); null when it is gone (404). */
    async patch(eventId: string, body: object, options: CallOptions = {}): Promise<GraphEvent | null> {
      const answer = await call(
        { method: 'PATCH', url: event(eventId), body, schema: GraphEventSchema, accept: [404] },
        options,
      );
      return answer.status === 404 ? null : answer.body;
    },

    /** Deletes an event; one already gone (404 ErrorItemNotFound) counts as deleted. */
    async remove(eventId: string, options: CallOptions = {}): Promise<void> {
      await call({ method: 'DELETE', url: event(eventId), accept: [404] }, options);
    },
  };
}

export type MicrosoftGraph = ReturnType<typeof microsoftGraph>;

/** A Graph `dateTime` in UTC (zone-less, 7 decimals) as an instant; NaN when unreadable. */
export function graphInstant(value: { dateTime: string } | null | undefined): number {
  if (!value) return NaN;
  const text = value.dateTime.replace(/(\.\d{3})\d*$/, '$1');
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
}

/** An instant as Graph's dateTimeTimeZone in UTC. */
export const utc = (instant: number) => ({ dateTime: new Date(instant).toISOString().slice(0, 19), timeZone: 'UTC' });

/**
 * The transactionId of a booking's event (ADR 050): the invite's UID itself when it is plain and short
 * (so an event read back names its booking), else a SHA-256 of it. The calendar write and the Teams
 * meeting use the same one, so they are one event.
 */
export function transactionIdOf(uid: string): string {
  return /^[\w.@:-]{1,200}$/.test(uid) ? uid : `kairos-${createHash('sha256').update(uid, 'utf8').digest('hex')}`;
}
