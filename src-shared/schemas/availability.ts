import * as z from 'zod/mini';
import { RecurrenceSchema } from './recurrence.ts';
import { isValidTimeZone } from '../availability/zone-time.ts';
import { LocaleSchema } from '../i18n/locales.ts';
import { messages } from '../messages.ts';
import { oneLine } from '../text.ts';
import { PublicAwaySchema } from './public-away.ts';
import { ThemeSchema, WeekStartSchema } from './preferences.ts';
import { BookingFieldSchema, PublicLocationOptionSchema } from './booking-fields.ts';
import {
  ConfirmationSettingsInputShape,
  ConfirmationSettingsShape,
  DEFAULT_CONFIRMATION_SETTINGS,
} from './confirmation-settings.ts';

/**
 * Schedules, booking settings and open times (ADR 012). Weekly hours are local times of day and
 * override dates are local dates of the schedule's zone: they are never turned into UTC date-times
 * for storage, so an override can never land on the neighbouring day.
 */

export { availabilityApi } from './bookings-api.ts';

export { bookerApiPath } from './bookings-api.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The day names the messages use ('Time ranges on Monday overlap.'). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const MAX_RANGES_PER_DAY = 8;
export const MAX_OVERRIDES = 400;
export const SCHEDULE_NAME_MAX_LENGTH = 100;
export const DEFAULT_SCHEDULE_NAME = 'Working hours';
/** The zone of a default schedule when the browser gives none (or one this server does not know). */
export const FALLBACK_TIME_ZONE = 'UTC';
/** Seats per time of a seated event type (ADR 026); null seats = one person per time. */
export const MIN_SEATS = 2;
export const MAX_SEATS = 1000;

/** The longest span one slots request may ask for. */
export const MAX_SLOTS_SPAN_DAYS = 42;

export const availabilityMessages = {
  /** Texts the issue fixes word for word (also in messages.ts). */
  endAfterStart: messages.endAfterStart,
  invalidTimeZone: messages.invalidTimeZone,
  saved: messages.availabilitySaved,
  /** Ours. */
  timeFormat: 'Use a time of day like 09:00 (00:00 to 24:00).',
  tooManyRanges: `A day can have at most ${MAX_RANGES_PER_DAY} time ranges.`,
  dateFormat: 'Use a date like 2027-03-30.',
  duplicateOverride: 'Each date can have only one override.',
  tooManyOverrides: `A schedule can have at most ${MAX_OVERRIDES} date overrides.`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SCHEDULE_NAME_MAX_LENGTH} characters`,
  scheduleNotFound: 'Schedule not found',
  eventTypeNotFound: 'Event type not found',
  wholeMinutes: 'Use a whole number of minutes.',
  intervalRange: 'The interval must be between 5 and 720 minutes.',
  bufferRange: 'Buffers must be between 0 and 720 minutes.',
  noticeRange: 'Minimum notice must be between 0 and 525600 minutes (one year).',
  windowDaysRange: 'The rolling window must be between 1 and 3650 days.',
  windowRangeRequired: 'Choose the first and last day of the date range.',
  windowRangeOrder: 'The last day must not be before the first day.',
  limitRange: 'Limits must be between 1 and 1000 bookings.',
  seatsRange: `Seats must be between ${MIN_SEATS} and ${MAX_SEATS} per time.`,
  seatsWithConfirmation: 'A time with seats cannot require confirmation. Turn one of them off.',
  invalidInstant: 'Use ISO dates like 2027-03-28T00:00:00Z for from and to.',
  spanOrder: 'to must be after from.',
  spanTooLong: `Ask for at most ${MAX_SLOTS_SPAN_DAYS} days at a time.`,
  bookingPageNotFound: 'This booking page does not exist.',
} as const;

/** 'Time ranges on Monday overlap.' for a weekday, or with the date for an override. */
export function rangesOverlapMessage(day: string): string {
  return messages.rangesOverlap.replace('{day}', day);
}

/** Re-exported: it lives beside the zone arithmetic, without zod, so the app's entry does not carry the schemas. */
export { isValidTimeZone };

export const TimeZoneSchema = z
  .string({ error: messages.invalidTimeZone })
  .check(z.refine(isValidTimeZone, messages.invalidTimeZone));

const TIME_OF_DAY = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** '09:30' → 570; '24:00' → 1440. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
/** 570 → '09:30'; 1440 → '24:00'. */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One range of a day, local time; `to` may be 24:00 (the end of the day). */
export const TimeRangeSchema = z
  .object({
    from: z.string().check(z.regex(TIME_OF_DAY, availabilityMessages.timeFormat)),
    to: z.string().check(z.regex(TIME_OF_DAY, availabilityMessages.timeFormat)),
  })
  .check(
    z.superRefine((range, ctx) => {
      if (!TIME_OF_DAY.test(range.from) || !TIME_OF_DAY.test(range.to)) return;
      if (timeToMinutes(range.to) <= timeToMinutes(range.from)) {
        ctx.issues.push({ code: 'custom', message: messages.endAfterStart, input: range, path: ['to'] });
      }
    }),
  );
export type TimeRange = z.infer<typeof TimeRangeSchema>;

/** Issues for ranges of one day that overlap (touching is fine), reported at the later one. */
function checkDay(ranges: TimeRange[], day: string, ctx: z.core.$RefinementCtx<unknown>, path: PropertyKey[]) {
  const valid = ranges
    .map((r, index) => ({ index, from: timeToMinutes(r.from), to: timeToMinutes(r.to) }))
    .filter((r) => r.to > r.from)
    .sort((a, b) => a.from - b.from);
  for (let i = 1; i < valid.length; i++) {
    const [previous, current] = [valid[i - 1]!, valid[i]!];
    if (current.from < previous.to) {
      ctx.issues.push({
        code: 'custom',
        message: rangesOverlapMessage(day),
        input: ranges,
        path: [...path, current.index],
      });
      return;
    }
  }
}

const DayRangesSchema = z
  .array(TimeRangeSchema)
  .check(z.maxLength(MAX_RANGES_PER_DAY, availabilityMessages.tooManyRanges));

/** `{mon:[{from:'09:00',to:'17:00'}], …, sun:[]}`: an empty day is a day off. */
export const WeeklyHoursSchema = z
  .object({
    mon: DayRangesSchema,
    tue: DayRangesSchema,
    wed: DayRangesSchema,
    thu: DayRangesSchema,
    fri: DayRangesSchema,
    sat: DayRangesSchema,
    sun: DayRangesSchema,
  })
  .check(
    z.superRefine((weekly, ctx) => {
      for (const day of WEEKDAYS) checkDay(weekly[day], WEEKDAY_NAMES[day], ctx, [day]);
    }),
  );
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** A week with every day off (a fresh object each time, safe to change). */
export function emptyWeeklyHours(): WeeklyHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date 'YYYY-MM-DD' (2027-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 9999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
export const LocalDateSchema = z.string().check(z.refine(isCalendarDate, availabilityMessages.dateFormat));

/** A date with its own hours, replacing that weekday's; no intervals = the day is off. */
export const DateOverrideSchema = z
  .object({
    date: LocalDateSchema,
    intervals: DayRangesSchema,
  })
  .check(
    z.superRefine((override, ctx) => {
      if (isCalendarDate(override.date)) checkDay(override.intervals, override.date, ctx, ['intervals']);
    }),
  );
export type DateOverride = z.infer<typeof DateOverrideSchema>;

export const OverridesSchema = z.array(DateOverrideSchema).check(
  z.maxLength(MAX_OVERRIDES, availabilityMessages.tooManyOverrides),
  z.superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((o, index) => {
      if (seen.has(o.date)) {
        ctx.issues.push({
          code: 'custom',
          message: availabilityMessages.duplicateOverride,
          input: o,
          path: [index, 'date'],
        });
      }
      seen.add(o.date);
    });
  }),
);

/** PUT /api/schedules/:id. The form and the API validate with this one schema. */
export const ScheduleInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, availabilityMessages.nameRequired),
      z.maxLength(SCHEDULE_NAME_MAX_LENGTH, availabilityMessages.nameTooLong),
      oneLine(),
    ),
  timeZone: TimeZoneSchema,
  weekly: WeeklyHoursSchema,
  overrides: OverridesSchema,
});
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

export const ScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  isDefault: z.boolean(),
  weekly: WeeklyHoursSchema,
  /** Sorted by date. */
  overrides: z.array(DateOverrideSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** GET /api/schedules?tz=Zone → `{items}`. An unknown or missing tz gives a default schedule in UTC. */
export const ScheduleListQuerySchema = z.object({ tz: z.optional(z.string().check(z.maxLength(100))) });
export const ScheduleListSchema = z.object({ items: z.array(ScheduleSchema) });
export type ScheduleList = z.infer<typeof ScheduleListSchema>;
export const ScheduleIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const BookingWindowSchema = z.enum(['rolling', 'range', 'unlimited']);
export type BookingWindow = z.infer<typeof BookingWindowSchema>;

export const DEFAULT_MINIMUM_NOTICE = 120;
export const DEFAULT_WINDOW_DAYS = 60;

const minutes = (min: number, max: number, message: string) =>
  z
    .number({ error: availabilityMessages.wholeMinutes })
    .check(z.int(availabilityMessages.wholeMinutes), z.gte(min, message), z.lte(max, message));
const limit = z.nullable(
  z
    .number({ error: availabilityMessages.limitRange })
    .check(
      z.int(availabilityMessages.limitRange),
      z.gte(1, availabilityMessages.limitRange),
      z.lte(1000, availabilityMessages.limitRange),
    ),
);

/**
 * PUT /api/event-types/:id/booking-settings; every field has a default, so `{}` resets them.
 * windowStart/windowEnd are host-local dates, inclusive, used when bookingWindow is 'range'.
 */
export const BookingSettingsInputSchema = z
  .object({
    /** Minutes between possible start times; null = the event's duration. */
    slotInterval: z._default(z.nullable(minutes(5, 720, availabilityMessages.intervalRange)), null),
    beforeBuffer: z._default(minutes(0, 720, availabilityMessages.bufferRange), 0),
    afterBuffer: z._default(minutes(0, 720, availabilityMessages.bufferRange), 0),
    minimumNotice: z._default(minutes(0, 525_600, availabilityMessages.noticeRange), DEFAULT_MINIMUM_NOTICE),
    bookingWindow: z._default(BookingWindowSchema, 'rolling'),
    windowDays: z._default(minutes(1, 3650, availabilityMessages.windowDaysRange), DEFAULT_WINDOW_DAYS),
    windowStart: z._default(z.nullable(LocalDateSchema), null),
    windowEnd: z._default(z.nullable(LocalDateSchema), null),
    maxPerDay: z._default(limit, null),
    maxPerWeek: z._default(limit, null),
    ...ConfirmationSettingsInputShape,
    /** Attendees per time (ADR 026); null = one person per time. */
    seats: z._default(
      z.nullable(
        z
          .number({ error: availabilityMessages.seatsRange })
          .check(
            z.int(availabilityMessages.seatsRange),
            z.gte(MIN_SEATS, availabilityMessages.seatsRange),
            z.lte(MAX_SEATS, availabilityMessages.seatsRange),
          ),
      ),
      null,
    ),
    /** Whether the booker shows how many seats a time has left. */
    showSeatsLeft: z._default(z.boolean(), true),
    /** Whether an attendee sees the other attendees of their time (names and emails). */
    showAttendees: z._default(z.boolean(), false),
    /** The booker's language (ADR 030); null = the invitee's own. */
    locale: z._default(z.nullable(LocaleSchema), null),
  })
  .check(
    z.superRefine((s, ctx) => {
      // Each seat would be a request of its own on one shared time: not a combination Kairos offers (ADR 026).
      if (s.seats !== null && s.requiresConfirmation) {
        ctx.issues.push({
          code: 'custom',
          message: availabilityMessages.seatsWithConfirmation,
          input: s,
          path: ['seats'],
        });
      }
      if (s.bookingWindow !== 'range') return;
      if (!s.windowStart || !s.windowEnd) {
        ctx.issues.push({
          code: 'custom',
          message: availabilityMessages.windowRangeRequired,
          input: s,
          path: [s.windowStart ? 'windowEnd' : 'windowStart'],
        });
      } else if (s.windowEnd < s.windowStart) {
        ctx.issues.push({
          code: 'custom',
          message: availabilityMessages.windowRangeOrder,
          input: s,
          path: ['windowEnd'],
        });
      }
    }),
  );
export type BookingSettingsInput = z.infer<typeof BookingSettingsInputSchema>;
export type BookingSettingsFormValues = z.input<typeof BookingSettingsInputSchema>;

/** The stored settings, as answered by the PUT and as `bookingSettings` on every event type the API returns. */
export const BookingSettingsSchema = z.object({
  slotInterval: z.nullable(z.number()),
  beforeBuffer: z.number(),
  afterBuffer: z.number(),
  minimumNotice: z.number(),
  bookingWindow: BookingWindowSchema,
  windowDays: z.number(),
  windowStart: z.nullable(z.string()),
  windowEnd: z.nullable(z.string()),
  maxPerDay: z.nullable(z.number()),
  maxPerWeek: z.nullable(z.number()),
  ...ConfirmationSettingsShape,
  seats: z.nullable(z.number()),
  showSeatsLeft: z.boolean(),
  showAttendees: z.boolean(),
  locale: z.nullable(LocaleSchema),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  slotInterval: null,
  beforeBuffer: 0,
  afterBuffer: 0,
  minimumNotice: DEFAULT_MINIMUM_NOTICE,
  bookingWindow: 'rolling',
  windowDays: DEFAULT_WINDOW_DAYS,
  windowStart: null,
  windowEnd: null,
  maxPerDay: null,
  maxPerWeek: null,
  ...DEFAULT_CONFIRMATION_SETTINGS,
  seats: null,
  showSeatsLeft: true,
  showAttendees: false,
  locale: null,
};

export const PublicEventParamsSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  slug: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** GET /api/public/:username/:slug/slots?from=ISO&to=ISO (span ≤ 42 days). */
export const SlotsQuerySchema = z.object({
  from: z
    .string({ error: availabilityMessages.invalidInstant })
    .check(z.maxLength(40, availabilityMessages.invalidInstant)),
  to: z
    .string({ error: availabilityMessages.invalidInstant })
    .check(z.maxLength(40, availabilityMessages.invalidInstant)),
  /** A booking being rescheduled (with its X-Booking-Token header): its own time is shown as open. */
  reschedule: z.optional(z.string().check(z.maxLength(64))),
});
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

/**
 * Open start times as UTC instants ('2027-03-27T23:00:00.000Z'), sorted; nextAvailable = the first after `to`, or null.
 * A seated event type's times carry `seatsLeft` (ADR 026) unless its host hides the count.
 */
export const SlotsResponseSchema = z.object({
  slots: z.array(z.object({ start: z.string(), seatsLeft: z.optional(z.number()) })),
  nextAvailable: z.nullable(z.string()),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

/**
 * GET /api/public/:username/:slug: what the booker shows for one visible event type. Hidden or
 * unknown → 404. No email, no internal ids.
 */
export const PublicBookingEventTypeSchema = z.object({
  username: z.string(),
  eventType: z.object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    duration: z.number(),
  }),
  host: z.object({
    /** First and last name joined; the username when both are empty. */
    name: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
  bookingPageTheme: ThemeSchema,
  brandColorLight: z.string(),
  brandColorDark: z.string(),
  /** The host schedule's zone (the booker's own zone is the browser's). */
  timeZone: z.string(),
  /** Minutes of notice a booking needs, e.g. to say why today has no times. */
  minimumNotice: z.number(),
  /**
   * The host's first day of the week (0 = Sunday … 6 = Saturday): the booker's month starts on it.
   * Servers before it leave it out (Monday then).
   */
  weekStart: z.optional(WeekStartSchema),
  /** The ways to meet, in the host's order; a value only where the host made it public (ADR 024). */
  locations: z.array(PublicLocationOptionSchema),
  /** The questions the booking form asks, in order (the system fields among them). */
  bookingFields: z.array(BookingFieldSchema),
  /**
   * Whether a booking is a request the host confirms first (ADR 025), always or only when made less
   * than `confirmationThresholdHours` ahead; servers before it leave both out (no confirmation).
   */
  requiresConfirmation: z.optional(z.boolean()),
  confirmationThresholdHours: z.optional(z.nullable(z.number())),
  /** The event type's own language (ADR 030); null: the invitee's. Servers before it leave it out. */
  eventLocale: z.optional(z.nullable(LocaleSchema)),
  /**
   * The rule when the event type repeats (issue 43, ADR 054): the invitee books 2 to `maxOccurrences`
   * occurrences at once. Null (or left out by servers before it): one time per booking.
   */
  recurrence: z.optional(z.nullable(RecurrenceSchema)),
  /**
   * The language this answer chose for the asker (`?lang=`, else the event type's, else
   * Accept-Language), also sent as Content-Language.
   */
  locale: z.optional(LocaleSchema),
  /** Set when the host is away on the first open day asked (issue 43): until when, their message, a teammate instead. */
  away: z.optional(PublicAwaySchema),
});
export type PublicBookingEventType = z.infer<typeof PublicBookingEventTypeSchema>;
