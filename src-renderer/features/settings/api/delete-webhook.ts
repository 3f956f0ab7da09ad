import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateWebhooks } from './get-webhooks.ts';

export function deleteWebhook(id: string): Promise<void> {
  return api<void>(bookingsApi.webhook(id), { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => invalidateWebhooks(queryClient) });
}
