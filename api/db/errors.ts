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
