import type { Db, DbKind } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import type { User } from '../../db/generated/postgres/client.ts';
import { retryOnDeadlock } from '../../db/errors.ts';
import { httpErrors } from '../../plugins/errors.ts';
import {
  type AdminUser,
  type AdminUserList,
  adminUsersMessages,
  type UpdateAdminUser,
} from '../../../src-shared/schemas/admin-users.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { decodeCursor, encodeCursor } from '../event-types/service.ts';
import { recordAudit } from './audit.ts';

export interface AdminUsersContext {
  db: Db;
  dbKind: DbKind;
}

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export function toAdminUser(row: User): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every account, newest first, matching `q` in the email, first or last name or username (any case). */
export async function listUsers(
  reads: Reads,
  query: { q?: string; cursor?: string; limit: number },
): Promise<AdminUserList> {
  // One row beyond the page tells whether another page exists.
  const rows = await reads.usersPage({
    search: query.q || undefined,
    after: query.cursor ? decodeCursor(query.cursor) : null,
    take: query.limit + 1,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

const isActiveAppAdmin = (user: { role: string; disabledAt: Date | null }) =>
  user.role === 'app_admin' && user.disabledAt === null;

/**
 * Runs `work` on the target account inside a transaction that first locks the target and every
 * active app admin (PostgreSQL), or takes SQLite's single write lock. Two admins demoting each other
 * at the same moment are thus served one after the other, and the second sees the first's change:
 * the last app admin cannot be removed by a race.
 */
async function withTargetLocked<T>(
  ctx: AdminUsersContext,
  id: string,
  work: (tx: Tx, target: User) => Promise<T>,
): Promise<T> {
  // Deleting an account cascades into rows whose writers' triggers update the account's row, so on
  // PostgreSQL a delete racing those writes can be picked as a deadlock victim: run it again.
  return retryOnDeadlock(() => lockedTransaction(ctx, id, work));
}

async function lockedTransaction<T>(
  { db, dbKind }: AdminUsersContext,
  id: string,
  work: (tx: Tx, target: User) => Promise<T>,
): Promise<T> {
  return db.$transaction(
    async (tx) => {
      if (dbKind === 'postgres') {
        await tx.$queryRaw`SELECT id FROM users
          WHERE id = ${id} OR (role = 'app_admin' AND disabled_at IS NULL) ORDER BY id FOR UPDATE`;
      } else {
        // A write as the first statement: the transaction holds the write lock from here on.
        await tx.$executeRaw`UPDATE users SET role = role WHERE id = ${id}`;
      }
      const target = await tx.user.findUnique({ where: { id } });
      if (!target) throw httpErrors.notFound(adminUsersMessages.userNotFound);
      return work(tx, target);
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/** Refuses (409) a change that would leave no active app admin. */
async function keepLastAppAdmin(tx: Tx, target: User, stillActiveAdmin: boolean): Promise<void> {
  if (!isActiveAppAdmin(target) || stillActiveAdmin) return;
  const others = await tx.user.count({ where: { role: 'app_admin', disabledAt: null, id: { not: target.id } } });
  if (others === 0) throw httpErrors.conflict(adminUsersMessages.lastAppAdmin);
}

/** Changes an account's role and/or disables or enables it; each change is written to the audit log. */
export async function updateUser(
  ctx: AdminUsersContext,
  actorId: string,
  id: string,
  change: UpdateAdminUser,
): Promise<AdminUser> {
  return withTargetLocked(ctx, id, async (tx, target) => {
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabledAt !== null;
    await keepLastAppAdmin(tx, target, role === 'app_admin' && !disabled);
    const subject = { id: target.id, email: target.email };
    const actor = { id: actorId };
    if (role !== target.role) {
      await tx.user.update({ where: { id }, data: { role } });
      await recordAudit(tx, { actor, action: 'role_changed', target: subject, detail: `${target.role} → ${role}` });
    }
    if (disabled && target.disabledAt === null) {
      await tx.user.update({ where: { id }, data: { disabledAt: new Date() } });
      // Enabling later must not bring back the sessions it had.
      for (const write of endAllSessions(tx, id)) await write;
      await recordAudit(tx, { actor, action: 'user_disabled', target: subject });
    } else if (!disabled && target.disabledAt !== null) {
      await tx.user.update({ where: { id }, data: { disabledAt: null } });
      await recordAudit(tx, { actor, action: 'user_enabled', target: subject });
    }
    return toAdminUser(await tx.user.findUniqueOrThrow({ where: { id } }));
  });
}

/** Ends every session of the account; it can sign in again at once. */
export async function signOutUserEverywhere(ctx: AdminUsersContext, actorId: string, id: string): Promise<void> {
  await withTargetLocked(ctx, id, async (tx, target) => {
    for (const write of endAllSessions(tx, id)) await write;
    await recordAudit(tx, {
      actor: { id: actorId },
      action: 'user_signed_out',
      target: { id: target.id, email: target.email },
    });
  });
}

/**
 * Deletes the account and everything it owns. `actorId` is the admin doing it (written to the audit
 * log); null when people delete their own account from their profile.
 */
export async function deleteUser(ctx: AdminUsersContext, actorId: string | null, id: string): Promise<void> {
  await withTargetLocked(ctx, id, async (tx, target) => {
    await keepLastAppAdmin(tx, target, false);
    if (actorId) {
      await recordAudit(tx, {
        actor: { id: actorId },
        action: 'user_deleted',
        target: { id: target.id, email: target.email },
      });
    }
    await tx.user.delete({ where: { id } });
  });
}
