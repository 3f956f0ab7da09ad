import * as z from 'zod/mini';
import { DEFAULT_WEEK_START } from '../booker-basics.ts';
import { DEFAULT_BRAND_COLOR } from '../constants.ts';

export const ThemeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof ThemeSchema>;

/** The most distinct times a host may let invitees book in an hour (docs/product.md#appearance-page). */
export const MAX_BOOKING_TIMES_PER_HOUR = 100_000;

export const preferencesMessages = {
  brandColorFormat: 'Brand colours must be hex colours like #007bff.',
  bookingTimesPerHour: `Enter a whole number of times from 1 to ${MAX_BOOKING_TIMES_PER_HOUR.toLocaleString('en')}.`,
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A #rrggbb colour, stored lowercase so '#ABCDEF' and '#abcdef' are the same choice. */
export const HexColorSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(HEX_COLOR, preferencesMessages.brandColorFormat));

/** The first day of the week: 0 = Sunday … 6 = Saturday. Calendars start on it; `maxPerWeek` counts by it. */
export const WeekStartSchema = z
  .number({ error: 'The week must start on a day from 0 (Sunday) to 6 (Saturday).' })
  .check(
    z.int('The week must start on a day from 0 (Sunday) to 6 (Saturday).'),
    z.gte(0, 'The week must start on a day from 0 (Sunday) to 6 (Saturday).'),
    z.lte(6, 'The week must start on a day from 0 (Sunday) to 6 (Saturday).'),
  );
export { DEFAULT_WEEK_START } from '../booker-basics.ts';

/** How the signed-in app writes times; null = as the host's language does ('2:00 PM' in English, '14:00' in German). */
export const TimeFormatSchema = z.nullable(
  z.enum(['12h', '24h'], { error: 'The time format must be 12h, 24h or null (as the language writes times).' }),
);
export type TimeFormat = z.infer<typeof TimeFormatSchema>;

/**
 * How many different times of the host's invitees may book in an hour before the next one is asked
 * to try later (a time with seats counts once, however many attendees it takes).
 */
export const BookingTimesPerHourSchema = z
  .number({ error: preferencesMessages.bookingTimesPerHour })
  .check(
    z.int(preferencesMessages.bookingTimesPerHour),
    z.gte(1, preferencesMessages.bookingTimesPerHour),
    z.lte(MAX_BOOKING_TIMES_PER_HOUR, preferencesMessages.bookingTimesPerHour),
  );

/**
 * GET and PUT /api/preferences (docs/product.md#appearance-page). GET always answers `week_start`,
 * `time_format`, `time_zone` and `booking_times_per_hour`; a PUT without `week_start`, `time_format`
 * or `booking_times_per_hour` keeps the stored one. `time_zone` is the host's zone, where every
 * signed-in page writes times: their default schedule's (Availability), else UTC; a PUT ignores it
 * (ADR 040).
 */
export const PreferencesSchema = z.object({
  theme: ThemeSchema,
  booking_page_theme: ThemeSchema,
  brand_color_light: HexColorSchema,
  brand_color_dark: HexColorSchema,
  week_start: z.optional(WeekStartSchema),
  time_format: z.optional(TimeFormatSchema),
  time_zone: z.optional(z.string()),
  /** GET: the host's own figure, else the server's (BOOKING_RATE_LIMIT_PER_HOST); a PUT without it keeps it. */
  booking_times_per_hour: z.optional(BookingTimesPerHourSchema),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: DEFAULT_BRAND_COLOR,
  brand_color_dark: DEFAULT_BRAND_COLOR,
  week_start: DEFAULT_WEEK_START,
  time_format: null,
};
