import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType, EventTypeInput } from '#shared/schemas/event-types.ts';
import { api } from '../../../lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function updateEventType({ id, input }: { id: string; input: EventTypeInput }): Promise<EventType> {
  return api<EventType>(`/event-types/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateEventType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEventType, onSuccess: () => invalidateEventTypes(queryClient) });
}
