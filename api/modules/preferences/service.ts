import { retryOnDeadlock } from '../../db/errors.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../src-shared/schemas/preferences.ts';

/** The stored preferences, or the defaults when the user never saved any (the row is made on first save). */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await db.preferences.findUnique({ where: { userId } });
  if (!row) return DEFAULT_PREFERENCES;
  return {
    theme: row.theme,
    booking_page_theme: row.bookingPageTheme,
    brand_color_light: row.brandColorLight,
    brand_color_dark: row.brandColorDark,
    week_start: row.weekStart,
  };
}

export async function savePreferences(db: Db, userId: string, input: Preferences): Promise<Preferences> {
  const data = {
    theme: input.theme,
    bookingPageTheme: input.booking_page_theme,
    brandColorLight: input.brand_color_light,
    brandColorDark: input.brand_color_dark,
    ...(input.week_start !== undefined ? { weekStart: input.week_start } : {}),
  };
  await retryOnDeadlock(() => db.preferences.upsert({ where: { userId }, create: { userId, ...data }, update: data }));
  return getPreferences(db, userId);
}
