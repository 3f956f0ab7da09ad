import type { Tx } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type Team, type TeamRole, teamLogoPath, teamMessages } from '#shared/schemas/teams.ts';

/** A team as its members see it: the caller's role and every member, oldest first. */
export async function teamView(db: Db | Tx, teamId: string, role: TeamRole): Promise<Team> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      slug: true,
      logoHash: true,
      members: {
        orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
        select: {
          userId: true,
          role: true,
          createdAt: true,
          user: { select: { email: true, firstName: true, lastName: true } },
        },
      },
    },
  });
  if (!team) throw httpErrors.notFound(teamMessages.notFound);
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    logoUrl: team.logoHash ? teamLogoPath(team.logoHash) : null,
    role,
    members: team.members.map((m) => ({
      userId: m.userId,
      email: m.user.email,
      name: `${m.user.firstName} ${m.user.lastName}`.trim(),
      role: m.role,
      joinedAt: m.createdAt.toISOString(),
    })),
  };
}
