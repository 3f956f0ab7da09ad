import type { Db } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type TeamRoleName, atLeast } from './contract.ts';

/**
 * Who may do what in a team (issue 29): the one place that reads a caller's role. Owners and admins
 * manage members and the team's event types; members see the team and the team's bookings they host.
 * A caller who is not a member gets the same 404 as a team that does not exist, so a team's id tells
 * an outsider nothing.
 */

/** The caller's role in the team, or null when they are not a member (or the team does not exist). */
export async function teamRoleOf(
  db: Pick<Db, 'teamMember'>,
  teamId: string,
  userId: string,
): Promise<TeamRoleName | null> {
  const row = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId } },
    select: { role: true },
  });
  return row?.role ?? null;
}

/**
 * The caller's role when it is at least `least`; a non-member gets 404 (the team is not theirs to
 * know of), a member below `least` gets 403.
 */
export async function requireTeamRole(
  db: Pick<Db, 'teamMember'>,
  teamId: string,
  userId: string,
  least: TeamRoleName,
  notFoundMessage: string,
): Promise<TeamRoleName> {
  const role = await teamRoleOf(db, teamId, userId);
  if (!role) throw httpErrors.notFound(notFoundMessage);
  if (!atLeast(role, least)) throw httpErrors.forbidden();
  return role;
}
