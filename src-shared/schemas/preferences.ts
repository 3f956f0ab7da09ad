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

/** GET and PUT /api/preferences (docs/product.md#appearance-page). */
export const PreferencesSchema = z.object({
  theme: ThemeSchema,
  booking_page_theme: ThemeSchema,
  brand_color_light: HexColorSchema,
  brand_color_dark: HexColorSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: DEFAULT_BRAND_COLOR,
  brand_color_dark: DEFAULT_BRAND_COLOR,
};
