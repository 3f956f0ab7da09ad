import type { Tx } from '../../db/client.ts';
import { HttpError, httpErrors } from '../../lib/http-errors.ts';
import { icalUid } from '../../lib/ical.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import { decidedMessage } from '#shared/schemas/requests.ts';
import { type OwnBooking, parseInstant } from '../open-times/types.ts';
import { runBeforeWrite } from './before-write.ts';
import { type BookingContext, tokenMatches } from './context.ts';
import { bookingEvent } from './event.ts';
import { emit } from './events.ts';
import { cancelIn } from './cancel-write.ts';
import { holdOldTime, releaseHold, timeToHold } from './requests/hold.ts';
import { movedRequestFields, scheduleExpiry } from './requests/pending.ts';
import { BOOKING_SELECT, type BookingRow, created } from './contract.ts';
import { createTeamChanges } from './team/changes.ts';
import { occurrenceEvent } from './series/load.ts';

/** Reschedule and cancel (by the invitee's link or by the host), each in the host's locked write. */
export function createChanges(ctx: BookingContext) {
  const { db, config, slots, checks, lock, now, manageUrl } = ctx;

  const team = createTeamChanges(ctx);
  const loadBooking = (uid: string) => db.booking.findUnique({ where: { uid }, select: BOOKING_SELECT });

  /** The booking behind a manage link; a wrong or missing token is the same 404 as an unknown uid. */
  async function byLink(uid: string, token: string | undefined) {
    const row = await loadBooking(uid);
    if (!row || !tokenMatches(row, token)) throw httpErrors.notFound(bookingMessages.linkInvalid);
    return row;
  }

  /** One of the host's bookings; another host's booking is as unknown as a missing one. */
  async function hostBooking(hostId: string, uid: string): Promise<BookingRow> {
    const row = await loadBooking(uid);
    if (!row || row.hostId !== hostId) throw httpErrors.notFound(bookingMessages.notFound);
    return row;
  }

  /** Inside the lock: the booking as it is now, and whether it may still change. */
  async function changeable(tx: Tx, id: string): Promise<BookingRow> {
    const row = await tx.booking.findUniqueOrThrow({ where: { id }, select: BOOKING_SELECT });
    if (row.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
    if (row.status === 'rejected') throw new HttpError(410, decidedMessage(row));
    if (row.startTime.getTime() <= now()) throw new HttpError(410, bookingMessages.alreadyPast);
    return row;
  }

  /** `actedBy`: a team's owner or admin cancelling for the host (ADR 059), named in the history and the host's email. */
  async function cancel(row: BookingRow, actor: 'host' | 'invitee', reason: string | undefined, actedBy?: string) {
    // A team booking is cancelled for every host at once (ADR 029).
    const teamBooking = await team.of(row);
    if (teamBooking) return team.cancel(teamBooking, actor, reason, actedBy);
    return lock.write(row.hostId, async (tx, host) => {
      const current = await changeable(tx, row.id);
      // A booking whose move awaits the host is still an accepted booking: cancelled as one (ADR 043).
      const held = await releaseHold(tx, row.id);
      return cancelIn(tx, row.id, host, now(), {
        actor,
        reason,
        wasRequest: current.status === 'pending' && !held,
        actedBy,
      });
    });
  }

  /** The same booking (same uid) at a new time, in the host's locked write. */
  async function reschedule(
    row: BookingRow,
    startText: string,
    reason: string | undefined,
    actor: 'host' | 'invitee',
    actedBy?: string,
  ) {
    const start = parseInstant(startText, bookingMessages.invalidStart);
    if (row.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
    // SEQUENCE counts the moves of a booking that is not cancelled: each one emails both sides.
    if (row.sequence >= config.BOOKING_RESCHEDULES_PER_BOOKING)
      throw new HttpError(410, bookingMessages.rescheduledTooOften);
    // A team booking moves with the same hosts, each checked again (ADR 029); a round-robin one with its host.
    const teamBooking = (await team.of(row)) ?? (await team.ofTeamEventType(row));
    if (teamBooking) return team.reschedule(teamBooking, start, reason, actor, actedBy);
    const eventType = row.eventTypeId
      ? await db.eventType.findUnique({
          where: { id: row.eventTypeId },
          select: { slug: true, isVisible: true, user: { select: { username: true, disabledAt: true } } },
        })
      : null;
    // A disabled host's bookings stay viewable and cancellable, not movable (docs/product.md#disabled-hosts).
    const username = eventType?.user?.username;
    if (!eventType?.isVisible || !username || eventType.user?.disabledAt) {
      throw new HttpError(410, bookingMessages.cannotReschedule);
    }
    const ownEvent = icalUid(row.uid, config.APP_URL);
    const before = await slots.resolve(username, eventType.slug);
    await runBeforeWrite(ctx.beforeWrite, {
      hostId: row.hostId,
      target: before.target,
      start,
      calendarsVersion: before.versions.calendarsVersion,
    });
    const updated = await lock.write(row.hostId, async (tx, host) => {
      const current = await changeable(tx, row.id);
      const { target } = await slots.resolve(username, eventType.slug);
      const seriesEvent = await occurrenceEvent(tx, config.APP_URL, current);
      const own: OwnBooking = {
        bookingId: row.id,
        hostId: row.hostId,
        eventTypeId: row.eventTypeId,
        start: current.startTime.getTime(),
        blocked: [NaN, NaN],
        icalUid: ownEvent,
        ...(seriesEvent ? { seriesEvent } : {}),
      };
      const times = await checks.inside(tx, row.hostId, target, start, own, current.inviteeEmail);
      // Judged like a new booking of the new time: short notice makes it a request (ADR 025).
      const request = movedRequestFields(current, target.read.eventType, times.start, now());
      const held = await timeToHold(tx, current, 'status' in request);
      const moved = await tx.booking.update({
        where: { id: row.id },
        data: {
          startTime: new Date(times.start),
          endTime: new Date(times.end),
          blockedStart: new Date(times.blockedStart),
          blockedEnd: new Date(times.blockedEnd),
          seatKey: times.seatKey,
          sequence: { increment: 1 },
          ...request,
          history: {
            create: {
              kind: 'rescheduled',
              actor,
              fromStart: current.startTime,
              fromEnd: current.endTime,
              reason: reason || null,
            },
          },
        },
        select: BOOKING_SELECT,
      });
      // An accepted booking moved into a request keeps its old time until the host answers (ADR 043).
      if (held) await holdOldTime(tx, current, held, times);
      const previous = { start: current.startTime, end: current.endTime };
      const asked = moved.status === 'pending' ? { request: true as const } : {};
      await emit(tx, bookingEvent('rescheduled', moved, host, now(), { previous, reason: reason || null, ...asked }));
      if (moved.status === 'pending') await scheduleExpiry(tx, moved);
      return moved;
    });
    return created(updated, manageUrl);
  }

  return {
    byLink,
    hostBooking,

    /** POST /api/public/bookings/:uid/cancel. */
    async cancelByLink(uid: string, token: string | undefined, reason: string | undefined) {
      await cancel(await byLink(uid, token), 'invitee', reason);
    },

    /** POST /api/bookings/:uid/cancel by the host, or by a team's owner or admin for them (`actedBy`, ADR 059). */
    async cancelByHost(hostId: string, uid: string, reason: string | undefined, actedBy?: string) {
      await cancel(await hostBooking(hostId, uid), 'host', reason, actedBy);
    },

    /** POST /api/public/bookings/:uid/reschedule: the same booking (same uid) at a new time. */
    rescheduleByLink: async (uid: string, token: string | undefined, startText: string, reason: string | undefined) =>
      reschedule(await byLink(uid, token), startText, reason, 'invitee'),

    /** POST /api/v1/bookings/:uid/reschedule: the host (through an API key) moves one of their bookings. */
    rescheduleByHost: async (
      hostId: string,
      uid: string,
      startText: string,
      reason: string | undefined,
      actedBy?: string,
    ) => reschedule(await hostBooking(hostId, uid), startText, reason, 'host', actedBy),

    /** The booking a reschedule frees: its own time counts as open while the invitee picks a new one. */
    async ownTime(uid: string, token: string | undefined): Promise<OwnBooking> {
      const row = await byLink(uid, token);
      const seriesEvent = await occurrenceEvent(db, config.APP_URL, row);
      const blocked = await db.booking.findUniqueOrThrow({
        where: { id: row.id },
        select: { blockedStart: true, blockedEnd: true, blocking: true },
      });
      return {
        hostId: row.hostId,
        eventTypeId: row.eventTypeId,
        start: row.startTime.getTime(),
        // A cancelled booking blocks nothing: nothing to free.
        blocked: blocked.blocking ? [blocked.blockedStart.getTime(), blocked.blockedEnd.getTime()] : [NaN, NaN],
        icalUid: icalUid(row.uid, config.APP_URL),
        ...(seriesEvent ? { seriesEvent } : {}),
      };
    },
  };
}
