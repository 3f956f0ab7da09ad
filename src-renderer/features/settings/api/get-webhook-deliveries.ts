import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { WebhookDeliveryList } from '#shared/schemas/webhooks.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export function getWebhookDeliveries(id: string): Promise<WebhookDeliveryList> {
  return api<WebhookDeliveryList>(bookingsApi.webhookDeliveries(id));
}

export function webhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    // Under the webhooks' key, so invalidating the webhooks reloads their deliveries too.
    queryKey: apiKey(bookingsApi.webhooks, id, 'deliveries'),
    queryFn: () => getWebhookDeliveries(id),
  });
}

/** Read only while the section is open. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(id), enabled });
}
