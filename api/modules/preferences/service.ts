import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/preferences.ts';
import { zoneOf } from '../schedules/surface.ts';

export interface PreferencesServiceDeps {
  db: Db;
  /** BOOKING_RATE_LIMIT_PER_HOST: the times an hour of a host who did not choose their own. */
  bookingTimesPerHour: number;
}

/** Themes, brand colours, the first day of the week, the time format and the booking times an hour; the row is made on the first save. */
export function createPreferencesService({ db, bookingTimesPerHour }: PreferencesServiceDeps) {
  /** The stored preferences, or the defaults when the user never saved any. */
  async function get(userId: string): Promise<Preferences> {
    const [row, time_zone] = await Promise.all([db.preferences.findUnique({ where: { userId } }), zoneOf(db, userId)]);
    if (!row) return { ...DEFAULT_PREFERENCES, time_zone, booking_times_per_hour: bookingTimesPerHour };
    return {
      theme: row.theme,
      booking_page_theme: row.bookingPageTheme,
      brand_color_light: row.brandColorLight,
      brand_color_dark: row.brandColorDark,
      week_start: row.weekStart,
      time_format: row.timeFormat === '12h' || row.timeFormat === '24h' ? row.timeFormat : null,
      time_zone,
      booking_times_per_hour: row.bookingTimesPerHour ?? bookingTimesPerHour,
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
        // The server's own figure is not stored: such a host follows the operator when they raise it.
        ...(input.booking_times_per_hour !== undefined
          ? {
              bookingTimesPerHour:
                input.booking_times_per_hour === bookingTimesPerHour ? null : input.booking_times_per_hour,
            }
          : {}),
      };
      await writeAsUser(db, userId, (tx) =>
        tx.preferences.upsert({ where: { userId }, create: { userId, ...data }, update: data }),
      );
      return get(userId);
    },
  };
}
