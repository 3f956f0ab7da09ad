import * as z from 'zod/mini';
import { DEFAULT_BRAND_COLOR } from '../constants.ts';

export const ThemeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof ThemeSchema>;

export const preferencesMessages = {
  brandColorFormat: 'Brand colours must be hex colours like #007bff.',
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
export const DEFAULT_WEEK_START = 1;

/** How the signed-in app writes times; null = as the host's language does ('2:00 PM' in English, '14:00' in German). */
export const TimeFormatSchema = z.nullable(
  z.enum(['12h', '24h'], { error: 'The time format must be 12h, 24h or null (as the language writes times).' }),
);
export type TimeFormat = z.infer<typeof TimeFormatSchema>;

/**
 * GET and PUT /api/preferences (docs/product.md#appearance-page). GET always answers `week_start`,
 * `time_format` and `time_zone`; a PUT without `week_start` or `time_format` keeps the stored one.
 * `time_zone` is the host's zone, where every signed-in page writes times: their default schedule's
 * (Availability), else UTC; a PUT ignores it (ADR 036).
 */
export const PreferencesSchema = z.object({
  theme: ThemeSchema,
  booking_page_theme: ThemeSchema,
  brand_color_light: HexColorSchema,
  brand_color_dark: HexColorSchema,
  week_start: z.optional(WeekStartSchema),
  time_format: z.optional(TimeFormatSchema),
  time_zone: z.optional(z.string()),
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
