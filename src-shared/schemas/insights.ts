import * as z from 'zod/mini';
import { isCalendarDate } from './availability.ts';

/**
 * Insights (issue 30, ADR 032): how a host's (or a team's) bookings went over a range of local dates,
 * the figures against the period of the same length right before, the charts' numbers, the CSV
 * export of the same bookings, and the no-show mark a host puts on a past booking.
 */

/** Every API path of this feature, relative to API_BASE ('/api'). */
export const insightsApi = {
  /** GET ?from=&to=&eventTypeId=&teamId=&userId=&status= → Insights. */
  insights: '/insights',
  /** GET, same filters → text/csv, streamed. */
  exportCsv: '/insights/export.csv',
  /** GET → the teams and members the caller may look at, and the event types of each scope. */
  scopes: '/insights/scopes',
  /** POST {noShow} → {uid, noShow}: the host marks (or unmarks) the invitee of a booking a no-show. */
  noShow: (uid: string) => `/bookings/${encodeURIComponent(uid)}/no-show`,
} as const;

/** Days in the range when none is given (ending today in the host's zone). */
export const INSIGHTS_DEFAULT_DAYS = 30;
/** The longest range one request may ask for (two years and a day). */
export const INSIGHTS_MAX_DAYS = 732;
/** CSV exports one user may start per minute. */
export const INSIGHTS_EXPORTS_PER_MINUTE = 10;
/** Rows read from the database per page while a CSV export streams. */
export const INSIGHTS_EXPORT_PAGE = 500;
/** Cancellation reasons listed, most frequent first. */
export const INSIGHTS_MAX_REASONS = 20;

export const insightsMessages = {
  dateFormat: (field: string) => `${field} must be a date like 2026-11-25 (YYYY-MM-DD).`,
  rangeOrder: 'from must be on or before to.',
  rangeTooLong: `to must be less than ${INSIGHTS_MAX_DAYS} days after from.`,
  idFormat: (field: string) => `${field} must be an id: at most 64 letters, digits, - or _.`,
  statusFilter: 'status must be one of accepted, pending, cancelled, rejected, no_show.',
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  eventTypeNotFound: 'Event type not found',
  tooManyExports: 'Too many exports right now. Please try again in a minute.',
  noShowNotAccepted: 'Only an accepted booking can be marked a no-show.',
  noShowNotStarted: 'You can mark a no-show only once the booking has started.',
  markedNoShow: 'Marked as a no-show',
  unmarkedNoShow: 'No-show undone',
  noShowFailed: 'The no-show could not be saved',
  noReason: 'No reason given',
  deletedEventType: 'Deleted event type',
} as const;

const dateParam = (field: string) =>
  z
    .string({ error: insightsMessages.dateFormat(field) })
    .check(z.refine(isCalendarDate, insightsMessages.dateFormat(field)));
const idParam = (field: string) =>
  z
    .string({ error: insightsMessages.idFormat(field) })
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, insightsMessages.idFormat(field)));

/** A status filter: a booking's status, or `no_show` (accepted bookings marked a no-show). */
export const InsightsStatusSchema = z.enum(['accepted', 'pending', 'cancelled', 'rejected', 'no_show'], {
  error: insightsMessages.statusFilter,
});
export type InsightsStatus = z.infer<typeof InsightsStatusSchema>;

/** The filters of GET /api/insights and its CSV export; dates are local dates in the host's zone, inclusive. */
export const InsightsQuerySchema = z
  .object({
    from: z.optional(dateParam('from')),
    to: z.optional(dateParam('to')),
    eventTypeId: z.optional(idParam('eventTypeId')),
    teamId: z.optional(idParam('teamId')),
    userId: z.optional(idParam('userId')),
    status: z.optional(InsightsStatusSchema),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: insightsMessages.rangeOrder, path: ['from'] }),
    z.refine(
      (q) =>
        !q.from ||
        !q.to ||
        (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < INSIGHTS_MAX_DAYS,
      { message: insightsMessages.rangeTooLong, path: ['to'] },
    ),
  );
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** The five figures of a period. */
export const InsightsFiguresSchema = z.object({
  /** Bookings made (created) in the period, whatever became of them. */
  created: z.number(),
  /** Accepted bookings that started in the period, have ended, and whose invitee was not a no-show. */
  completed: z.number(),
  /** Moves to a new time made in the period. */
  rescheduled: z.number(),
  /** Cancellations made in the period. */
  cancelled: z.number(),
  /** Bookings that started in the period whose invitee was marked a no-show. */
  noShow: z.number(),
});
export type InsightsFigures = z.infer<typeof InsightsFiguresSchema>;

export const InsightsSchema = z.extend(InsightsFiguresSchema, {
  /** The period of the same length right before `from`. */
  previous: InsightsFiguresSchema,
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /**
   * Only when no dates were asked: the range chosen, the last 30 days, or the next 30 when nothing
   * starts in the last 30 and something starts in the next.
   */
  defaultRange: z.optional(z.enum(['30d', 'next-30d'])),
  /** The zone the dates and hours are in: the host's (their default schedule's). */
  timeZone: z.string(),
  /** Bookings starting on each local date of the range (every date, zeros too). */
  byDay: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Bookings starting in the range per event type, most first; the scope's unbooked event types with 0. */
  byEventType: z.array(z.object({ eventTypeId: z.nullable(z.string()), name: z.string(), count: z.number() })),
  /** [weekday (0 = Sunday), local hour 0–23, bookings starting then], only the non-zero cells. */
  busiestHours: z.array(z.tuple([z.number(), z.number(), z.number()])),
  /** Cancellations in the range by reason ('' = none given), most first. */
  cancelReasons: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type Insights = z.infer<typeof InsightsSchema>;

/** What the Insights page offers to choose from: the caller's teams where they are owner or admin, with members. */
export const InsightsScopesSchema = z.object({
  /** The caller's zone: the date presets end today there. */
  timeZone: z.string(),
  eventTypes: z.array(z.object({ id: z.string(), name: z.string(), teamId: z.nullable(z.string()) })),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      members: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type InsightsScopes = z.infer<typeof InsightsScopesSchema>;

/** POST /api/bookings/:uid/no-show. */
export const NoShowInputSchema = z.object({ noShow: z.boolean({ error: 'noShow must be true or false.' }) });
export type NoShowInput = z.infer<typeof NoShowInputSchema>;
export const NoShowResultSchema = z.object({ uid: z.string(), noShow: z.boolean() });
export type NoShowResult = z.infer<typeof NoShowResultSchema>;

/** The CSV export's columns, in order. */
export const INSIGHTS_CSV_COLUMNS = [
  'uid',
  'title',
  'event_type',
  'status',
  'no_show',
  'start_utc',
  'end_utc',
  'start_local',
  'time_zone',
  'invitee_name',
  'invitee_email',
  'invitee_time_zone',
  'location',
  'cancel_reason',
  'created_utc',
] as const;

/** Statuses a booking can have, as the filter names them (for the select). */
export const INSIGHTS_STATUS_LABELS: Record<InsightsStatus, string> = {
  accepted: 'Accepted',
  pending: 'Waiting for confirmation',
  cancelled: 'Cancelled',
  rejected: 'Declined',
  no_show: 'No-show',
};

/** Date range presets of the page, in the host's zone. */
export const INSIGHTS_PRESETS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'year', label: 'Year to date' },
  { value: 'next-30d', label: 'Next 30 days' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number]['value'];
/** The ranges GET /api/insights chooses between when no dates are asked. */
export type InsightsDefaultRange = Extract<InsightsPreset, '30d' | 'next-30d'>;

/** What the Insights page says. */
export const insightsScreen = {
  title: 'Insights',
  description: 'How your bookings went: figures against the previous period, charts and a CSV export.',
  filtersLabel: 'Filters',
  range: 'Dates',
  from: 'From',
  to: 'To',
  eventType: 'Event type',
  allEventTypes: 'All event types',
  status: 'Status',
  allStatuses: 'All statuses',
  team: 'Team',
  justMe: 'My bookings',
  member: 'Member',
  wholeTeam: 'Whole team',
  download: 'Download CSV',
  downloading: 'Preparing…',
  downloadFailed: 'The CSV could not be downloaded',
  loading: 'Loading insights',
  loadFailed: 'Insights could not be loaded.',
  empty: 'No bookings in these dates yet. Try a longer range, or share your booking links to get some.',
  figures: {
    created: 'Bookings created',
    completed: 'Completed',
    rescheduled: 'Rescheduled',
    cancelled: 'Cancelled',
    noShow: 'No-shows',
  },
  /** '+25% vs previous period', 'New vs previous period', 'Same as previous period'. */
  change: (now: number, before: number) => {
    if (now === before) return 'Same as the previous period';
    if (before === 0) return `Up from 0 in the previous period`;
    const percent = Math.round(((now - before) / before) * 100);
    return `${percent > 0 ? '+' : ''}${percent}% vs the previous period (${before})`;
  },
  overTime: 'Bookings over time',
  byEventType: 'Bookings by event type',
  busiestHours: 'Busiest hours',
  mostBooked: 'Most booked',
  leastBooked: 'Least booked',
  cancelReasons: 'Cancellation reasons',
  chartView: 'Chart',
  tableView: 'Table',
  granularity: { day: 'Day', week: 'Week', month: 'Month' },
  noCancellations: 'No cancellations in these dates.',
  noneBooked: 'No event type was booked in these dates.',
  noOthersBooked: 'No other event type was booked in these dates.',
  noEventTypes: 'No event types yet.',
  weekday: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bookings: 'Bookings',
  date: 'Date',
  hour: 'Hour',
  count: 'Count',
  reason: 'Reason',
  chartLoading: 'Loading the chart',
  inZone: (zone: string) => `Dates and hours in ${zone}.`,
} as const;
