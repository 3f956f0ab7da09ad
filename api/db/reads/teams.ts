import { type Runner, toMillis } from './runner.ts';

/** What a team event type's open times are kept at (ADR 029): its own version and each host's. */
export interface TeamEventVersionsRead {
  eventTypeId: string;
  /** The event type's last change (its hosts' changes move it too) and the team's version, together. */
  version: string;
  hosts: {
    id: string;
    publicVersion: number;
    bookingsVersion: number;
    calendarsVersion: number;
    disabled: boolean;
  }[];
}

/** The team booking page's reads: every request of its open times asks this first. */
export function teamReads(run: Runner) {
  return {
    /**
     * A team's visible event type with its hosts' versions (hosts who are still members: one who left
     * the team hosts nothing), by the team's slug and its own; null when none.
     */
    async teamEventVersions(teamSlug: string, eventSlug: string): Promise<TeamEventVersionsRead | null> {
      const rows = await run.rows(
        'team_event_versions',
        `SELECT e.id AS event_type_id, e.updated_at, t.version AS team_version, h.user_id,
                u.public_version, u.bookings_version, u.calendars_version, u.disabled_at
           FROM teams t
           JOIN event_types e ON e.team_id = t.id
           JOIN event_type_hosts h ON h.event_type_id = e.id
           JOIN team_members m ON m.team_id = t.id AND m.user_id = h.user_id
           JOIN users u ON u.id = h.user_id
          WHERE t.slug = ? AND e.slug = ? AND e.is_visible
          ORDER BY h.user_id`,
        [teamSlug, eventSlug],
      );
      const [first] = rows;
      if (!first) return null;
      return {
        eventTypeId: first.event_type_id as string,
        version: `${toMillis(first.updated_at)}.${Number(first.team_version)}`,
        hosts: rows.map((r) => ({
          id: r.user_id as string,
          publicVersion: Number(r.public_version),
          bookingsVersion: Number(r.bookings_version),
          calendarsVersion: Number(r.calendars_version),
          disabled: r.disabled_at !== null,
        })),
      };
    },
  };
}
