import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType } from '#shared/schemas/event-types.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function toggleEventType({ id, isVisible }: { id: string; isVisible: boolean }): Promise<EventType> {
  return api<EventType>(`/event-types/${encodeURIComponent(id)}/toggle`, { method: 'PATCH', body: { isVisible } });
}

/** Stays pending until the refetched list has arrived, so the switch never flips back meanwhile. */
export function useToggleEventType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleEventType, onSuccess: () => invalidateEventTypes(queryClient) });
}
