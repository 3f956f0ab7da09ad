import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityApi, type SlotsResponse } from '../../../../src-shared/schemas/availability.ts';
import { api } from '../../../lib/api-client.ts';
import { dateToUtcMs } from '../../../lib/zoned-time.ts';

const DAY_MS = 86_400_000;
/** Open times change as people book: a month read stays fresh for a minute. */
const SLOTS_STALE_MS = 60_000;

/**
 * The UTC span fetched for a month ('2027-03'): the month with a day either side, so every zone's
 * view of that month is inside it (offsets stay within ±14 hours). Changing the zone then regroups
 * the same answer instead of asking again.
 */
export function monthSpan(month: string): { from: string; to: string } {
  const first = dateToUtcMs(`${month}-01`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from: new Date(first - DAY_MS).toISOString(), to: new Date(next.getTime() + DAY_MS).toISOString() };
}

export function getSlots(username: string, slug: string, from: string, to: string): Promise<SlotsResponse> {
  const query = new URLSearchParams({ from, to });
  return api<SlotsResponse>(`${availabilityApi.publicSlots(username, slug)}?${query}`, { auth: false });
}

export function slotsQueryOptions(username: string, slug: string, month: string) {
  const { from, to } = monthSpan(month);
  return queryOptions({
    queryKey: ['public-slots', username.toLowerCase(), slug.toLowerCase(), month],
    queryFn: () => getSlots(username, slug, from, to),
    staleTime: SLOTS_STALE_MS,
  });
}

export function useSlots(username: string, slug: string, month: string, enabled: boolean) {
  return useQuery({ ...slotsQueryOptions(username, slug, month), enabled });
}
