import type { Runner } from './runner.ts';

/** What a host's connected calendars make busy, before expansion (ADR 021). */
export interface CalendarBusyRead {
  /** The raw iCalendar of every object of the host's calendars that check for conflicts. */
  texts: string[];
  /** The host's own addresses: their account email and the CalDAV user names that are emails (declined invitations). */
  emails: string[];
}

/** The account email and every CalDAV user name that looks like an email, lower-cased and once each. */
export function hostEmailsOf(email: string, usernames: readonly (string | null)[]): string[] {
  const all = [email, ...usernames.filter((u): u is string => u !== null && /^[^\s@]+@[^\s@]+$/.test(u))];
  return [...new Set(all.map((e) => e.toLowerCase()))];
}

/** The connected calendars' objects the busy source expands (on a cache miss only: it is kept per version). */
export function calendarReads(run: Runner) {
  return {
    async calendarBusy(userId: string): Promise<CalendarBusyRead> {
      const [objects, people] = await Promise.all([
        run.rows(
          'calendar_busy_objects',
          `SELECT o.data FROM calendar_objects o
             JOIN connected_calendars c ON c.id = o.calendar_id
             JOIN calendar_connections k ON k.id = c.connection_id
            WHERE k.user_id = ? AND c.check_conflicts
            ORDER BY o.id`,
          [userId],
        ),
        run.rows(
          'calendar_busy_people',
          `SELECT u.email, k.username FROM users u
             LEFT JOIN calendar_connections k ON k.user_id = u.id
            WHERE u.id = ?`,
          [userId],
        ),
      ]);
      const email = (people[0]?.email as string | undefined) ?? '';
      return {
        texts: objects.map((o) => o.data as string),
        emails: email
          ? hostEmailsOf(
              email,
              people.map((p) => (p.username as string | null) ?? null),
            )
          : [],
      };
    },
  };
}
