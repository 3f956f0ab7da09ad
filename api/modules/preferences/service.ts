import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/preferences.ts';

export interface PreferencesServiceDeps {
  db: Db;
}

/** Themes, brand colours and the first day of the week; the row is made on the first save. */
export function createPreferencesService({ db }: PreferencesServiceDeps) {
  /** The stored preferences, or the defaults when the user never saved any. */
  async function get(userId: string): Promise<Preferences> {
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

  return {
    get,

    async save(userId: string, input: Preferences): Promise<Preferences> {
      const data = {
        theme: input.theme,
        bookingPageTheme: input.booking_page_theme,
        brandColorLight: input.brand_color_light,
        brandColorDark: input.brand_color_dark,
        ...(input.week_start !== undefined ? { weekStart: input.week_start } : {}),
      };
      await writeAsUser(db, userId, (tx) =>
        tx.preferences.upsert({ where: { userId }, create: { userId, ...data }, update: data }),
      );
      return get(userId);
    },
  };
}
