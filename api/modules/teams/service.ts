import { randomUUID } from 'node:crypto';
import type { Db, DbKind } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockUser } from '../../db/user-lock.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import {
  type CreateTeam,
  MAX_TEAMS_PER_USER,
  type Team,
  type TeamList,
  teamLogoPath,
  teamMessages,
  type UpdateTeam,
} from '#shared/schemas/teams.ts';
import { requireTeamRole } from './access.ts';
import { readLogo } from './logo.ts';
import { lockTeamForDeletion, withTeamLocked } from './team-lock.ts';
import { teamView } from './views.ts';

export interface TeamsServiceDeps {
  db: Db;
  dbKind: DbKind;
}

/** Two teams claiming one slug at once: the unique index decides, and the loser hears why. */
async function slugChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict(teamMessages.slugTaken);
    throw error;
  }
}

/** A signed-in user's teams: create, list, read, change and delete (ADR 028). */
export function createTeamsService({ db, dbKind }: TeamsServiceDeps) {
  return {
    /** The creator becomes the team's first owner. */
    async create(userId: string, input: CreateTeam): Promise<Team> {
      if (await db.team.findUnique({ where: { slug: input.slug }, select: { id: true } })) {
        throw httpErrors.conflict(teamMessages.slugTaken);
      }
      // Decoded before the transaction (it takes a while); named by a fresh key, as the team has no id yet.
      const logo = input.logo === undefined ? {} : await readLogo(randomUUID(), input.logo);
      const teamId = await slugChecked(
        db.$transaction(async (tx) => {
          // The user's row first (docs/architecture.md#one-lock-order): their count of teams is then exact.
          if (!(await lockUser(tx, userId))) throw httpErrors.unauthorized(authAnswers.sessionEnded);
          if ((await tx.teamMember.count({ where: { userId } })) >= MAX_TEAMS_PER_USER) {
            throw httpErrors.conflict(teamMessages.tooManyTeams);
          }
          const team = await tx.team.create({
            data: { name: input.name, slug: input.slug, ...logo, members: { create: { userId, role: 'owner' } } },
            select: { id: true },
          });
          return team.id;
        }),
      );
      return teamView(db, teamId, 'owner');
    },

    async list(userId: string): Promise<TeamList> {
      const rows = await db.teamMember.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { teamId: 'asc' }],
        select: {
          role: true,
          team: { select: { id: true, name: true, slug: true, logoHash: true, _count: { select: { members: true } } } },
        },
      });
      return {
        items: rows.map(({ role, team }) => ({
          id: team.id,
          name: team.name,
          slug: team.slug,
          logoUrl: team.logoHash ? teamLogoPath(team.logoHash) : null,
          role,
          memberCount: team._count.members,
        })),
      };
    },

    /** Members only; anyone else is told the team does not exist. */
    async get(userId: string, teamId: string): Promise<Team> {
      const role = await requireTeamRole(db, teamId, userId, 'member', teamMessages.notFound);
      return teamView(db, teamId, role);
    },

    /** Owners and admins change the name, the slug and the logo. */
    async update(userId: string, teamId: string, input: UpdateTeam): Promise<Team> {
      // Checked first, so an outsider learns nothing (not even which slugs are taken); again under the lock.
      await requireTeamRole(db, teamId, userId, 'admin', teamMessages.notFound);
      if (input.slug !== undefined) {
        const holder = await db.team.findUnique({ where: { slug: input.slug }, select: { id: true } });
        if (holder && holder.id !== teamId) throw httpErrors.conflict(teamMessages.slugTaken);
      }
      // Decoded before the lock: it takes a while.
      const logo =
        input.logo === undefined
          ? {}
          : input.logo === null
            ? { logoHash: null, logoType: null, logoData: null }
            : await readLogo(teamId, input.logo);
      return slugChecked(
        withTeamLocked(db, teamId, userId, 'admin', async (tx, role) => {
          await tx.team.update({
            where: { id: teamId },
            data: { name: input.name, slug: input.slug, ...logo, version: { increment: 1 } },
          });
          return teamView(tx, teamId, role);
        }),
      );
    },

    /** Owners only. The team's event types and page go with it; bookings stay with their hosts. */
    async remove(userId: string, teamId: string): Promise<void> {
      await requireTeamRole(db, teamId, userId, 'owner', teamMessages.notFound);
      await db.$transaction(
        async (tx) => {
          if (!(await lockTeamForDeletion(tx, dbKind, teamId))) throw httpErrors.notFound(teamMessages.notFound);
          // Still an owner under the lock (not demoted a moment ago).
          await requireTeamRole(tx, teamId, userId, 'owner', teamMessages.notFound);
          await tx.team.delete({ where: { id: teamId } });
        },
        { maxWait: 10_000, timeout: 10_000 },
      );
    },
  };
}
