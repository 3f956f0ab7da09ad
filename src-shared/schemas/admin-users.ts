import * as z from 'zod/mini';
import { RoleSchema, SessionUserSchema } from './session.ts';

export const ADMIN_USERS_DEFAULT_LIMIT = 20;
export const ADMIN_USERS_MAX_LIMIT = 100;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100;
export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 100;

/** Texts of the admin Users and Audit log screens and of their API's refusals. */
export const adminUsersMessages = {
  lastAppAdmin:
    'This is the only app admin left. Make another account app admin before you demote, disable or delete this one.',
  userNotFound: 'That account no longer exists.',
  nothingToChange: 'Send a role, disabled, or both.',
  usersTitle: 'Users',
  usersDescription: 'Every account on this server. Find one by email, name or username.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Email, name or username',
  loadingUsers: 'Loading users...',
  noUsers: 'No accounts yet.',
  noUsersMatch: 'No accounts match your search.',
  loadUsersFailed: 'Could not load the accounts.',
  retry: 'Try again',
  loadMore: 'Load more',
  rowActions: (email: string) => `Actions for ${email}`,
  makeRole: (role: string) => `Make ${role}`,
  disable: 'Disable',
  enable: 'Enable',
  signOutEverywhere: 'Sign out everywhere',
  delete: 'Delete',
  deleteTitle: 'Delete this account?',
  deleteDescription: (email: string) =>
    `${email} and everything it owns (event types, profile, domain) will be deleted. This cannot be undone.`,
  deleteConfirm: 'Delete account',
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  disabledDone: (email: string) => `${email} is disabled and signed out.`,
  enabledDone: (email: string) => `${email} can sign in again.`,
  signedOutDone: (email: string) => `${email} is signed out everywhere.`,
  deletedDone: (email: string) => `${email} was deleted.`,
  actionFailed: 'That did not work',
  auditLogTitle: 'Audit log',
  auditLogDescription: 'Who did what, to whom and when: every admin action, newest first.',
  loadingAuditLog: 'Loading the audit log...',
  noAuditEntries: 'No admin actions yet.',
  loadAuditLogFailed: 'Could not load the audit log.',
  commandLine: 'command line',
  you: 'you',
} as const;

/** How each role is named on screen. */
export const roleLabels = {
  user: 'user',
  company_admin: 'company admin',
  app_admin: 'app admin',
} as const satisfies Record<z.infer<typeof RoleSchema>, string>;

/** An account as the admin sees it: the session's fields, plus its state. */
export const AdminUserSchema = z.extend(z.omit(SessionUserSchema, { email_verified: true }), {
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

const cursor = z.optional(z.string().check(z.maxLength(200)));

export const AdminUserListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_USERS_SEARCH_MAX_LENGTH))),
  cursor,
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_USERS_MAX_LIMIT)),
    ADMIN_USERS_DEFAULT_LIMIT,
  ),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** A role, a disabled flag, or both; any other field is refused. */
export const UpdateAdminUserSchema = z
  .strictObject({ role: z.optional(RoleSchema), disabled: z.optional(z.boolean()) })
  .check(z.refine((v) => v.role !== undefined || v.disabled !== undefined, adminUsersMessages.nothingToChange));
export type UpdateAdminUser = z.infer<typeof UpdateAdminUserSchema>;

export const AUDIT_ACTIONS = [
  'role_changed',
  'user_disabled',
  'user_enabled',
  'user_signed_out',
  'user_deleted',
  'cloudflare_token_saved',
  'core_domain_set_up',
  'oauth_client_saved',
  'api_key_created',
  'api_key_revoked',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** How each action reads in the log ("changed the role of", …). */
export const auditActionLabels = {
  role_changed: 'changed the role of',
  user_disabled: 'disabled',
  user_enabled: 'enabled',
  user_signed_out: 'signed out everywhere',
  user_deleted: 'deleted',
  cloudflare_token_saved: 'saved the Cloudflare token',
  oauth_client_saved: "saved an app's OAuth client",
  core_domain_set_up: 'set up the core domain',
  api_key_created: 'created an API key for',
  api_key_revoked: 'revoked an API key of',
} as const satisfies Record<AuditAction, string>;

export const AuditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: AuditActionSchema,
  /** The acting admin; null id and email when the action came from the command line. */
  actor: z.object({ id: z.nullable(z.string()), email: z.nullable(z.string()) }),
  /** The account acted on, as it was then; null for server-wide actions. */
  target: z.nullable(z.object({ id: z.string(), email: z.string() })),
  detail: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogQuerySchema = z.object({
  cursor,
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_LOG_MAX_LIMIT)), AUDIT_LOG_DEFAULT_LIMIT),
});

export const AuditLogSchema = z.object({
  items: z.array(AuditLogEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
