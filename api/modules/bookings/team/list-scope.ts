import type { Db } from '../../../db/client.ts';
import { teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import { atLeast } from '../../teams/contract.ts';
import { requireTeamRole } from '../../teams/surface.ts';

/**
 * Whose bookings GET /api/bookings lists (docs/product.md#team-bookings): the caller's own (the team
 * bookings they attend among them: each host holds a row), or with `teamId` the team's: every booking
 * of its event types for an owner or admin, the ones the caller attends for a member, 404 for anyone
 * else.
 */
export async function bookingsScope(db: Pick<Db, 'teamMember'>, userId: string, teamId: string | undefined) {
  if (!teamId) return { hostId: userId };
  const role = await requireTeamRole(db, teamId, userId, 'member', teamEventTypeMessages.teamNotFound);
  // Each team booking once: its lead row (the other hosts' rows hold the same meeting).
  if (atLeast(role, 'admin')) return { eventType: { teamId }, leadBookingId: null };
  return { hostId: userId, eventType: { teamId } };
}
