import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function deleteEventType(id: string): Promise<void> {
  return api<void>(`/event-types/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEventType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEventType, onSuccess: () => invalidateEventTypes(queryClient) });
}
