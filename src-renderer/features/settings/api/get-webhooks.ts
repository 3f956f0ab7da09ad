import { type QueryClient, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { WebhookList } from '#shared/schemas/webhooks.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The host's webhooks. Its key starts every webhook key, so invalidating it also reloads deliveries. */
export function webhooksQueryOptions() {
  return apiQueryOptions<WebhookList>(bookingsApi.webhooks);
}

export function invalidateWebhooks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
