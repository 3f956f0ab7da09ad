import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { WebhookCreated, WebhookInput } from '#shared/schemas/webhooks.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateWebhooks } from './get-webhooks.ts';

export function createWebhook(input: WebhookInput): Promise<WebhookCreated> {
  return api<WebhookCreated>(bookingsApi.webhooks, { method: 'POST', body: input });
}

/** The answer carries the signing secret, which the server never shows again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => invalidateWebhooks(queryClient) });
}
