import type { Db, Tx } from '../../db/client.ts';
import type { Teammate } from '#shared/schemas/out-of-office.ts';

/** Members listed as teammates: every member of a few large teams is still one page. */
const TEAMMATES_SHOWN = 500;

/**
 * The people who share a team with the user (issue 29), enabled, by name: whom the user may forward
 * invitees to while away, when they accept forwards (a setting of theirs).
 */
export async function teammatesOf(db: Db | Tx, userId: string): Promise<Teammate[]> {
  const users = await db.user.findMany({
    where: {
      id: { not: userId },
      disabledAt: null,
      teamMemberships: { some: { team: { members: { some: { userId } } } } },
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    take: TEAMMATES_SHOWN,
    select: {
      id: true,
      firstName: true,
      lastName: true,
      username: true,
      email: true,
      awaySettings: { select: { acceptsForwards: true } },
    },
  });
  return users.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim() || u.username || u.email,
    username: u.username,
    acceptsForwards: u.awaySettings?.acceptsForwards ?? false,
  }));
}
