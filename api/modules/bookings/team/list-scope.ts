import type { Db } from '../../../db/client.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import { atLeast } from '../../teams/contract.ts';
import { requireTeamRole, teamRoleOf } from '../../teams/surface.ts';

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

/**
 * The host whose own write changes one of a team's bookings, for an owner or admin of the team (the
 * public API's team routes, issue 42): the team's role is read on every call, so someone who is no
 * longer an owner or admin is refused at once. The booking is the team's meeting (its lead row, as
 * the team's list shows it); a booking of another team, or of no team, is as unknown as a missing
 * one. The caller then makes the host's own change (`cancelByHost(host, uid)` …): no second path.
 */
export async function teamBookingHost(
  db: Pick<Db, 'teamMember' | 'booking'>,
  teamId: string,
  userId: string,
  uid: string,
): Promise<string> {
  const role = await teamRoleOf(db, teamId, userId);
  if (!role) throw httpErrors.notFound(teamEventTypeMessages.teamNotFound);
  const row = await db.booking.findFirst({
    where: { uid, leadBookingId: null, eventType: { teamId } },
    select: { hostId: true },
  });
  if (!row) throw httpErrors.notFound(bookingMessages.notFound);
  if (!atLeast(role, 'admin')) throw httpErrors.forbidden(teamEventTypeMessages.bookingsRole);
  return row.hostId;
}
