import type { Db, Tx } from '../../db/client.ts';
import { isOverlapViolation } from '../../db/errors.ts';
import { createKeyedMutex } from '../../lib/keyed-mutex.ts';
import type { Outbox } from '../../lib/outbox.ts';
import { HttpError, httpErrors } from '../../lib/http-errors.ts';
import { DEFAULT_LOCALE, localeOf } from '#shared/i18n/locales.ts';
import { FALLBACK_TIME_ZONE } from '#shared/schemas/availability.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { type Host, hostName } from './contract.ts';

/** The answer to a taken time, made once: a burst of refusals need not each capture a stack. */
export const TAKEN = httpErrors.conflict(bookingMessages.slotTaken);
/** Interactive transactions: how long to wait for a connection, and the longest one may run. */
const TRANSACTION = { maxWait: 10_000, timeout: 10_000 };

/** The host as a write (or the account's closing) reads it, inside its transaction. */
export async function readHost(tx: Tx, hostId: string): Promise<Host> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: hostId },
    select: {
      email: true,
      firstName: true,
      lastName: true,
      username: true,
      publicVersion: true,
      eventTypesVersion: true,
      locale: true,
      preferences: { select: { timeFormat: true } },
      schedules: { where: { isDefault: true }, select: { timeZone: true }, orderBy: { createdAt: 'asc' }, take: 1 },
    },
  });
  return {
    id: hostId,
    email: user.email,
    name: hostName(user),
    username: user.username,
    timeZone: user.schedules[0]?.timeZone ?? FALLBACK_TIME_ZONE,
    locale: localeOf(user.locale) ?? DEFAULT_LOCALE,
    ...timeFormatOf(user.preferences?.timeFormat),
    publicVersion: user.publicVersion,
    eventTypesVersion: user.eventTypesVersion,
  };
}

/** The host's chosen clock, when they chose one ('12h', '24h'). */
function timeFormatOf(stored: string | null | undefined): Pick<Host, 'timeFormat'> {
  return stored === '12h' || stored === '24h' ? { timeFormat: stored } : {};
}

/** The first statement of every booking write: the host's row lock (and a new bookings version). */
async function lockHost(tx: Tx, hostId: string): Promise<Host> {
  const locked = await tx.$executeRaw`UPDATE users SET bookings_version = bookings_version + 1 WHERE id = ${hostId}`;
  if (locked !== 1) throw httpErrors.notFound(bookingMessages.notFound);
  return readHost(tx, hostId);
}

/** Prisma's P2028: the interactive transaction ran out of time (or waited too long for a connection). */
function isTransactionTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2028';
}

/**
 * The locked write (ADR 015): every write for a host runs (1) after this process's earlier writes for
 * that host (a keyed mutex), and (2) in a transaction whose first statement locks the host's row, so
 * writes from every process queue there. The database refuses an overlapping row whoever writes it
 * (PostgreSQL exclusion constraint, SQLite triggers), which answers 409 too. After the commit the
 * outbox is told to look for the jobs the write's events left (ADR 019).
 */
export function createLockedWrite(deps: { db: Db; outbox: Outbox }) {
  const { db, outbox } = deps;
  const perHost = createKeyedMutex();

  /** A write in a transaction that first takes the host's lock (callers queue it per host). */
  function transact<T>(hostId: string, fn: (tx: Tx, host: Host) => Promise<T>): Promise<T> {
    return guarded(() => db.$transaction(async (tx) => fn(tx, await lockHost(tx, hostId)), TRANSACTION));
  }

  /**
   * A write for several hosts at once (a team booking, ADR 029): every host's lock, in id order, so two
   * such writes never wait for each other in opposite orders. `fn` gets the hosts in the order given.
   */
  function transactMany<T>(hostIds: readonly string[], fn: (tx: Tx, hosts: Host[]) => Promise<T>): Promise<T> {
    const order = [...new Set(hostIds)].sort();
    return guarded(() =>
      db.$transaction(async (tx) => {
        const locked = new Map<string, Host>();
        for (const id of order) locked.set(id, await lockHost(tx, id));
        return fn(
          tx,
          hostIds.map((id) => locked.get(id)!),
        );
      }, TRANSACTION),
    );
  }

  /** The database's refusals as answers: an overlapping row is a taken time, a transaction too slow a 503. */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isOverlapViolation(error)) throw TAKEN;
      if (isTransactionTimeout(error)) throw new HttpError(503, bookingMessages.busy, { 'retry-after': '1' });
      throw error;
    } finally {
      outbox.kick();
    }
  }

  return {
    /** Queues `fn` behind this process's earlier writes for the host (without a transaction yet). */
    perHost,
    transact,
    transactMany,
    /** Runs a write for a host: queued in this process, then in a transaction that takes the host's lock. */
    write<T>(hostId: string, fn: (tx: Tx, host: Host) => Promise<T>): Promise<T> {
      return perHost(hostId, () => transact(hostId, fn));
    },
  };
}

export type LockedWrite = ReturnType<typeof createLockedWrite>;
