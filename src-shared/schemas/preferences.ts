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

/**
 * GET and PUT /api/preferences (docs/product.md#appearance-page). GET always answers `week_start`;
 * a PUT without it keeps the stored one.
 */
export const PreferencesSchema = z.object({
  theme: ThemeSchema,
  booking_page_theme: ThemeSchema,
  brand_color_light: HexColorSchema,
  brand_color_dark: HexColorSchema,
  week_start: z.optional(WeekStartSchema),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: DEFAULT_BRAND_COLOR,
  brand_color_dark: DEFAULT_BRAND_COLOR,
  week_start: DEFAULT_WEEK_START,
};
