import type { Tx } from '../../../db/client.ts';
import type { Reads } from '../../../db/reads.ts';
import type { BusyInterval, OwnBooking, Target } from '../types.ts';

export type { BusyInterval, BusyReason } from '../types.ts';

/** What a source is asked: which hosts' time, for which event type, over which span. */
export interface BusyQuery {
  /** One host today; a team event asks several. */
  hostIds: readonly string[];
  /** The event type being booked: its hours, settings and week start. */
  target: Target;
  from: number;
  to: number;
  /** Now. */
  at: number;
  /** Each host's bookings version: a cached source keeps its answers at it. */
  bookingsVersions: Readonly<Record<string, number>>;
  /** Each host's calendars version (ADR 021): a host missing here has its version read when needed. */
  calendarsVersions?: Readonly<Record<string, number>>;
  /** A booking being rescheduled: its own time does not count as busy. */
  own?: OwnBooking;
  /** Inside the locked write: every source answers fresh, through this transaction (no cache). */
  tx?: Tx;
}

/** What sources read with: the driver's reads and a per-process cache, kept per version. */
export interface BusyContext {
  reads: Reads;
  kept<T>(key: string, version: string, load: () => Promise<T[]>): Promise<T[]>;
}

/**
 * One reason a time may not be booked (ADR 019). Open times ask every registered source for the span
 * they show; the booking write asks them again inside its lock with `tx`, so a cached source must
 * then answer from the transaction.
 */
export interface BusySource {
  name: string;
  /** Whether answers outside a write may come from a cache. */
  cached: boolean;
  busy(query: BusyQuery, context: BusyContext): Promise<BusyInterval[]>;
}
