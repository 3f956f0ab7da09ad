import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type {
  BookingHistoryEntry,
  BookingListQueryParsed,
  HostBooking,
  HostBookingDetail,
  HostBookingList,
  RoutedBy,
} from '#shared/schemas/bookings.ts';
import type { SeatTime } from '#shared/schemas/seats.ts';
import type { WarnLog } from '../event-types/contract.ts';
import { routedByOf } from '../routing-forms/surface.ts';
import { answersView } from './answers.ts';
import { heldTimesOf } from './requests/hold.ts';
import type { BookingContext } from './context.ts';
import { BOOKING_SELECT, type BookingRow, status } from './contract.ts';
import type { createSeatTimes } from './seats/times.ts';
import { bookingsScope } from './team/list-scope.ts';
import { teamHostsOf } from './team/list-hosts.ts';

/** The names of the hosts of a team list's bookings that are not the caller's (one query a page). */
async function otherHosts(db: BookingContext['db'], callerId: string, rows: BookingRow[]) {
  const ids = [...new Set(rows.map((row) => row.hostId).filter((id) => id !== callerId))];
  if (ids.length === 0) return new Map<string, string>();
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

function hostView(
  row: BookingRow,
  log?: WarnLog,
  seat?: SeatTime,
  routedBy?: RoutedBy,
  held?: { start: string; end: string },
): HostBooking {
  return {
    uid: row.uid,
    title: row.title,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    status: status(row),
    eventTypeId: row.eventTypeId,
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    inviteeTimeZone: row.inviteeTimeZone,
    notes: row.notes,
    ...answersView(row, log),
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    requestExpiresAt: row.requestExpiresAt?.toISOString() ?? null,
    ...(held ? { heldTime: held } : {}),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: (row.cancelledBy as HostBooking['cancelledBy']) ?? null,
    cancelReason: row.cancelReason,
    noShow: row.noShow,
    ...(seat ? { seat } : {}),
    ...(routedBy ? { routedBy } : {}),
  };
}

/** The host's bookings: the list and one booking with its history. */
export function createHostList(
  ctx: BookingContext,
  hostBooking: (hostId: string, uid: string) => Promise<BookingRow>,
  seatTimes: Pick<ReturnType<typeof createSeatTimes>, 'of'>,
) {
  const { db, now, log } = ctx;
  return {
    /** GET /api/bookings: the host's bookings, upcoming oldest first, past and cancelled newest first. */
    async list(hostId: string, query: BookingListQueryParsed): Promise<HostBookingList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const at = new Date(now());
      // Requests (ADR 025) have their own tab, soonest first; declined ones sit with the cancelled.
      const ascending = query.status === 'upcoming' || query.status === 'pending';
      // A held old time (ADR 043) is shown on its booking, not as a booking of its own.
      const scope = { ...(await bookingsScope(db, hostId, query.teamId)), holdsForId: null };
      const where = {
        upcoming: { ...scope, status: 'accepted' as const, endTime: { gt: at } },
        pending: { ...scope, status: 'pending' as const },
        past: { ...scope, status: 'accepted' as const, endTime: { lte: at } },
        cancelled: { ...scope, status: { in: ['cancelled' as const, 'rejected' as const] } },
      }[query.status];
      const keyset = after
        ? ascending
          ? { OR: [{ startTime: { gt: after.createdAt } }, { startTime: after.createdAt, id: { gt: after.id } }] }
          : { OR: [{ startTime: { lt: after.createdAt } }, { startTime: after.createdAt, id: { lt: after.id } }] }
        : {};
      const order = ascending ? ('asc' as const) : ('desc' as const);
      const rows = await db.booking.findMany({
        where: { ...where, ...keyset },
        orderBy: [{ startTime: order }, { id: order }],
        take: query.limit + 1,
        select: BOOKING_SELECT,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      // What each row shows besides itself: read together, not one after another.
      const ids = page.map((row) => row.id);
      const [seats, routed, hosts, together, held] = await Promise.all([
        seatTimes.of(hostId, page),
        routedByOf(db, ids),
        otherHosts(db, hostId, page),
        teamHostsOf(db, ids),
        heldTimesOf(db, page),
      ]);
      return {
        items: page.map((row) => {
          const seat = row.seatKey ? seats.get(row.seatKey) : undefined;
          const view = hostView(row, log, seat, routed.get(row.id), held.get(row.id));
          const host = hosts.get(row.hostId);
          const all = together.get(row.id);
          return {
            ...view,
            ...(host === undefined ? {} : { host: { name: host } }),
            ...(all ? { hosts: all } : {}),
          };
        }),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.startTime.toISOString(), id: last.id })
            : null,
      };
    },

    /** GET /api/bookings/:uid: one of the host's bookings with what happened to it. */
    async detail(hostId: string, uid: string): Promise<HostBookingDetail> {
      const row = await hostBooking(hostId, uid);
      const history = await db.bookingEvent.findMany({
        where: { bookingId: row.id },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const seats = await seatTimes.of(hostId, [row]);
      const routed = await routedByOf(db, [row.id]);
      const held = await heldTimesOf(db, [row]);
      return {
        ...hostView(row, log, row.seatKey ? seats.get(row.seatKey) : undefined, routed.get(row.id), held.get(row.id)),
        history: history.map((h): BookingHistoryEntry => ({
          kind: h.kind,
          actor: h.actor,
          at: h.createdAt.toISOString(),
          fromStart: h.fromStart?.toISOString() ?? null,
          fromEnd: h.fromEnd?.toISOString() ?? null,
          reason: h.reason,
        })),
      };
    },
  };
}
