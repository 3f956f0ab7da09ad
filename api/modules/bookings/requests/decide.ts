import type { Tx } from '../../../db/client.ts';
import { HttpError, httpErrors } from '../../../lib/http-errors.ts';
import type { Outbox } from '../../../lib/outbox.ts';
import { type RequestAction, type RequestLinkView, decidedMessage, requestMessages } from '#shared/schemas/requests.ts';
import type { BookingContext } from '../context.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import { readHost } from '../locked-write.ts';
import type { Host } from '../contract.ts';
import { CALENDAR_ONLY, CO_HOST_LISTENERS } from '../team/book.ts';
import { BOOKING_SELECT, type BookingRow, status } from '../contract.ts';
import type { RequestLinks } from './links.ts';
import { type HeldTime, releaseHold } from './hold.ts';
import { REQUEST_EXPIRY, type RequestExpiryJob } from './pending.ts';
import { assertStillFree } from './still-free.ts';
import { answerSeries, pendingSiblings, siblingsStillFree } from './series.ts';

type Decider = 'host' | 'system';

/** Why a booking can no longer be answered; null while it is a pending request. */
function whyDecided(row: BookingRow): string | null {
  if (row.status === 'pending') return null;
  // An accepted booking that never was a request has no deadline.
  if (row.status === 'accepted' && !row.requestExpiresAt) return requestMessages.notRequest;
  return decidedMessage(row);
}

/**
 * Approving and declining a request (ADR 025). Each is a compare-and-set from `pending` inside the host's
 * locked write, so of two approvals, an approval and a decline, or an approval and the invitee's cancel,
 * on any number of processes, exactly one changes the booking and the other answers 409 (the cancel 410).
 */
export function createDecisions(ctx: BookingContext, links: RequestLinks) {
  const { db, lock, now } = ctx;

  /** Inside the lock: the booking as it is now, still a request, or 409 saying why not. */
  async function stillPending(tx: Tx, id: string): Promise<BookingRow> {
    const row = await tx.booking.findUniqueOrThrow({ where: { id }, select: BOOKING_SELECT });
    const decided = whyDecided(row);
    if (decided) throw httpErrors.conflict(decided);
    return row;
  }

  /** The compare-and-set itself: one writer moves the row out of `pending`. */
  async function claim(tx: Tx, id: string, data: Parameters<Tx['booking']['updateMany']>[0]['data']) {
    const { count } = await tx.booking.updateMany({ where: { id, status: 'pending' }, data });
    if (count !== 1) throw httpErrors.conflict(requestMessages.alreadyDeclined);
    return tx.booking.findUniqueOrThrow({ where: { id }, select: BOOKING_SELECT });
  }

  /**
   * The host's locked write, with the other hosts' too for a group link's request (their rows follow
   * the lead's answer, docs/product.md#dynamic-group-links): `others` pairs each row with its host.
   */
  async function locked<T>(
    row: BookingRow,
    fn: (tx: Tx, host: Host, others: { id: string; host: Host }[]) => Promise<T>,
  ): Promise<T> {
    const rows = await db.booking.findMany({ where: { leadBookingId: row.id }, select: { id: true, hostId: true } });
    if (rows.length === 0) return lock.write(row.hostId, (tx, host) => fn(tx, host, []));
    return lock.transactMany([row.hostId, ...rows.map((r) => r.hostId)], (tx, [host, ...hosts]) =>
      fn(
        tx,
        host!,
        rows.map((r, i) => ({ id: r.id, host: hosts[i]! })),
      ),
    );
  }

  function approve(row: BookingRow) {
    return locked(row, async (tx, host, others) => {
      const current = await stillPending(tx, row.id);
      const at = now();
      if (current.startTime.getTime() <= at) throw httpErrors.conflict(requestMessages.started);
      if (current.requestExpiresAt && current.requestExpiresAt.getTime() <= at)
        throw httpErrors.conflict(requestMessages.expired);
      await assertStillFree(tx, current);
      // One approval for a series (ADR 054): its other pending occurrences, each still free.
      const siblings = await pendingSiblings(tx, current);
      await siblingsStillFree(tx, siblings);
      const approved = await claim(tx, row.id, { status: 'accepted' });
      await tx.bookingEvent.create({ data: { bookingId: row.id, kind: 'approved', actor: 'host' } });
      // An approved move (ADR 043): the old time is freed and everyone hears of a reschedule.
      const held = await releaseHold(tx, row.id);
      if (held) {
        const previous = { start: held.startTime, end: held.endTime };
        await emit(tx, bookingEvent('rescheduled', approved, host, at, { previous }));
      } else if (siblings.length > 0) {
        const data = { status: 'accepted' as const };
        await answerSeries(tx, approved, siblings, { name: 'approved', data, host, at, actor: 'host', reason: null });
      } else await emit(tx, bookingEvent('approved', approved, host, at));
      for (const other of others) {
        const accepted = await tx.booking.update({
          where: { id: other.id },
          data: { status: 'accepted' },
          select: BOOKING_SELECT,
        });
        // The other hosts hear of the meeting now, as of any group booking.
        await emit(tx, bookingEvent('created', accepted, other.host, at), CO_HOST_LISTENERS);
      }
    });
  }

  async function keepOldTime(
    tx: Tx,
    id: string,
    held: HeldTime,
    host: Host,
    at: number,
    by: Decider,
    reason: string | null,
  ) {
    const kept = await claim(tx, id, { ...held, status: 'accepted', requestExpiresAt: null });
    await tx.bookingEvent.create({ data: { bookingId: id, kind: 'declined', actor: by, reason } });
    await emit(tx, bookingEvent('declined', kept, host, at, { reason, declinedBy: by, moveDeclined: true }));
  }

  function decline(row: BookingRow, by: Decider, reason: string | null) {
    return locked(row, async (tx, host, others) => {
      await stillPending(tx, row.id);
      const at = now();
      // A declined move (ADR 043): the booking stays accepted at the time it kept; the asked one is freed.
      const held = await releaseHold(tx, row.id);
      if (held) return keepOldTime(tx, row.id, held, host, at, by, reason);
      const data = {
        status: 'rejected' as const,
        blocking: false,
        cancelledAt: new Date(at),
        cancelledBy: by,
        cancelReason: reason,
      };
      const siblings = await pendingSiblings(tx, await stillPending(tx, row.id));
      const declined = await claim(tx, row.id, data);
      // The other hosts' rows free their time too, and leave their calendars (a booking moved into a
      // request may have been there); no email: they hear of a group request only once it is approved.
      for (const other of others) {
        const freed = await tx.booking.update({ where: { id: other.id }, data, select: BOOKING_SELECT });
        await emit(tx, bookingEvent('cancelled', freed, other.host, at, { reason }), CALENDAR_ONLY);
      }
      await tx.bookingEvent.create({ data: { bookingId: row.id, kind: 'declined', actor: by, reason } });
      const extra = { reason, declinedBy: by };
      // One answer for a series (ADR 054): its other pending occurrences are declined with it.
      if (siblings.length > 0)
        await answerSeries(tx, declined, siblings, { name: 'declined', data, host, at, extra, actor: by, reason });
      else await emit(tx, bookingEvent('declined', declined, host, at, extra));
    });
  }

  /** The booking behind an approve or decline link, and what the link allows; a forged one is a 404. */
  async function byLink(uid: string, token: string | undefined) {
    const row = await db.booking.findUnique({ where: { uid }, select: BOOKING_SELECT });
    const action = row ? links.actionOf(uid, token) : null;
    if (!row || !action) throw httpErrors.notFound(requestMessages.linkInvalid);
    return { row, action };
  }

  async function linkFor(uid: string, token: string | undefined, wanted: RequestAction) {
    const { row, action } = await byLink(uid, token);
    if (action !== wanted) throw httpErrors.notFound(requestMessages.linkInvalid);
    return row;
  }

  return {
    approve,
    decline,

    /** What an approve or decline link's page shows. Reading it changes nothing. */
    async linkView(uid: string, token: string | undefined): Promise<RequestLinkView> {
      const { row, action } = await byLink(uid, token);
      const host = await readHost(db, row.hostId);
      return {
        uid: row.uid,
        action,
        status: status(row),
        decided: whyDecided(row),
        title: row.title,
        start: row.startTime.toISOString(),
        end: row.endTime.toISOString(),
        hostTimeZone: host.timeZone,
        inviteeName: row.inviteeName,
        inviteeEmail: row.inviteeEmail,
        inviteeTimeZone: row.inviteeTimeZone,
        notes: row.notes,
        location: row.location,
        requestExpiresAt: row.requestExpiresAt?.toISOString() ?? null,
        locale: host.locale ?? 'en',
      };
    },
    approveByLink: async (uid: string, token: string | undefined) => approve(await linkFor(uid, token, 'approve')),
    declineByLink: async (uid: string, token: string | undefined, reason: string | undefined) =>
      decline(await linkFor(uid, token, 'decline'), 'host', reason || null),

    /**
     * The expiry job: at the request's deadline, decline it as the system, once. A request moved to an
     * earlier start has its own, earlier job; a job that finds the deadline later waits for it.
     */
    handleExpiry(outbox: Outbox) {
      outbox.handle(REQUEST_EXPIRY, async (payload) => {
        const { bookingId } = payload as RequestExpiryJob;
        const row = await db.booking.findUnique({ where: { id: bookingId }, select: BOOKING_SELECT });
        if (!row || row.status !== 'pending') return { skipped: 'the request was already answered' };
        if (row.requestExpiresAt && row.requestExpiresAt.getTime() > now()) return { deferUntil: row.requestExpiresAt };
        try {
          await decline(row, 'system', requestMessages.expiredReason);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409)
            return { skipped: 'the request was answered meanwhile' };
          throw error;
        }
      });
    },
  };
}
