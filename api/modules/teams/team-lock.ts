import type { Db, DbKind, Tx } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { teamMessages } from '#shared/schemas/teams.ts';
import { teamRoleOf } from './access.ts';
import { type TeamRoleName, atLeast } from './contract.ts';

/**
 * Locks a team's row (PostgreSQL: a row lock; SQLite: the write lock); false when the team is gone.
 * Every change to a team's members or roles takes it first, so two of them are served one after the
 * other and the second sees the first: the last owner cannot be demoted or removed by a race. A write
 * that also locks a user's row locks the user first (docs/architecture.md#one-lock-order).
 */
export async function lockTeam(tx: Tx, teamId: string): Promise<boolean> {
  return (await tx.$executeRaw`UPDATE teams SET version = version WHERE id = ${teamId}`) === 1;
}

/**
 * Runs `work` in a transaction that first locks the team, with the caller's role read under the lock:
 * a non-member (or a team that does not exist) gets 404, a member below `least` 403.
 */
export function withTeamLocked<T>(
  db: Db,
  teamId: string,
  callerId: string,
  least: TeamRoleName,
  work: (tx: Tx, role: TeamRoleName) => Promise<T>,
): Promise<T> {
  return db.$transaction(
    async (tx) => {
      if (!(await lockTeam(tx, teamId))) throw httpErrors.notFound(teamMessages.notFound);
      const role = await teamRoleOf(tx, teamId, callerId);
      if (!role) throw httpErrors.notFound(teamMessages.notFound);
      if (!atLeast(role, least)) throw httpErrors.forbidden();
      return work(tx, role);
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/** How many owners the team has now (read under its lock). */
export function ownerCount(tx: Tx, teamId: string): Promise<number> {
  return tx.teamMember.count({ where: { teamId, role: 'owner' } });
}

/**
 * Locks, in id order, the users whose rows a team's deletion writes (the hosts of its event types'
 * bookings: their bookings version moves when the bookings lose their event type), then the team.
 * Users before the team, as in every write (docs/architecture.md#one-lock-order). SQLite has one
 * write lock, taken by the first statement.
 */
export async function lockTeamForDeletion(tx: Tx, dbKind: DbKind, teamId: string): Promise<boolean> {
  if (dbKind === 'postgres') {
    await tx.$queryRaw`SELECT id FROM users WHERE id IN (
        SELECT host_id FROM bookings WHERE event_type_id IN (SELECT id FROM event_types WHERE team_id = ${teamId})
      ) ORDER BY id FOR UPDATE`;
  }
  return lockTeam(tx, teamId);
}
