import type { Db } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type PublicTeam, normalizeTeamSlug, teamLogoPath, teamMessages } from '#shared/schemas/teams.ts';
import { PUBLIC_EVENT_TYPES_LIMIT } from '../public/contract.ts';

/** What anyone may see of a team (docs/product.md#team-page): its visible event types; no member, no email, no id. */
export function createPublicTeamsService({ db }: { db: Db }) {
  return {
    async page(rawSlug: string): Promise<PublicTeam> {
      const team = await db.team.findUnique({
        where: { slug: normalizeTeamSlug(rawSlug) },
        select: {
          name: true,
          slug: true,
          logoHash: true,
          eventTypes: {
            where: { isVisible: true },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: PUBLIC_EVENT_TYPES_LIMIT,
            select: { name: true, slug: true, description: true, duration: true, schedulingType: true },
          },
        },
      });
      if (!team) throw httpErrors.notFound(teamMessages.publicNotFound);
      return {
        name: team.name,
        slug: team.slug,
        logoUrl: team.logoHash ? teamLogoPath(team.logoHash) : null,
        eventTypes: team.eventTypes.map((e) => ({ ...e, schedulingType: e.schedulingType ?? 'collective' })),
      };
    },

    async logo(hash: string): Promise<{ contentType: string; data: Uint8Array }> {
      const team = await db.team.findFirst({ where: { logoHash: hash }, select: { logoType: true, logoData: true } });
      if (!team?.logoType || !team.logoData) throw httpErrors.notFound('No such picture.');
      return { contentType: team.logoType, data: team.logoData };
    },
  };
}
