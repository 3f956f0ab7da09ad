import type { Tx } from '../../../db/client.ts';
import { DAY_MS, dayToDate, localDayOf } from '#shared/availability/zone-time.ts';
import { type AwayPlan, NO_AWAY, awayIntervals, awayPlanOf } from '../../out-of-office/contract.ts';
import type { BusySource } from './source.ts';

/** The host's plan as the write's transaction sees it (ranges ending from the day before `from` on). */
async function freshPlan(tx: Tx, hostId: string, zone: string, from: number): Promise<AwayPlan> {
  const since = dayToDate(localDayOf(zone, from - DAY_MS));
  const [ranges, settings] = await Promise.all([
    tx.outOfOffice.findMany({
      where: { userId: hostId, endDate: { gte: since } },
      select: { startDate: true, endDate: true, message: true, forwardToUserId: true },
    }),
    tx.awaySettings.findUnique({
      where: { userId: hostId },
      select: { holidayCountry: true, holidayRegion: true, holidaysKeptOpen: true },
    }),
  ]);
  return awayPlanOf(ranges, settings);
}

/**
 * The host's time away (issue 43, ADR 055): every local day of an out-of-office range, and every
 * public holiday of the host's country not kept open, is closed whole, in the host's zone. Outside a
 * write the plan comes with the event type, read at the host's public version (the ranges' and
 * settings' triggers move it); inside, fresh from the transaction.
 */
export const awaySource: BusySource = {
  name: 'away',
  cached: false,
  async busy(query) {
    const zone = query.target.schedule.timeZone;
    const perHost = await Promise.all(
      query.hostIds.map(async (hostId) => {
        const plan = query.tx ? await freshPlan(query.tx, hostId, zone, query.from) : (query.target.away ?? NO_AWAY);
        return awayIntervals(plan, zone, query.from, query.to);
      }),
    );
    return perHost.flat().map(([start, end]) => ({ start, end, reason: 'closed' as const }));
  },
};
