import { httpErrors } from '../lib/http-errors.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import type { Db, Tx } from './client.ts';

/**
 * Locks a user's row (PostgreSQL: a row lock; SQLite: the write lock), as the first statement of a
 * transaction; false when the user is gone. Every write transaction that touches a user takes this
 * lock before any row the user owns (docs/architecture.md#one-lock-order): the version triggers of
 * owned rows write the user's row, and an account's deletion locks it before it cascades into them,
 * so writes that locked an owned row first met the deletion in the opposite order (a deadlock).
 */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  return (await tx.$executeRaw`UPDATE users SET role = role WHERE id = ${userId}`) === 1;
}

/**
 * Runs a signed-in user's write to their own rows in a transaction that first locks their row.
 * An account deleted meanwhile answers 401, as for any request of a deleted account.
 */
export function writeAsUser<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw httpErrors.unauthorized(authAnswers.sessionEnded);
    return work(tx);
  });
}
