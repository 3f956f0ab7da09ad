import type { Db, DbKind, Tx } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import type { User } from '../../db/generated/postgres/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  type AdminUser,
  type AdminUserList,
  type AuditLog,
  adminUsersMessages,
  type UpdateAdminUser,
} from '#shared/schemas/admin-users.ts';
import { endAllSessions } from '../auth/surface.ts';
import { cursorAfter, pageOf } from '../../lib/cursor.ts';
import { listAuditLog, recordAudit } from './audit.ts';
import { handOverTeams } from '../teams/surface.ts';

export interface AdminUsersServiceDeps {
  db: Db;
  dbKind: DbKind;
  reads: Pick<Reads, 'usersPage'>;
  /** Runs in the deletion's transaction, before the account's rows go (the booking invitees are told). */
  onAccountDeleting?: (tx: Tx, userId: string) => Promise<void>;
}

/** An account as the Users screen shows it, from its Prisma row. */
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

const isActiveAppAdmin = (user: { role: string; disabledAt: Date | null }) =>
  user.role === 'app_admin' && user.disabledAt === null;

/** Refuses (409) a change that would leave no active app admin. */
async function keepLastAppAdmin(tx: Tx, target: User, stillActiveAdmin: boolean): Promise<void> {
  if (!isActiveAppAdmin(target) || stillActiveAdmin) return;
  const others = await tx.user.count({ where: { role: 'app_admin', disabledAt: null, id: { not: target.id } } });
  if (others === 0) throw httpErrors.conflict(adminUsersMessages.lastAppAdmin);
}

/** The app admin's Users screen and audit log; also deletes accounts for their owners (the profile). */
export function createAdminUsersService({ db, dbKind, reads, onAccountDeleting }: AdminUsersServiceDeps) {
  /**
   * Runs `work` on the target account inside a transaction that first locks the target and every
   * active app admin (PostgreSQL), or takes SQLite's single write lock. Two admins demoting each other
   * at the same moment are thus served one after the other, and the second sees the first's change:
   * the last app admin cannot be removed by a race. The users' rows come before anything they own, as
   * in every write (docs/architecture.md#one-lock-order), so a deletion cascading into an account's
   * rows never meets that account's other writes in the opposite order.
   */
  function withTargetLocked<T>(id: string, work: (tx: Tx, target: User) => Promise<T>): Promise<T> {
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

  return {
    /** Every account, newest first, matching `q` in the email, first or last name or username (any case). */
    async list(query: { q?: string; cursor?: string; limit: number }): Promise<AdminUserList> {
      const rows = await reads.usersPage({
        search: query.q || undefined,
        after: cursorAfter(query),
        take: query.limit + 1,
      });
      return pageOf(rows, query.limit);
    },

    /** Changes an account's role and/or disables or enables it; each change is written to the audit log. */
    update(actorId: string, id: string, change: UpdateAdminUser): Promise<AdminUser> {
      return withTargetLocked(id, async (tx, target) => {
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
    },

    /** Ends every session of the account; it can sign in again at once. */
    async signOutEverywhere(actorId: string, id: string): Promise<void> {
      await withTargetLocked(id, async (tx, target) => {
        for (const write of endAllSessions(tx, id)) await write;
        await recordAudit(tx, {
          actor: { id: actorId },
          action: 'user_signed_out',
          target: { id: target.id, email: target.email },
        });
      });
    },

    /**
     * Deletes the account and everything it owns. `actorId` is the admin doing it (written to the audit
     * log); null when people delete their own account from their profile.
     */
    async remove(actorId: string | null, id: string): Promise<void> {
      await withTargetLocked(id, async (tx, target) => {
        await keepLastAppAdmin(tx, target, false);
        if (actorId) {
          await recordAudit(tx, {
            actor: { id: actorId },
            action: 'user_deleted',
            target: { id: target.id, email: target.email },
          });
        }
        // Each team the account alone owns gets a new owner first (ADR 028).
        await handOverTeams(tx, id);
        await onAccountDeleting?.(tx, id);
        await tx.user.delete({ where: { id } });
      });
    },

    /** Who did what to whom and when, newest first, a page at a time. */
    auditLog(query: { cursor?: string; limit: number }): Promise<AuditLog> {
      return listAuditLog(db, query);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
