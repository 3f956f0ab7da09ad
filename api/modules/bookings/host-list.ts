import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type {
  BookingHistoryEntry,
  BookingListQueryParsed,
  HostBooking,
  HostBookingDetail,
  HostBookingList,
  RoutedBy,
} from '#shared/schemas/bookings.ts';
import type { SeriesPlace } from '#shared/schemas/recurrence.ts';
import type { SeatTime } from '#shared/schemas/seats.ts';
import type { WarnLog } from '../event-types/contract.ts';
import { routedByOf } from '../routing-forms/surface.ts';
import { answersView } from './answers.ts';
import { heldTimesOf } from './requests/hold.ts';
import type { BookingContext } from './context.ts';
import { BOOKING_SELECT, type BookingRow, status } from './contract.ts';
import type { createSeatTimes } from './seats/times.ts';
import { seriesNumbering } from './series/contract.ts';
import { seriesGroupedPage } from './series/list-groups.ts';
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

/**
 * Who cancelled the page's cancelled bookings for their host, when that was a team's owner or admin
 * (ADR 059): their names by booking, from the history (one query a page; none without a cancelled row).
 */
async function cancelledFor(db: BookingContext['db'], rows: BookingRow[]) {
  const ids = rows.filter((row) => row.status === 'cancelled').map((row) => row.id);
  if (ids.length === 0) return new Map<string, string>();
  const events = await db.bookingEvent.findMany({
    where: { bookingId: { in: ids }, kind: 'cancelled', actorName: { not: null } },
    select: { bookingId: true, actorName: true },
  });
  return new Map(events.map((e) => [e.bookingId, e.actorName!]));
}

/**
 * Each occurrence's place in its series ("3 of 10", docs/product.md#recurring-event-types): one query
 * a page for the series its rows name. Counted among the dates booked (the cancelled ones keep their
 * place), so a series booked without a date that was not free reads "3 of 3"; `skipped` says how many.
 */
async function seriesPlaces(db: BookingContext['db'], rows: BookingRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
  const places = new Map<string, SeriesPlace>();
  if (ids.length === 0) return places;
  const [series, members] = await Promise.all([
    db.bookingSeries.findMany({ where: { id: { in: ids } }, select: { id: true, uid: true, count: true } }),
    db.booking.findMany({
      where: { seriesId: { in: ids }, holdsForId: null },
      select: { seriesId: true, seriesIndex: true },
    }),
  ]);
  const byId = new Map(series.map((s) => [s.id, s]));
  const indices = new Map<string, number[]>(ids.map((id) => [id, []]));
  for (const m of members) if (m.seriesId) indices.get(m.seriesId)?.push(m.seriesIndex ?? 0);
  const numbering = new Map([...indices].map(([id, of]) => [id, seriesNumbering(of)]));
  for (const row of rows) {
    const of = row.seriesId ? byId.get(row.seriesId) : undefined;
    const numbers = row.seriesId ? numbering.get(row.seriesId) : undefined;
    if (!of || !numbers) continue;
    // The rule's dates never booked: within its COUNT, or below its last date once shortened.
    const skipped = Math.max(of.count, numbers.last + 1) - numbers.count;
    places.set(row.id, {
      uid: of.uid,
      position: numbers.position(row.seriesIndex ?? 0),
      count: numbers.count,
      ...(skipped > 0 ? { skipped } : {}),
    });
  }
  return places;
}

function hostView(
  row: BookingRow,
  log?: WarnLog,
  seat?: SeatTime,
  routedBy?: RoutedBy,
  held?: { start: string; end: string },
  series?: SeriesPlace,
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
    ...(series ? { series } : {}),
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
      const keysetAfter = (row: { startTime: Date; id: string }) =>
        ascending
          ? { OR: [{ startTime: { gt: row.startTime } }, { startTime: row.startTime, id: { gt: row.id } }] }
          : { OR: [{ startTime: { lt: row.startTime } }, { startTime: row.startTime, id: { lt: row.id } }] };
      const keyset = after ? keysetAfter({ startTime: new Date(after.createdAt), id: after.id }) : {};
      const order = ascending ? ('asc' as const) : ('desc' as const);
      // The filters a client of the public API narrows with (issue 42): an event type, a span of starts.
      const filters = {
        ...(query.eventTypeId ? { eventTypeId: query.eventTypeId } : {}),
        AND: [
          query.from ? { startTime: { gte: new Date(query.from) } } : {},
          query.to ? { startTime: { lt: new Date(query.to) } } : {},
        ],
      };
      // The web app's list shows a series as one item (`group=series`); the API lists every occurrence.
      const { rows, occurrences } =
        query.group === 'series'
          ? await seriesGroupedPage(
              db,
              { base: { ...where, ...filters }, after: keysetAfter, from: keyset, order },
              query.limit + 1,
            )
          : {
              rows: await db.booking.findMany({
                where: { ...where, ...keyset, ...filters },
                orderBy: [{ startTime: order }, { id: order }],
                take: query.limit + 1,
                select: BOOKING_SELECT,
              }),
              occurrences: new Map<string, BookingRow[]>(),
            };
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      // What each row shows besides itself (a series' occurrences too): read together, not one after another.
      const shown = [...page, ...page.flatMap((row) => (occurrences.get(row.id) ?? []).filter((o) => o.id !== row.id))];
      const ids = shown.map((row) => row.id);
      const [seats, routed, hosts, together, held, series, cancelledBy] = await Promise.all([
        seatTimes.of(hostId, shown),
        routedByOf(db, ids),
        otherHosts(db, hostId, shown),
        teamHostsOf(db, ids),
        heldTimesOf(db, shown),
        seriesPlaces(db, shown),
        cancelledFor(db, shown),
      ]);
      const itemOf = (row: BookingRow): HostBooking => {
        const seat = row.seatKey ? seats.get(row.seatKey) : undefined;
        const view = hostView(row, log, seat, routed.get(row.id), held.get(row.id), series.get(row.id));
        const host = hosts.get(row.hostId);
        const all = together.get(row.id);
        const coveredBy = cancelledBy.get(row.id);
        return {
          ...view,
          ...(coveredBy === undefined ? {} : { cancelledByName: coveredBy }),
          ...(host === undefined ? {} : { host: { name: host } }),
          ...(all ? { hosts: all } : {}),
        };
      };
      return {
        items: page.map((row) => {
          const of = occurrences.get(row.id);
          return { ...itemOf(row), ...(of ? { occurrences: of.map(itemOf) } : {}) };
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
      const series = await seriesPlaces(db, [row]);
      return {
        ...hostView(
          row,
          log,
          row.seatKey ? seats.get(row.seatKey) : undefined,
          routed.get(row.id),
          held.get(row.id),
          series.get(row.id),
        ),
        history: history.map((h): BookingHistoryEntry => ({
          kind: h.kind,
          actor: h.actor,
          ...(h.actorName === null ? {} : { actorName: h.actorName }),
          at: h.createdAt.toISOString(),
          fromStart: h.fromStart?.toISOString() ?? null,
          fromEnd: h.fromEnd?.toISOString() ?? null,
          reason: h.reason,
        })),
      };
    },
  };
}
