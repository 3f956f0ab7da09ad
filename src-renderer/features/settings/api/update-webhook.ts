import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { Webhook, WebhookList, WebhookPatch } from '#shared/schemas/webhooks.ts';
import { api } from '@/lib/api-client.ts';
import { webhooksQueryOptions } from './get-webhooks.ts';

export function updateWebhook({ id, patch }: { id: string; patch: WebhookPatch }): Promise<Webhook> {
  return api<Webhook>(bookingsApi.webhook(id), { method: 'PATCH', body: patch });
}

/** URL, events, or on/off; the saved hook replaces its row in the cached list. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (saved) =>
      queryClient.setQueryData<WebhookList>(webhooksQueryOptions().queryKey, (list) =>
        list ? { items: list.items.map((hook) => (hook.id === saved.id ? saved : hook)) } : list,
      ),
  });
}
