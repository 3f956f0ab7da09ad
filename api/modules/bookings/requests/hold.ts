import { randomBytes } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import type { BookingRow } from '../contract.ts';

/** A held old time (ADR 043): the accepted time a booking keeps while its move awaits the host. */
export interface HeldTime {
  startTime: Date;
  endTime: Date;
  blockedStart: Date;
  blockedEnd: Date;
}

const HELD_SELECT = { startTime: true, endTime: true, blockedStart: true, blockedEnd: true } as const;

/**
 * Inside the move's write, before the booking takes its new time: the old time to hold, when an
 * accepted booking's move makes it a request (a second move of a pending one keeps the first hold).
 */
export async function timeToHold(tx: Tx, before: BookingRow, becomesRequest: boolean): Promise<HeldTime | null> {
  if (before.status !== 'accepted' || !becomesRequest) return null;
  return tx.booking.findUniqueOrThrow({ where: { id: before.id }, select: HELD_SELECT });
}

/**
 * After the booking took its new time: a blocking row at the old one, so the database's no-overlap
 * guard and every busy read keep it taken. A move onto part of its own old time holds nothing more
 * (the two rows would overlap each other): the booking itself holds the overlap.
 */
export async function holdOldTime(
  tx: Tx,
  before: BookingRow,
  held: HeldTime,
  moved: { blockedStart: number; blockedEnd: number },
) {
  if (held.blockedStart.getTime() < moved.blockedEnd && moved.blockedStart < held.blockedEnd.getTime()) return;
  await tx.booking.create({
    data: {
      ...held,
      holdsForId: before.id,
      uid: `hold-${randomBytes(12).toString('hex')}`,
      // Nobody has a token for a hold: the hash of nothing anyone was given.
      manageTokenHash: randomBytes(32).toString('hex'),
      hostId: before.hostId,
      title: before.title,
      inviteeName: before.inviteeName,
      inviteeEmail: before.inviteeEmail,
      inviteeTimeZone: before.inviteeTimeZone,
    },
  });
}

/** The old time a pending move holds, if any. */
export function heldTime(tx: Pick<Tx, 'booking'>, bookingId: string): Promise<HeldTime | null> {
  return tx.booking.findUnique({ where: { holdsForId: bookingId }, select: HELD_SELECT });
}

/** Ends a hold in the transaction that ends the move (approve, decline, expiry, cancel). */
export async function releaseHold(tx: Tx, bookingId: string): Promise<HeldTime | null> {
  const held = await heldTime(tx, bookingId);
  if (held) await tx.booking.delete({ where: { holdsForId: bookingId } });
  return held;
}

/** The held times of a page of bookings, as the views show them: only pending ones can have one. */
export async function heldTimesOf(
  db: Pick<Tx, 'booking'>,
  rows: Pick<BookingRow, 'id' | 'status'>[],
): Promise<Map<string, { start: string; end: string }>> {
  const ids = rows.filter((row) => row.status === 'pending').map((row) => row.id);
  if (ids.length === 0) return new Map();
  const holds = await db.booking.findMany({
    where: { holdsForId: { in: ids } },
    select: { holdsForId: true, startTime: true, endTime: true },
  });
  return new Map(
    holds.flatMap((h) =>
      h.holdsForId ? [[h.holdsForId, { start: h.startTime.toISOString(), end: h.endTime.toISOString() }] as const] : [],
    ),
  );
}
