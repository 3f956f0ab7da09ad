import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType, EventTypeInput } from '#shared/schemas/event-types.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function createEventType(input: EventTypeInput): Promise<EventType> {
  return api<EventType>('/event-types', { method: 'POST', body: input });
}

export function useCreateEventType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEventType, onSuccess: () => invalidateEventTypes(queryClient) });
}
