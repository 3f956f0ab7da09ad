import type { Tx } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { icalUid } from '../../../lib/ical.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import type { BookingContext } from '../context.ts';
import { cancelIn } from '../cancel-write.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import { needsConfirmation } from '#shared/schemas/confirmation-settings.ts';
import { movedRequestFields, scheduleExpiry } from '../requests/pending.ts';
import { BOOKING_SELECT, type BookingRow, created } from '../contract.ts';
import type { OwnBooking } from '../../open-times/types.ts';
import { CALENDAR_ONLY, CO_HOST_LISTENERS } from './book.ts';
import { bookedGroup } from './groups.ts';

/** A team booking: the invitee's (lead) booking and the rows holding its other hosts' time. */
export interface TeamBooking {
  lead: BookingRow;
  coHosts: BookingRow[];
}

/**
 * Cancel and reschedule of a team booking (ADR 029): every attending host's lock, in id order, and
 * every host's row changed in the one transaction, so no host keeps (or loses) the time alone.
 */
export function createTeamChanges(ctx: BookingContext) {
  const { db, lock, checks, now, config, manageUrl } = ctx;

  /** The booking still open to change, as it is inside the locks. */
  async function changeable(tx: Tx, id: string): Promise<BookingRow> {
    const row = await tx.booking.findUniqueOrThrow({ where: { id }, select: BOOKING_SELECT });
    if (row.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
    if (row.startTime.getTime() <= now()) throw new HttpError(410, bookingMessages.alreadyPast);
    return row;
  }

  return {
    /** The team booking `row` belongs to (as its lead or as a co-host's row), or null for a booking of its own. */
    async of(row: BookingRow): Promise<TeamBooking | null> {
      const { leadBookingId } = await db.booking.findUniqueOrThrow({
        where: { id: row.id },
        select: { leadBookingId: true },
      });
      const leadId = leadBookingId ?? row.id;
      const coHosts = await db.booking.findMany({
        where: { leadBookingId: leadId },
        select: BOOKING_SELECT,
        orderBy: { hostId: 'asc' },
      });
      if (!leadBookingId && coHosts.length === 0) return null;
      const lead = leadBookingId
        ? await db.booking.findUniqueOrThrow({ where: { id: leadId }, select: BOOKING_SELECT })
        : row;
      return { lead, coHosts };
    },

    /**
     * A team event type's booking with one host (round-robin): moved as a team booking, under the team
     * event type's rules for that host, since it has no person's event type to be moved by.
     */
    async ofTeamEventType(row: BookingRow): Promise<TeamBooking | null> {
      if (!row.eventTypeId) return null;
      const eventType = await db.eventType.findUnique({ where: { id: row.eventTypeId }, select: { teamId: true } });
      return eventType?.teamId ? { lead: row, coHosts: [] } : null;
    },

    /** The meeting cancelled for everyone: the invitee's emails from the lead, each host's own. */
    async cancel(team: TeamBooking, actor: 'host' | 'invitee', reason: string | undefined, actedBy?: string) {
      const rows = [team.lead, ...team.coHosts];
      await lock.transactMany(
        rows.map((r) => r.hostId),
        async (tx, hosts) => {
          await changeable(tx, team.lead.id);
          await cancelIn(tx, team.lead.id, hosts[0]!, now(), { actor, reason, actedBy });
          for (const [i, row] of team.coHosts.entries()) {
            await cancelIn(tx, row.id, hosts[i + 1]!, now(), { actor, reason, only: CO_HOST_LISTENERS, actedBy });
          }
        },
      );
    },

    /** The same hosts at a new time: each host's time checked again, each row moved. */
    async reschedule(
      team: TeamBooking,
      start: number,
      reason: string | undefined,
      actor: 'host' | 'invitee',
      actedBy?: string,
    ) {
      const rows = [team.lead, ...team.coHosts];
      const group = await bookedGroup(
        db,
        team.lead,
        rows.map((r) => r.hostId),
        ctx.log,
      );
      if (!group) throw new HttpError(410, bookingMessages.cannotReschedule);
      // The time's own rules first (as a booking's), then: a group link's request is its lead's to
      // answer, so a time another member must confirm is booked anew.
      for (const host of group.hosts) checks.rules(host.target, start);
      const [lead, ...others] = group.hosts.map((h) => needsConfirmation(h.target.read.eventType, start, now()));
      if (!lead && others.some(Boolean)) throw new HttpError(410, bookingMessages.cannotReschedule);
      const moved = await lock.transactMany(
        rows.map((r) => r.hostId),
        async (tx, hosts) => {
          const current = await changeable(tx, team.lead.id);
          let times: Awaited<ReturnType<typeof checks.inside>> | null = null;
          for (const [i, host] of group.hosts.entries()) {
            const row = rows[i]!;
            const own: OwnBooking = {
              bookingId: row.id,
              hostId: host.id,
              eventTypeId: row.eventTypeId,
              start: current.startTime.getTime(),
              blocked: [NaN, NaN],
              icalUid: icalUid(row.uid, config.APP_URL),
            };
            times = await checks.inside(tx, host.id, host.target, start, own, current.inviteeEmail);
          }
          const t = times!;
          const previous = { start: current.startTime, end: current.endTime };
          const data = {
            startTime: new Date(t.start),
            endTime: new Date(t.end),
            blockedStart: new Date(t.blockedStart),
            blockedEnd: new Date(t.blockedEnd),
            sequence: { increment: 1 },
            history: {
              create: {
                kind: 'rescheduled' as const,
                actor,
                actorName: actedBy ?? null,
                fromStart: current.startTime,
                fromEnd: current.endTime,
                reason: reason || null,
              },
            },
          };
          // Judged like a new booking of the new time by the lead, who answers a group link's requests.
          const request = movedRequestFields(current, group.hosts[0]!.target.read.eventType, t.start, now());
          const lead = await tx.booking.update({
            where: { id: team.lead.id },
            data: { ...data, ...request },
            select: BOOKING_SELECT,
          });
          const pending = lead.status === 'pending';
          const said = { previous, reason: reason || null, ...(pending ? { request: true as const } : {}) };
          await emit(tx, bookingEvent('rescheduled', lead, hosts[0]!, now(), said));
          if (pending) await scheduleExpiry(tx, lead);
          for (const [i, row] of team.coHosts.entries()) {
            const updated = await tx.booking.update({
              where: { id: row.id },
              data: { ...data, ...('status' in request ? { status: request.status } : {}) },
              select: BOOKING_SELECT,
            });
            // The other hosts of a request hear of it once it is approved (requests/decide.ts); till
            // then only their calendar follows it (a request is in none).
            const listeners = pending ? CALENDAR_ONLY : CO_HOST_LISTENERS;
            await emit(tx, bookingEvent('rescheduled', updated, hosts[i + 1]!, now(), said), listeners);
          }
          return lead;
        },
      );
      return created(moved, manageUrl);
    },
  };
}
