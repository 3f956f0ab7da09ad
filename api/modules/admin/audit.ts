import type { Db } from '../../db/client.ts';
import type { AuditAction, AuditLog, AuditLogEntry } from '#shared/schemas/admin-users.ts';
import { cursorAfter, pageOf } from '../../lib/cursor.ts';

/** Who acted: an admin's account, or the command line (`npm run admin`), which has none. */
export type AuditActor = { id: string } | 'command_line';

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target?: { id: string; email: string } | null;
  detail?: string;
}

type AuditWriter = Pick<Db, 'auditLogEntry' | 'user'>;

/** Adds one entry; pass the transaction the action runs in, so the entry and the action stand or fall together. */
export async function recordAudit(db: AuditWriter, record: AuditRecord): Promise<void> {
  const actor =
    record.actor === 'command_line'
      ? null
      : await db.user.findUnique({ where: { id: record.actor.id }, select: { id: true, email: true } });
  await db.auditLogEntry.create({
    data: {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: record.action,
      targetId: record.target?.id ?? null,
      targetEmail: record.target?.email ?? null,
      detail: record.detail ?? '',
    },
  });
}

/** The log, newest first, a page at a time. */
export async function listAuditLog(db: Db, query: { cursor?: string; limit: number }): Promise<AuditLog> {
  const after = cursorAfter(query);
  const rows = await db.auditLogEntry.findMany({
    where: after
      ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
      : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: query.limit + 1,
  });
  const entries = rows.map((row): AuditLogEntry => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action as AuditAction,
    actor: { id: row.actorId, email: row.actorEmail },
    target: row.targetId && row.targetEmail ? { id: row.targetId, email: row.targetEmail } : null,
    detail: row.detail,
  }));
  return pageOf(entries, query.limit);
}
