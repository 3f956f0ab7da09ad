import type { Db } from '../../../db/client.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import { atLeast } from '../../teams/contract.ts';
import { hostName } from '../contract.ts';
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

/** Whose own change a write is (ADR 059): the host's, made by them or by a team's owner or admin (`actedBy`). */
export interface HostChange {
  hostId: string;
  /** The owner's or admin's name when they change another member's booking for them. */
  actedBy?: string;
}

type ScopeDb = Pick<Db, 'teamMember' | 'booking' | 'user'>;

/** The host's change as `userId` makes it: the host's own, or the owner's or admin's name with it. */
async function changeFor(db: ScopeDb, userId: string, hostId: string): Promise<HostChange> {
  if (hostId === userId) return { hostId };
  const me = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { firstName: true, lastName: true, username: true, email: true },
  });
  return { hostId, actedBy: hostName(me) };
}

/**
 * The host whose own write changes one of a team's bookings, for an owner or admin of the team (the
 * public API's team routes, issue 42): the team's role is read on every call, so someone who is no
 * longer an owner or admin is refused at once. The booking is the team's meeting (its lead row, as
 * the team's list shows it); a booking of another team, or of no team, is as unknown as a missing
 * one. The caller then makes the host's own change (`cancelByHost(host, uid)` …): no second path.
 */
export async function teamBookingHost(db: ScopeDb, teamId: string, userId: string, uid: string): Promise<HostChange> {
  const role = await teamRoleOf(db, teamId, userId);
  if (!role) throw httpErrors.notFound(teamEventTypeMessages.teamNotFound);
  const row = await db.booking.findFirst({
    where: { uid, leadBookingId: null, eventType: { teamId } },
    select: { hostId: true },
  });
  if (!row) throw httpErrors.notFound(bookingMessages.notFound);
  if (!atLeast(role, 'admin')) throw httpErrors.forbidden(teamEventTypeMessages.bookingsRole);
  return changeFor(db, userId, row.hostId);
}

/**
 * Who changes a booking through the app's host routes (cancel, no-show; docs/product.md#team-bookings):
 * its host, or an owner or admin of the team whose event type it is, on the team's meeting (its lead
 * row, as "Every booking of {team}" lists it). The role is read on this request, so a demoted admin is
 * refused at once. Anyone else gets the 404 of a booking that is not theirs, as before.
 */
export async function hostOrTeamAdmin(db: ScopeDb, userId: string, uid: string): Promise<HostChange> {
  const row = await db.booking.findUnique({
    where: { uid },
    select: { hostId: true, leadBookingId: true, eventType: { select: { teamId: true } } },
  });
  if (row?.hostId === userId) return { hostId: userId };
  const teamId = row?.leadBookingId === null ? row.eventType?.teamId : null;
  const role = teamId ? await teamRoleOf(db, teamId, userId) : null;
  if (!row || !role || !atLeast(role, 'admin')) throw httpErrors.notFound(bookingMessages.notFound);
  return changeFor(db, userId, row.hostId);
}
