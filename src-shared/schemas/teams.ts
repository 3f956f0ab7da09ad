import * as z from 'zod/mini';
import { oneLine } from '../text.ts';
import { nameRuleBroken, normalizeUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../username.ts';
import { EmailSchema, MAX_TOKEN_LENGTH } from './auth.ts';

/**
 * Teams (issue 29, ADR 028): members with roles, invitations by email, a public page at /team/{slug}.
 * Owners and admins manage members; only an owner makes or unmakes owners; a team always keeps an owner.
 */

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const TEAM_NAME_MAX_LENGTH = 100;
/** A team's logo, checked by content like a profile picture: PNG, JPEG or WebP, at most 2 MB before encoding. */
export const TEAM_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Teams one person may belong to, and members one team may have. */
export const MAX_TEAMS_PER_USER = 50;
export const MAX_TEAM_MEMBERS = 200;
/** An invitation's link works once, for this long. */
export const TEAM_INVITE_TTL_DAYS = 7;
/** Invitations a team may send in an hour, and have waiting at once (each is an email to someone). */
export const TEAM_INVITES_PER_HOUR = 30;
export const MAX_PENDING_TEAM_INVITES = 100;

export const teamMessages = {
  nameRequired: 'Team name is required.',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters.`,
  slugTooShort: `Team URL must be at least ${USERNAME_MIN_LENGTH} characters.`,
  slugTooLong: `Team URL must be at most ${USERNAME_MAX_LENGTH} characters.`,
  slugFormat: 'Team URL can only contain lowercase letters, numbers, and hyphens.',
  slugEdges: 'Team URL must start and end with a letter or number.',
  slugReserved: 'This team URL is reserved. Please choose another one.',
  slugTaken: 'Another team already uses this URL.',
  logoUnreadable: 'The logo must be a PNG, JPEG or WebP image, sent as a data URL or base64.',
  logoWrongType: 'The logo must be a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo must be at most 2 MB.',
  tooManyTeams: `You can belong to at most ${MAX_TEAMS_PER_USER} teams.`,
  tooManyMembers: `A team can have at most ${MAX_TEAM_MEMBERS} members.`,
  notFound: 'No such team.',
  memberNotFound: 'This person is not a member of the team.',
  ownersOnly: 'Only an owner can do that.',
  onlyOwnerMakesOwners: 'Only an owner can make someone an owner or change an owner’s role.',
  lastOwner: 'A team needs at least one owner. Make another member an owner first.',
  alreadyMember: 'This person is already a member of the team.',
  inviteNotFound: 'This invitation does not exist. Ask the team for a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteExpired: 'This invitation has expired. Ask the team for a new one.',
  inviteOtherEmail: 'This invitation is for another email address. Sign in with the address it was sent to.',
  inviteUnverified: 'Verify your email address first (with the link we sent when you registered), then accept.',
  tooManyInvites: `A team can send at most ${TEAM_INVITES_PER_HOUR} invitations an hour. Try again later.`,
  tooManyPending: `A team can have at most ${MAX_PENDING_TEAM_INVITES} invitations waiting. Revoke some first.`,
  publicNotFound: 'No team has this URL.',
} as const;

const SLUG_RULE_MESSAGES = {
  tooShort: teamMessages.slugTooShort,
  tooLong: teamMessages.slugTooLong,
  format: teamMessages.slugFormat,
  edges: teamMessages.slugEdges,
  reserved: teamMessages.slugReserved,
} as const;

/** A team's slug: the username rules (docs/product.md#username-rules), so /team/{slug} reads like /{username}. */
export const TeamSlugSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.superRefine((value, ctx) => {
    const broken = nameRuleBroken(value);
    if (broken) ctx.addIssue({ code: 'custom', message: SLUG_RULE_MESSAGES[broken] });
  }),
);
export const normalizeTeamSlug = normalizeUsername;

const TeamNameSchema = z
  .string({ error: teamMessages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, teamMessages.nameRequired),
    z.maxLength(TEAM_NAME_MAX_LENGTH, teamMessages.nameTooLong),
    oneLine(),
  );

/** A data URL (`data:image/png;base64,…`) or bare base64; 2 MB of bytes is at most this many characters. */
const LOGO_MAX_CHARS = Math.ceil((TEAM_LOGO_MAX_BYTES * 4) / 3) + 64;
const LogoSchema = z.string().check(z.maxLength(LOGO_MAX_CHARS, teamMessages.logoTooLarge), oneLine());

export const CreateTeamSchema = z.object({
  name: TeamNameSchema,
  slug: TeamSlugSchema,
  logo: z.optional(LogoSchema),
});
export type CreateTeamInput = z.input<typeof CreateTeamSchema>;
export type CreateTeam = z.output<typeof CreateTeamSchema>;

/** PATCH /api/teams/:id: what is sent changes; `logo: null` removes the logo. */
export const UpdateTeamSchema = z.object({
  name: z.optional(TeamNameSchema),
  slug: z.optional(TeamSlugSchema),
  logo: z.optional(z.nullable(LogoSchema)),
});
export type UpdateTeamInput = z.input<typeof UpdateTeamSchema>;
export type UpdateTeam = z.output<typeof UpdateTeamSchema>;

export const TeamRoleSchema = z.enum(TEAM_ROLES);

export const TeamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: TeamRoleSchema,
  /** When they joined. */
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A team as its members see it. */
export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.nullable(z.string()),
  /** The caller's role. */
  role: TeamRoleSchema,
  members: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.nullable(z.string()),
  role: TeamRoleSchema,
  memberCount: z.number(),
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;
export const TeamListSchema = z.object({ items: z.array(TeamSummarySchema) });
export type TeamList = z.infer<typeof TeamListSchema>;

export const TeamIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()) });
export const TeamMemberParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  userId: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});
export const TeamInviteParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  inviteId: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});
export const InviteTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH), oneLine()),
});

export const UpdateMemberSchema = z.object({ role: TeamRoleSchema });
export type UpdateMember = z.infer<typeof UpdateMemberSchema>;

export const InviteInputSchema = z.object({ email: EmailSchema, role: TeamRoleSchema });
export type InviteInput = z.infer<typeof InviteInputSchema>;

export const TeamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: TeamRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvite = z.infer<typeof TeamInviteSchema>;
export const TeamInviteListSchema = z.object({ items: z.array(TeamInviteSchema) });
export type TeamInviteList = z.infer<typeof TeamInviteListSchema>;

/** What the invitation's page shows: the team and whom the link is for (its holder got it by that email). */
export const InvitePreviewSchema = z.object({
  teamName: z.string(),
  teamSlug: z.string(),
  logoUrl: z.nullable(z.string()),
  email: z.string(),
  role: TeamRoleSchema,
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

export const AcceptedInviteSchema = z.object({ teamId: z.string(), role: TeamRoleSchema });
export type AcceptedInvite = z.infer<typeof AcceptedInviteSchema>;

/** GET /api/public/team/:slug: what anyone may see of a team. No member, no email, no id. */
export const PublicTeamEventTypeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  duration: z.number().check(z.int()),
  schedulingType: z.enum(['collective', 'round_robin']),
});
export const PublicTeamSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.nullable(z.string()),
  eventTypes: z.array(PublicTeamEventTypeSchema),
});
export type PublicTeam = z.infer<typeof PublicTeamSchema>;
export const PublicTeamParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(100), oneLine()),
});
export const TeamLogoParamsSchema = z.object({ hash: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)) });

/** The public path of a team's logo ('avatars' is a reserved word, so never a team's slug). */
export function teamLogoPath(hash: string): string {
  return `/api/public/team/avatars/${hash}`;
}

/** The API's paths (under /api). */
export const teamsApi = {
  list: '/teams',
  one: (id: string) => `/teams/${encodeURIComponent(id)}`,
  member: (id: string, userId: string) => `/teams/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
  invites: (id: string) => `/teams/${encodeURIComponent(id)}/invites`,
  invite: (id: string, inviteId: string) => `/teams/${encodeURIComponent(id)}/invites/${encodeURIComponent(inviteId)}`,
  invitation: (token: string) => `/teams/invites/${encodeURIComponent(token)}`,
  accept: (token: string) => `/teams/invites/${encodeURIComponent(token)}/accept`,
  publicTeam: (slug: string) => `/public/team/${encodeURIComponent(slug)}`,
} as const;

/** The screens' texts. */
export const teamScreen = {
  title: 'Teams',
  yourTeams: 'Your teams',
  description: 'Book together: teams share event types, and their page lists them at /team/{slug}.',
  newTeam: 'New team',
  create: 'Create team',
  creating: 'Creating...',
  created: 'Team created',
  createFailed: 'The team could not be created',
  empty: 'You are not in a team yet. Create one, or ask a team to invite you.',
  loading: 'Loading teams',
  loadFailed: 'Your teams could not be loaded.',
  teamLoadFailed: 'This team could not be loaded.',
  notFound: 'This team does not exist, or you are not a member of it.',
  name: 'Team name',
  slug: 'Team URL',
  slugHint: 'Lowercase letters, numbers and hyphens.',
  logo: 'Logo',
  logoHint: 'PNG, JPEG or WebP, at most 2 MB.',
  chooseLogo: 'Choose logo',
  removeLogo: 'Remove logo',
  settings: 'Settings',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Team saved',
  saveFailed: 'The team could not be saved',
  members: 'Members',
  memberCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  you: 'you',
  role: 'Role',
  roleChanged: 'Role changed',
  roleFailed: 'The role could not be changed',
  remove: 'Remove',
  removeTitle: 'Remove this member?',
  removeBody: 'They leave the team and stop hosting its event types. Their own bookings stay theirs.',
  removed: 'Member removed',
  removeFailed: 'The member could not be removed',
  leave: 'Leave team',
  soleOwnerStays: 'Transfer ownership before you leave: make another member an owner.',
  leaveTitle: 'Leave this team?',
  leaveBody: 'You stop hosting its event types and can only come back with a new invitation.',
  left: 'You left the team',
  leaveFailed: 'You could not leave the team',
  deleteTeam: 'Delete team',
  deleteTitle: 'Delete this team?',
  deleteBody: 'Its event types and its public page go with it. Bookings already made stay with their hosts.',
  deleted: 'Team deleted',
  deleteFailed: 'The team could not be deleted',
  invite: 'Invite a member',
  inviteEmail: 'Email',
  inviteSend: 'Send invitation',
  inviteSending: 'Sending...',
  inviteSent: 'Invitation sent',
  inviteFailed: 'The invitation could not be sent',
  pending: 'Pending invitations',
  pendingEmpty: 'No invitations are waiting.',
  revoke: 'Revoke',
  revoked: 'Invitation revoked',
  revokeFailed: 'The invitation could not be revoked',
  expires: 'Expires',
  eventTypes: 'Event types',
  publicPage: 'Public page',
  dangerZone: 'Danger zone',
  acceptTitle: 'You are invited',
  acceptBody: (team: string, role: string) => `Join ${team} as ${role.toLowerCase()}.`,
  acceptFor: (email: string) => `This invitation is for ${email}.`,
  accept: 'Accept invitation',
  accepting: 'Joining...',
  accepted: 'You joined the team',
  acceptFailed: 'The invitation could not be accepted',
  signInToAccept: 'Sign in to accept',
  registerToAccept: 'Create an account',
  inviteLoadFailed: 'This invitation could not be loaded.',
  publicEmpty: (team: string) => `${team} has no event types to show yet.`,
  publicNotFoundTitle: 'This page could not be found',
  publicNotFound: (slug: string) => `No team is using the URL “${slug}” on Kairos.`,
} as const;
