import { queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '../../../../src-shared/schemas/bookings.ts';
import type { WebhookList } from '../../../../src-shared/schemas/webhooks.ts';
import { api } from '../../../lib/api-client.ts';

export function getWebhooks(): Promise<WebhookList> {
  return api<WebhookList>(bookingsApi.webhooks);
}

/** The host's webhooks. Its key starts every webhook key, so invalidating it also reloads deliveries. */
export function webhooksQueryOptions() {
  return queryOptions({ queryKey: ['/api/webhooks'], queryFn: getWebhooks });
}

export function invalidateWebhooks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
