import type { Db } from '../../db/client.ts';
import type { InsightsScope } from '../../db/reads/insights.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type InsightsQuery, insightsMessages } from '#shared/schemas/insights.ts';
import { requireTeamRole } from '../teams/surface.ts';

/** Whose bookings a request may see, and whose zone its dates are in. */
export interface ResolvedScope {
  scope: InsightsScope;
  /** The user whose default schedule's zone the dates and hours are in. */
  zoneUserId: string;
}

const MANAGERS = ['owner', 'admin'] as const;

/**
 * The one authorization of Insights (issue 30): no team or member → the caller's own bookings;
 * `teamId` → every booking of the team's event types, for its owners and admins (a plain member
 * 403, an outsider 404); `userId` (another user) → that member's bookings of the teams the caller
 * manages and the member is in (a fellow plain member 403, anyone else 404).
 */
export async function resolveScope(
  db: Pick<Db, 'teamMember'>,
  callerId: string,
  query: Pick<InsightsQuery, 'teamId' | 'userId' | 'eventTypeId' | 'status'>,
): Promise<ResolvedScope> {
  const filters = { eventTypeId: query.eventTypeId, status: query.status };
  if (query.teamId) {
    await requireTeamRole(db, query.teamId, callerId, 'admin', insightsMessages.teamNotFound);
    if (!query.userId) return { scope: { teamIds: [query.teamId], ...filters }, zoneUserId: callerId };
    const member = await db.teamMember.findUnique({
      where: { teamId_userId: { teamId: query.teamId, userId: query.userId } },
      select: { userId: true },
    });
    if (!member) throw httpErrors.notFound(insightsMessages.memberNotFound);
    return { scope: { hostId: query.userId, teamIds: [query.teamId], ...filters }, zoneUserId: query.userId };
  }
  if (!query.userId || query.userId === callerId)
    return { scope: { hostId: callerId, ...filters }, zoneUserId: callerId };
  const userId = query.userId;
  const shared = await db.teamMember.findMany({
    where: { userId: callerId, team: { members: { some: { userId } } } },
    select: { teamId: true, role: true },
    orderBy: { teamId: 'asc' },
  });
  if (shared.length === 0) throw httpErrors.notFound(insightsMessages.memberNotFound);
  const managed = shared.filter((m) => (MANAGERS as readonly string[]).includes(m.role)).map((m) => m.teamId);
  if (managed.length === 0) throw httpErrors.forbidden();
  return { scope: { hostId: userId, teamIds: managed, ...filters }, zoneUserId: userId };
}
