// Prisma's error codes, the same from both generated clients (SQLite and PostgreSQL).

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** P2002: a write hit a unique index (a taken email, username, slug or hostname). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, 'P2002');
}

/** P2025: the row to update or delete no longer exists (deleted by a concurrent request). */
export function isMissingRecord(error: unknown): boolean {
  return hasCode(error, 'P2025');
}

/** P2003: a write named a row that is gone (its owner deleted by a concurrent request). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, 'P2003');
}

/**
 * PostgreSQL chose this transaction as the victim of a deadlock (SQLSTATE 40P01), which Prisma's pg
 * adapter passes on without a P-code. PostgreSQL's advice is to run the transaction again: the other
 * one has gone through by then. (A delete of an account cascades into rows whose writers' triggers
 * update that account's row, so the two can meet in opposite orders.)
 */
export function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const cause = (error as { cause?: { originalCode?: unknown } }).cause;
  return cause?.originalCode === '40P01' || /deadlock detected/.test(String((error as { message?: unknown }).message));
}

/**
 * Runs one Prisma operation, or a whole transaction, again when PostgreSQL picked it as a deadlock
 * victim (at most three tries): it was rolled back whole, so running it again is what PostgreSQL
 * advises. Never wrap a statement inside an interactive transaction (that transaction is aborted).
 * Writes to a user's rows meet in opposite orders because their version triggers update the user's
 * row (ADR 012), e.g. an upload racing the account's deletion.
 */
export async function retryOnDeadlock<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * A write would give one host two blocking bookings that overlap: the PostgreSQL exclusion
 * constraint `bookings_no_overlap` (SQLSTATE 23P01, which Prisma's pg adapter passes on without a
 * P-code) or the SQLite triggers' `RAISE(ABORT, 'booking_overlap')` (ADR 012).
 */
export function isOverlapViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const text = `${(error as { message?: unknown }).message ?? ''} ${JSON.stringify((error as { meta?: unknown }).meta ?? {})}`;
  return text.includes('booking_overlap') || text.includes('bookings_no_overlap') || text.includes('23P01');
}
