import type { Tx } from '../../../db/client.ts';
import { checkStart, countByDayAndWeek, weekOf } from '#shared/availability/slots.ts';
import { localDayOf } from '#shared/availability/zone-time.ts';
import type { OpenTimesService } from '../../open-times/surface.ts';
import type { BusyInterval, Target } from '../../open-times/types.ts';
import { type BookingTimes, bookingTimes } from '../contract.ts';

/** Bookings counted around a series for the day and week limits: a week either side. */
const MARGIN_MS = 8 * 86_400_000;

/**
 * Whether each occurrence of a series can be booked (issue 43, ADR 054), with the one booking's
 * sources (ADR 019): the host's hours and grid on that date, then every busy source (bookings and
 * buffers, limits, connected calendars) asked once over the whole series. The first occurrence has
 * passed the booking's own rules (past, notice, window) before; later ones are not held to the
 * window, only to the booking horizon. Answers the indices of the occurrences that are not free.
 */
export function createSeriesChecks(deps: { slots: OpenTimesService; now: () => number }) {
  const { slots, now } = deps;

  /** Each start's times (a 400 past the horizon or unstorable, as for one booking). */
  const timesOf = (target: Target, starts: readonly number[]) =>
    starts.map((start) => bookingTimes(start, target.settings, now()));

  /** The occurrences outside the host's hours or grid on their date, or already past. */
  function closed(target: Target, times: readonly BookingTimes[]): Set<number> {
    const settings = { ...target.settings, maxPerDay: null, maxPerWeek: null, bookingWindow: 'unlimited' as const };
    const query = { schedule: target.schedule, settings, busy: [], now: now(), weekStart: target.weekStart };
    const refused = new Set<number>();
    times.forEach((t, i) => {
      // The first is the time picked: its notice was checked; later ones only need to be ahead.
      const verdict = checkStart(
        { ...query, settings: { ...settings, minimumNotice: i === 0 ? settings.minimumNotice : 0 } },
        t.start,
      );
      if (verdict !== 'open') refused.add(i);
    });
    return refused;
  }

  /** The occurrences a busy interval overlaps (`reasons`: the kinds that count). */
  function overlapped(busy: readonly BusyInterval[], times: readonly BookingTimes[], reasons: readonly string[]) {
    const hit = new Set<number>();
    const relevant = busy.filter((b) => reasons.includes(b.reason));
    times.forEach((t, i) => {
      if (relevant.some((b) => b.start < t.blockedEnd && b.end > t.blockedStart)) hit.add(i);
    });
    return hit;
  }

  const span = (times: readonly BookingTimes[]) => ({
    from: Math.min(...times.map((t) => t.blockedStart)),
    to: Math.max(...times.map((t) => t.blockedEnd)),
  });

  /**
   * The day and week limits among the series itself: each occurrence counts with the event type's
   * bookings and the series' earlier occurrences (a weekly limit of 2 takes two daily occurrences).
   */
  async function overLimits(tx: Tx, target: Target, times: readonly BookingTimes[], taken: Set<number>) {
    const { maxPerDay, maxPerWeek } = target.settings;
    const over = new Set<number>();
    if (maxPerDay === null && maxPerWeek === null) return over;
    const { from, to } = span(times);
    const rows = await tx.booking.findMany({
      where: {
        eventTypeId: target.read.eventType.id,
        blocking: true,
        leadBookingId: null,
        startTime: { gte: new Date(from - MARGIN_MS), lt: new Date(to + MARGIN_MS) },
      },
      select: { startTime: true },
    });
    const zone = target.schedule.timeZone;
    const counts = countByDayAndWeek(
      rows.map((r) => r.startTime.getTime()),
      zone,
      target.weekStart,
    );
    times.forEach((t, i) => {
      if (taken.has(i)) return;
      const day = localDayOf(zone, t.start);
      const week = weekOf(day, target.weekStart);
      const perDay = counts.perDay.get(day) ?? 0;
      const perWeek = counts.perWeek.get(week) ?? 0;
      if ((maxPerDay !== null && perDay >= maxPerDay) || (maxPerWeek !== null && perWeek >= maxPerWeek)) {
        over.add(i);
        return;
      }
      counts.perDay.set(day, perDay + 1);
      counts.perWeek.set(week, perWeek + 1);
    });
    return over;
  }

  return {
    timesOf,

    /** Against the sources' cached answers, outside any transaction: most losers of a race stop here. */
    async outside(
      target: Target,
      hostId: string,
      versions: { bookingsVersion: number; calendarsVersion: number },
      times: readonly BookingTimes[],
    ): Promise<Set<number>> {
      const refused = closed(target, times);
      const busy = await slots.busy({
        hostIds: [hostId],
        target,
        ...span(times),
        at: now(),
        bookingsVersions: { [hostId]: versions.bookingsVersion },
        calendarsVersions: { [hostId]: versions.calendarsVersion },
      });
      for (const i of overlapped(busy, times, ['taken'])) refused.add(i);
      return refused;
    },

    /** Inside the host's lock, every source fresh through the transaction. */
    async inside(tx: Tx, hostId: string, target: Target, times: readonly BookingTimes[]): Promise<Set<number>> {
      const refused = closed(target, times);
      const query = { hostIds: [hostId], target, ...span(times), at: now(), bookingsVersions: {}, tx };
      for (const i of overlapped(await slots.busy(query), times, ['taken', 'closed'])) refused.add(i);
      for (const i of await overLimits(tx, target, times, refused)) refused.add(i);
      return refused;
    },
  };
}
