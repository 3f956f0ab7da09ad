import type { TeamRole } from '#shared/schemas/teams.ts';
import { tx } from '@/lib/texts/teams.ts';

/** A role's name in the active locale ("Owner", "Admin", "Member" in English), read while rendering. */
export function roleLabel(role: TeamRole): string {
  return tx(`teams.role.${role}`);
}
