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
 * adapter passes on without a P-code. Every write takes a user's row before the rows they own
 * (docs/architecture.md#one-lock-order), so none is expected; should a write that breaks the rule
 * still meet one, its client is told to try again (api/plugins/errors.ts), never given a bare 500.
 */
export function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const cause = (error as { cause?: { originalCode?: unknown } }).cause;
  return cause?.originalCode === '40P01' || /deadlock detected/.test(String((error as { message?: unknown }).message));
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
