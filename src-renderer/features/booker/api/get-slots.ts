import { type InvalidateQueryFilters, queryOptions, useQuery } from '@tanstack/react-query';
import { monthSpan } from '#shared/availability/month-span.ts';
import { API_BASE } from '#shared/constants.ts';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { BOOKING_TOKEN_HEADER, availabilityApi } from '#shared/schemas/bookings-api.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';
import { firstAnswerSlots } from './first-answer.ts';

/** Open times change as people book: a month read stays fresh for a minute. */
const SLOTS_STALE_MS = 60_000;

/** A booking being moved, with its manage link's token: its own time then counts as open. */
export interface RescheduleOf {
  uid: string;
  token: string;
}

export function getSlots(
  username: string,
  slug: string,
  from: string,
  to: string,
  reschedule?: RescheduleOf,
): Promise<SlotsResponse> {
  const query = new URLSearchParams({ from, to, ...(reschedule && { reschedule: reschedule.uid }) });
  return api<SlotsResponse>(`${availabilityApi.publicSlots(username, slug)}?${query}`, {
    auth: false,
    ...(reschedule && { headers: { [BOOKING_TOKEN_HEADER]: reschedule.token } }),
  });
}

/**
 * Every month's open times of every event: what a booking or a move makes stale (a host's events
 * share one calendar). Each event's times are keyed by their own path, so a predicate finds them:
 * a public path ending in /slots, narrowed by a month (an event type whose slug is "slots" has none).
 */
export const allSlots = {
  predicate: ({ queryKey: [path, narrowing] }) =>
    typeof path === 'string' &&
    path.startsWith(`${API_BASE}/public/`) &&
    path.endsWith('/slots') &&
    typeof narrowing === 'object' &&
    narrowing !== null &&
    'month' in narrowing,
} satisfies InvalidateQueryFilters;

export function slotsQueryOptions(username: string, slug: string, month: string, reschedule?: RescheduleOf) {
  const { from, to } = monthSpan(month);
  return queryOptions({
    // Usernames and slugs are case-insensitive; a move's own time is open only to that move.
    queryKey: apiKey(availabilityApi.publicSlots(username.toLowerCase(), slug.toLowerCase()), {
      month,
      reschedule: reschedule?.uid ?? null,
    }),
    queryFn: () => getSlots(username, slug, from, to, reschedule),
    staleTime: SLOTS_STALE_MS,
    // The page's first answer, written into it by the server: no request for it on first load.
    ...(!reschedule && firstAnswerSlots(username, slug, month)),
  });
}

export function useSlots(username: string, slug: string, month: string, reschedule?: RescheduleOf) {
  return useQuery(slotsQueryOptions(username, slug, month, reschedule));
}
