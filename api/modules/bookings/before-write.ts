import type { Target } from '../open-times/types.ts';

/** A booking or reschedule about to enter the host's locked write, its time's own rules passed. */
export interface PendingWrite {
  hostId: string;
  target: Target;
  start: number;
  /** The host's calendars version when the event type was read (0: no calendar was ever connected). */
  calendarsVersion: number;
}

/**
 * Work that must happen before a write takes the host's lock (ADR 021: the fresh read of the host's
 * connected calendars), one function per concern, given to the booking service. A hook may refuse
 * the write by throwing an HttpError; it never runs inside the transaction, so a slow one holds no lock.
 */
export type BeforeWrite = (write: PendingWrite) => Promise<void>;

export async function runBeforeWrite(hooks: readonly BeforeWrite[], write: PendingWrite): Promise<void> {
  for (const hook of hooks) await hook(write);
}
