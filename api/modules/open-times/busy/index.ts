import { awaySource } from './away.ts';
import { bookingsSource } from './bookings.ts';
import { calendarsSource } from './calendars.ts';
import { hoursSource } from './hours.ts';
import { limitsSource } from './limits.ts';
import type { BusyContext, BusyInterval, BusyQuery, BusySource } from './source.ts';

/**
 * Every source of busy time (ADR 019): adding one (a connected calendar, …) is a file beside this
 * one and a line here. Open times and the booking write both ask them all through `askBusy`.
 */
export const busySources: BusySource[] = [hoursSource, awaySource, bookingsSource, limitsSource, calendarsSource];

/** Every source's busy intervals for the query, in no particular order. */
export async function askBusy(query: BusyQuery, context: BusyContext): Promise<BusyInterval[]> {
  const answers = await Promise.all(busySources.map((source) => source.busy(query, context)));
  return answers.flat();
}

export type { BusyContext, BusyInterval, BusyQuery, BusySource };
