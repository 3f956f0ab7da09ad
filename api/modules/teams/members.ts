import type { Db, Tx } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type Team, type TeamRole, teamMessages } from '#shared/schemas/teams.ts';
import { teamRoleOf } from './access.ts';
import { ownerCount, withTeamLocked } from './team-lock.ts';
import { teamView } from './views.ts';

/**
 * A member leaves the team: they stop hosting its event types (their event_type_hosts rows go), and
 * their bookings stay theirs.
 */
export async function dropMembership(tx: Tx, teamId: string, userId: string): Promise<void> {
  await tx.eventTypeHost.deleteMany({ where: { userId, eventType: { teamId } } });
  await tx.teamMember.delete({ where: { teamId_userId: { teamId, userId } } });
}

/** Refuses (409) a change that would leave the team without an owner; read under the team's lock. */
async function keepAnOwner(tx: Tx, teamId: string, targetRole: TeamRole, stillOwner: boolean): Promise<void> {
  if (targetRole !== 'owner' || stillOwner) return;
  if ((await ownerCount(tx, teamId)) <= 1) throw httpErrors.conflict(teamMessages.lastOwner);
}

async function targetRoleOf(tx: Tx, teamId: string, userId: string): Promise<TeamRole> {
  const role = await teamRoleOf(tx, teamId, userId);
  if (!role) throw httpErrors.notFound(teamMessages.memberNotFound);
  return role;
}

/**
 * Roles and removals (docs/product.md#teams): owners and admins manage members; only an owner makes
 * someone an owner or changes or removes an owner; anyone may leave; the team always keeps an owner.
 * Each runs under the team's row lock (team-lock.ts), so two owners demoting each other at once end
 * with one of them still an owner, on every database and across processes.
 */
export function createMembersService({ db }: { db: Db }) {
  return {
    changeRole(callerId: string, teamId: string, userId: string, role: TeamRole): Promise<Team> {
      return withTeamLocked(db, teamId, callerId, 'admin', async (tx, callerRole) => {
        const current = await targetRoleOf(tx, teamId, userId);
        if ((role === 'owner' || current === 'owner') && callerRole !== 'owner') {
          throw httpErrors.forbidden(teamMessages.onlyOwnerMakesOwners);
        }
        await keepAnOwner(tx, teamId, current, role === 'owner');
        if (role !== current) {
          await tx.teamMember.update({ where: { teamId_userId: { teamId, userId } }, data: { role } });
        }
        return teamView(tx, teamId, userId === callerId ? role : callerRole);
      });
    },

    /** Removes a member, or, when `userId` is the caller, leaves the team (any role may). */
    remove(callerId: string, teamId: string, userId: string): Promise<void> {
      const leaving = callerId === userId;
      return withTeamLocked(db, teamId, callerId, leaving ? 'member' : 'admin', async (tx, callerRole) => {
        const current = await targetRoleOf(tx, teamId, userId);
        if (!leaving && current === 'owner' && callerRole !== 'owner') {
          throw httpErrors.forbidden(teamMessages.ownersOnly);
        }
        await keepAnOwner(tx, teamId, current, false);
        await dropMembership(tx, teamId, userId);
      });
    },
  };
}
