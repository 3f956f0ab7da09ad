import type { PublicProfile } from '#shared/schemas/public.ts';
import { type Row, type Runner, nullableText } from './runner.ts';

type PageTheme = PublicProfile['booking_page_theme'];

/** Who a public page belongs to and how it looks: the host's name, picture and page theme. */
export interface HostLook {
  username: string;
  firstName: string;
  lastName: string;
  avatarHash: string | null;
  bookingPageTheme: PageTheme | null;
  brandColorLight: string | null;
  brandColorDark: string | null;
}

/** The columns HOST_LOOK_COLUMNS names, as a HostLook (null where the user has no picture or preferences). */
export function hostLookOf(r: Row): HostLook {
  return {
    username: r.username as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    avatarHash: nullableText(r.hash),
    bookingPageTheme: nullableText<PageTheme>(r.booking_page_theme),
    brandColorLight: nullableText(r.brand_color_light),
    brandColorDark: nullableText(r.brand_color_dark),
  };
}

/** A user `u` with their avatar `a` and preferences `p` joined. */
export const HOST_LOOK_COLUMNS =
  'u.username, u.first_name, u.last_name, a.hash, p.booking_page_theme, p.brand_color_light, p.brand_color_dark';

export interface PublicProfileRead extends HostLook {
  about: string;
  eventTypes: { name: string; slug: string; description: string; duration: number }[];
}

export interface PublicVersionsRead {
  id: string;
  /** Moves on with the public profile fields, preferences, the avatar and schedules. */
  publicVersion: number;
  eventTypesVersion: number;
  bookingsVersion: number;
  /** Moves on with every change to what the user's connected calendars make busy (ADR 021). */
  calendarsVersion: number;
}

/** A user's public page and the versions its caches are checked against. */
export function publicReads(run: Runner) {
  return {
    /** An enabled user's public page: the public fields and up to `take` visible event types, oldest first. */
    async publicProfile(username: string, take: number): Promise<PublicProfileRead | null> {
      const [user] = await run.rows(
        'public_profile',
        `SELECT u.id, u.about, ${HOST_LOOK_COLUMNS}
           FROM users u
           LEFT JOIN avatars a ON a.user_id = u.id
           LEFT JOIN preferences p ON p.user_id = u.id
          WHERE u.username = ? AND u.disabled_at IS NULL`,
        [username],
      );
      if (!user) return null;
      const eventTypes = await run.rows(
        'public_event_types',
        `SELECT name, slug, description, duration FROM event_types
          WHERE user_id = ? AND is_visible ORDER BY created_at ASC, id ASC LIMIT ?`,
        [user.id, take],
      );
      return {
        ...hostLookOf(user),
        about: user.about as string,
        eventTypes: eventTypes.map((e) => ({
          name: e.name as string,
          slug: e.slug as string,
          description: e.description as string,
          duration: Number(e.duration),
        })),
      };
    },

    /**
     * The versions of what a user's public pages show, by username: one index read (ADR 012), never
     * cached, so a disabled account is unknown from the next request on whatever the caches hold
     * (docs/product.md#disabled-hosts).
     */
    async publicVersions(username: string): Promise<PublicVersionsRead | null> {
      const [row] = await run.rows(
        'public_versions',
        'SELECT id, public_version, event_types_version, bookings_version, calendars_version FROM users WHERE username = ? AND disabled_at IS NULL',
        [username],
      );
      if (!row) return null;
      return {
        id: row.id as string,
        publicVersion: Number(row.public_version),
        eventTypesVersion: Number(row.event_types_version),
        bookingsVersion: Number(row.bookings_version),
        calendarsVersion: Number(row.calendars_version),
      };
    },
  };
}
