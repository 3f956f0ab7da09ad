import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { WebhookDelivery } from '#shared/schemas/webhooks.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateWebhooks } from './get-webhooks.ts';

export function testWebhook(id: string): Promise<WebhookDelivery> {
  return api<WebhookDelivery>(bookingsApi.webhookTest(id), { method: 'POST' });
}

/** Sends a signed PING now; the delivery joins the hook's list and may change its failure count. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testWebhook, onSettled: () => invalidateWebhooks(queryClient) });
}
