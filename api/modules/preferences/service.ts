import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/preferences.ts';
import { zoneOf } from '../schedules/host-zone.ts';

export interface PreferencesServiceDeps {
  db: Db;
}

/** Themes, brand colours, the first day of the week and the time format; the row is made on the first save. */
export function createPreferencesService({ db }: PreferencesServiceDeps) {
  /** The stored preferences, or the defaults when the user never saved any. */
  async function get(userId: string): Promise<Preferences> {
    const [row, time_zone] = await Promise.all([db.preferences.findUnique({ where: { userId } }), zoneOf(db, userId)]);
    if (!row) return { ...DEFAULT_PREFERENCES, time_zone };
    return {
      theme: row.theme,
      booking_page_theme: row.bookingPageTheme,
      brand_color_light: row.brandColorLight,
      brand_color_dark: row.brandColorDark,
      week_start: row.weekStart,
      time_format: row.timeFormat === '12h' || row.timeFormat === '24h' ? row.timeFormat : null,
      time_zone,
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
        ...(input.time_format !== undefined ? { timeFormat: input.time_format } : {}),
      };
      await writeAsUser(db, userId, (tx) =>
        tx.preferences.upsert({ where: { userId }, create: { userId, ...data }, update: data }),
      );
      return get(userId);
    },
  };
}
