import type { Role } from '#shared/schemas/session.ts';
import type { Runner } from './runner.ts';

export interface CallerRead {
  id: string;
  role: Role;
  eventTypesVersion: number;
}

/** The lookup every signed-in request makes (api/plugins/auth.ts). */
export function callerReads(run: Runner) {
  // A token's issue time, bound as the database compares it: the same Date (auth.ts keeps one per
  // verified token) is bound once, not converted again on every request.
  const bound = new WeakMap<Date, unknown>();
  const boundTime = (date: Date) => {
    let value = bound.get(date);
    if (value === undefined) bound.set(date, (value = run.time(date)));
    return value;
  };
  return {
    /**
     * The signed-in caller as the database has it now, with the version of their event types; null when
     * the account is gone or disabled, the session `sessionId` has ended (no refresh token of it left
     * unrevoked), or the account was signed out everywhere after the token was issued (`issuedAt`).
     */
    async callerById(id: string, sessionId: string, issuedAt: Date): Promise<CallerRead | null> {
      const [row] = await run.rows(
        'caller_by_session',
        `SELECT u.id, u.role, u.event_types_version FROM users u
          WHERE u.id = ? AND u.disabled_at IS NULL AND (u.sessions_valid_after IS NULL OR u.sessions_valid_after <= ?)
            AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ? AND r.user_id = u.id AND r.revoked_at IS NULL)`,
        [id, boundTime(issuedAt), sessionId],
      );
      if (!row) return null;
      return { id: row.id as string, role: row.role as Role, eventTypesVersion: Number(row.event_types_version) };
    },
  };
}
