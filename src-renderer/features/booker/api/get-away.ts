import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { availabilityApi } from '#shared/schemas/bookings-api.ts';

import type { PublicAway } from '#shared/schemas/public-away.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

/**
 * Whether the host is away on the first open day from `date` (docs/product.md#out-of-office): the
 * event's own read answers for today; a later month without open times is asked for from its first
 * day with `?date=` (the same read, its `away` only).
 */
export function useAwayOn(
  username: string,
  slug: string,
  event: PublicBookingEventType,
  date: string | null,
): PublicAway | null {
  const path = availabilityApi.publicEventType(username, slug);
  const later = useQuery({
    queryKey: apiKey(path.toLowerCase(), { date }),
    queryFn: async () =>
      (await api<PublicBookingEventType>(`${path}?date=${encodeURIComponent(date!)}`, { auth: false })).away ?? null,
    enabled: date !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return date === null ? (event.away ?? null) : (later.data ?? null);
}
