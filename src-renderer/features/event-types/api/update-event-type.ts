import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventTypeDetail, EventTypeWriteValues } from '#shared/schemas/event-type-settings.ts';
import { api } from '@/lib/api-client.ts';
import { eventTypePath, eventTypeQueryOptions } from './get-event-type.ts';
import { invalidateEventTypes } from './get-event-types.ts';

/** PUT /api/event-types/:id: the details, and the locations or questions when given (left out: kept). */
export function updateEventType({ id, input }: { id: string; input: EventTypeWriteValues }): Promise<EventTypeDetail> {
  return api<EventTypeDetail>(eventTypePath(id), { method: 'PUT', body: input });
}

/** After a save the settings page shows what the server kept, and the list is fetched again. */
export function useUpdateEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventType,
    onSuccess: (saved) => {
      queryClient.setQueryData(eventTypeQueryOptions(saved.id).queryKey, saved);
      return invalidateEventTypes(queryClient);
    },
  });
}
