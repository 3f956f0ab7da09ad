import type { Runner } from './runner.ts';
import { nullableText } from './runner.ts';

/** A host's time away as stored (issue 43): the ranges and the holidays' settings. */
export interface AwayRead {
  ranges: { startDate: string; endDate: string; message: string; forwardToUserId: string | null }[];
  settings: { holidayCountry: string | null; holidayRegion: string | null; holidaysKeptOpen: string } | null;
}

/** The teammate's event type the booker offers instead of an away host's. */
export interface ForwardOfferRead {
  name: string;
  username: string;
  slug: string;
  eventName: string;
}

/** The booking page's reads of time away (with the event type, on a cache miss; the offer only when away). */
export function awayReads(run: Runner) {
  return {
    /** The host's ranges that end on or after `since` ('YYYY-MM-DD') and their holidays' settings. */
    async away(userId: string, since: string): Promise<AwayRead> {
      const [ranges, settings] = await Promise.all([
        run.rows(
          'away_ranges',
          `SELECT start_date, end_date, message, forward_to_user_id FROM out_of_office
            WHERE user_id = ? AND end_date >= ? ORDER BY start_date, id`,
          [userId, since],
        ),
        run.rows(
          'away_settings',
          'SELECT holiday_country, holiday_region, holidays_kept_open FROM away_settings WHERE user_id = ?',
          [userId],
        ),
      ]);
      const [s] = settings;
      return {
        ranges: ranges.map((r) => ({
          startDate: r.start_date as string,
          endDate: r.end_date as string,
          message: r.message as string,
          forwardToUserId: nullableText(r.forward_to_user_id),
        })),
        settings: s
          ? {
              holidayCountry: nullableText(s.holiday_country),
              holidayRegion: nullableText(s.holiday_region),
              holidaysKeptOpen: s.holidays_kept_open as string,
            }
          : null,
      };
    },

    /**
     * `toUserId`'s visible event type of `duration` minutes (the one with `slug` first, else the
     * oldest), while they accept forwards, are enabled, have a username and share a team with `fromUserId`.
     */
    async forwardOffer(
      fromUserId: string,
      toUserId: string,
      duration: number,
      slug: string,
    ): Promise<ForwardOfferRead | null> {
      const [r] = await run.rows(
        'away_forward_offer',
        `SELECT u.username, u.first_name, u.last_name, e.slug, e.name
           FROM users u
           JOIN away_settings s ON s.user_id = u.id AND s.accepts_forwards
           JOIN event_types e ON e.user_id = u.id AND e.is_visible AND e.duration = ?
          WHERE u.id = ? AND u.id <> ? AND u.disabled_at IS NULL AND u.username IS NOT NULL
            AND EXISTS (SELECT 1 FROM team_members a JOIN team_members b ON b.team_id = a.team_id
                         WHERE a.user_id = ? AND b.user_id = u.id)
          ORDER BY CASE WHEN e.slug = ? THEN 0 ELSE 1 END, e.created_at, e.id
          LIMIT 1`,
        [duration, toUserId, fromUserId, fromUserId, slug],
      );
      if (!r) return null;
      const name = `${r.first_name as string} ${r.last_name as string}`.trim() || (r.username as string);
      return { name, username: r.username as string, slug: r.slug as string, eventName: r.name as string };
    },
  };
}
