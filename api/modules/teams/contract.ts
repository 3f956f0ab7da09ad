/**
 * The teams' contract (issue 40): the roles a member holds and how they rank. Types, constants and
 * pure functions only; reading a caller's role runs a query and is the teams' surface (`surface.ts`).
 */
export type TeamRoleName = 'owner' | 'admin' | 'member';

const RANK: Record<TeamRoleName, number> = { member: 0, admin: 1, owner: 2 };

/** Whether `role` is at least `least`. */
export const atLeast = (role: TeamRoleName | null, least: TeamRoleName) => role !== null && RANK[role] >= RANK[least];
