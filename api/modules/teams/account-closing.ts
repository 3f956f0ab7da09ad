import type { Tx } from '../../db/client.ts';
import { lockTeam } from './team-lock.ts';

/**
 * An account is being deleted (inside that transaction, its row locked first): each team it alone
 * owns is handed to its longest-serving admin, else its longest-serving member; a team with no other
 * member goes with the account (ADR 028). The teams are locked in id order after the user, as in
 * every write (docs/architecture.md#one-lock-order), so a demotion racing the deletion is served
 * before or after it, never beside it.
 */
export async function handOverTeams(tx: Tx, userId: string): Promise<void> {
  const owned = await tx.teamMember.findMany({
    where: { userId, role: 'owner' },
    orderBy: { teamId: 'asc' },
    select: { teamId: true },
  });
  if (owned.length === 0) return;
  const teamIds = owned.map((m) => m.teamId);
  for (const teamId of teamIds) await lockTeam(tx, teamId);
  for (const teamId of teamIds) {
    const others = await tx.teamMember.findMany({
      where: { teamId, userId: { not: userId } },
      select: { userId: true, role: true, createdAt: true },
      orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
    });
    if (others.some((m) => m.role === 'owner')) continue;
    const heir = others.find((m) => m.role === 'admin') ?? others[0];
    if (heir) {
      await tx.teamMember.update({
        where: { teamId_userId: { teamId, userId: heir.userId } },
        data: { role: 'owner' },
      });
    } else {
      await tx.team.delete({ where: { id: teamId } });
    }
  }
}
