import type { Db } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { HttpError, httpErrors } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens.ts';
import type { Config } from '../../config.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { paths } from '#shared/routes.ts';
import {
  type AcceptedInvite,
  type InviteInput,
  type InvitePreview,
  MAX_PENDING_TEAM_INVITES,
  MAX_TEAM_MEMBERS,
  MAX_TEAMS_PER_USER,
  TEAM_INVITE_TTL_DAYS,
  TEAM_INVITES_PER_HOUR,
  type TeamInvite,
  type TeamInviteList,
  teamLogoPath,
  teamMessages,
} from '#shared/schemas/teams.ts';
import { requireTeamRole } from './access.ts';
import { teamInviteEmail } from './emails.ts';
import { lockTeam, withTeamLocked } from './team-lock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface TeamInvitesServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'sendLater'>;
  config: Pick<Config, 'APP_URL'>;
  now: () => number;
}

function inviteView(row: { id: string; email: string; role: TeamInvite['role']; expiresAt: Date; createdAt: Date }) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const gone = (message: string) => new HttpError(410, message);

/**
 * Invitations by email (ADR 028): a single-use link whose secret is kept as its SHA-256, valid for
 * TEAM_INVITE_TTL_DAYS, accepted only by the account of the address it was sent to.
 */
export function createTeamInvitesService({ db, mailer, config, now }: TeamInvitesServiceDeps) {
  /** The invitation behind a link, or why it no longer works (404 unknown, 410 used or expired). */
  async function usableInvite(token: string) {
    const invite = await db.teamInvite.findUnique({
      where: { tokenHash: hashOpaqueToken(token) },
      include: { team: { select: { name: true, slug: true, logoHash: true } } },
    });
    if (!invite) throw httpErrors.notFound(teamMessages.inviteNotFound);
    if (invite.acceptedAt) throw gone(teamMessages.inviteUsed);
    if (invite.expiresAt.getTime() <= now()) throw gone(teamMessages.inviteExpired);
    return invite;
  }

  return {
    /** Owners and admins invite; only an owner invites an owner. A newer invitation replaces a waiting one. */
    async create(callerId: string, teamId: string, input: InviteInput): Promise<TeamInvite> {
      const token = newOpaqueToken();
      const at = now();
      const { invite, email } = await withTeamLocked(db, teamId, callerId, 'admin', async (tx, callerRole) => {
        if (input.role === 'owner' && callerRole !== 'owner') {
          throw httpErrors.forbidden(teamMessages.onlyOwnerMakesOwners);
        }
        const member = await tx.teamMember.findFirst({
          where: { teamId, user: { email: input.email } },
          select: { userId: true },
        });
        if (member) throw httpErrors.conflict(teamMessages.alreadyMember);
        const lastHour = await tx.teamInvite.count({ where: { teamId, createdAt: { gt: new Date(at - HOUR_MS) } } });
        if (lastHour >= TEAM_INVITES_PER_HOUR) {
          throw httpErrors.tooManyRequests(teamMessages.tooManyInvites, 3600);
        }
        // A newer invitation replaces a waiting one: its link stops working, and it still counts in the hour.
        await tx.teamInvite.updateMany({
          where: { teamId, email: input.email, acceptedAt: null, expiresAt: { gt: new Date(at) } },
          data: { expiresAt: new Date(at) },
        });
        const pending = await tx.teamInvite.count({
          where: { teamId, acceptedAt: null, expiresAt: { gt: new Date(at) } },
        });
        if (pending >= MAX_PENDING_TEAM_INVITES) throw httpErrors.conflict(teamMessages.tooManyPending);
        const invite = await tx.teamInvite.create({
          data: {
            teamId,
            email: input.email,
            role: input.role,
            tokenHash: hashOpaqueToken(token),
            invitedById: callerId,
            expiresAt: new Date(at + TEAM_INVITE_TTL_DAYS * DAY_MS),
            createdAt: new Date(at),
          },
        });
        const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
        const inviter = await tx.user.findUniqueOrThrow({
          where: { id: callerId },
          select: { firstName: true, lastName: true },
        });
        const invitee = await tx.user.findUnique({ where: { email: input.email }, select: { locale: true } });
        const email = teamInviteEmail(
          input.email,
          {
            teamName: team.name,
            inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
            role: input.role,
            url: `${config.APP_URL}${paths.teamInvite(token)}`,
          },
          invitee?.locale ?? null,
        );
        return { invite, email };
      });
      // After the commit: an invitation that failed to be stored sends nothing. Held to the mail cap (ADR 018).
      mailer.sendLater(email);
      return inviteView(invite);
    },

    /** The invitations still waiting (owners and admins). */
    async list(callerId: string, teamId: string): Promise<TeamInviteList> {
      await requireTeamRole(db, teamId, callerId, 'admin', teamMessages.notFound);
      const rows = await db.teamInvite.findMany({
        where: { teamId, acceptedAt: null, expiresAt: { gt: new Date(now()) } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return { items: rows.map(inviteView) };
    },

    /** Its link stops working at once. Only an owner revokes an owner's invitation. */
    revoke(callerId: string, teamId: string, inviteId: string): Promise<void> {
      return withTeamLocked(db, teamId, callerId, 'admin', async (tx, callerRole) => {
        const invite = await tx.teamInvite.findFirst({ where: { id: inviteId, teamId, acceptedAt: null } });
        if (!invite) throw httpErrors.notFound(teamMessages.inviteNotFound);
        if (invite.role === 'owner' && callerRole !== 'owner') throw httpErrors.forbidden(teamMessages.ownersOnly);
        await tx.teamInvite.delete({ where: { id: invite.id } });
      });
    },

    /** What the link's page shows; public, the token is the authority (its holder got it by that email). */
    async preview(token: string): Promise<InvitePreview> {
      const invite = await usableInvite(token);
      return {
        teamName: invite.team.name,
        teamSlug: invite.team.slug,
        logoUrl: invite.team.logoHash ? teamLogoPath(invite.team.logoHash) : null,
        email: invite.email,
        role: invite.role,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /**
     * Makes the caller a member with the invitation's role, once. Only the account with the invited
     * address, verified, may: a link forwarded to, or opened by, someone else's account is refused (403).
     */
    async accept(callerId: string, token: string): Promise<AcceptedInvite> {
      const invite = await usableInvite(token);
      return db.$transaction(
        async (tx) => {
          // The user's row, then the team's (docs/architecture.md#one-lock-order).
          if (!(await lockUser(tx, callerId))) throw httpErrors.unauthorized(authAnswers.sessionEnded);
          if (!(await lockTeam(tx, invite.teamId))) throw httpErrors.notFound(teamMessages.inviteNotFound);
          const caller = await tx.user.findUniqueOrThrow({
            where: { id: callerId },
            select: { email: true, emailVerifiedAt: true },
          });
          if (caller.email !== invite.email) throw httpErrors.forbidden(teamMessages.inviteOtherEmail);
          // Signing in may not need a verified address (REQUIRE_EMAIL_VERIFICATION): joining does, so an
          // account someone else registered with the address cannot take the invitation's place.
          if (!caller.emailVerifiedAt) throw httpErrors.forbidden(teamMessages.inviteUnverified);
          if (
            await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: invite.teamId, userId: callerId } } })
          ) {
            throw httpErrors.conflict(teamMessages.alreadyMember);
          }
          if ((await tx.teamMember.count({ where: { teamId: invite.teamId } })) >= MAX_TEAM_MEMBERS) {
            throw httpErrors.conflict(teamMessages.tooManyMembers);
          }
          if ((await tx.teamMember.count({ where: { userId: callerId } })) >= MAX_TEAMS_PER_USER) {
            throw httpErrors.conflict(teamMessages.tooManyTeams);
          }
          // Single use even when the link is opened twice at once: only one of them claims it.
          const claimed = await tx.teamInvite.updateMany({
            where: { id: invite.id, acceptedAt: null },
            data: { acceptedAt: new Date(now()) },
          });
          if (claimed.count !== 1) throw gone(teamMessages.inviteUsed);
          await tx.teamMember.create({ data: { teamId: invite.teamId, userId: callerId, role: invite.role } });
          return { teamId: invite.teamId, role: invite.role };
        },
        { maxWait: 10_000, timeout: 10_000 },
      );
    },
  };
}
