import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType } from '#shared/schemas/event-types.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function duplicateEventType(id: string): Promise<EventType> {
  return api<EventType>(`/event-types/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

export function useDuplicateEventType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateEventType, onSuccess: () => invalidateEventTypes(queryClient) });
}
