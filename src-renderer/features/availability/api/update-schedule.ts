import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityApi, type Schedule, type ScheduleInput, type ScheduleList } from '#shared/schemas/availability.ts';
import { api } from '@/lib/api-client.ts';
import { preferencesQueryOptions } from '@/lib/preferences-query.ts';
import { schedulesQueryKey } from './get-schedules.ts';

export function updateSchedule({ id, input }: { id: string; input: ScheduleInput }): Promise<Schedule> {
  return api<Schedule>(availabilityApi.schedule(id), { method: 'PUT', body: input });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    // The answer is the saved schedule: put it in the cache instead of asking again. The default
    // schedule's zone is the one every page writes times in (the preferences answer it).
    onSuccess: (saved) => {
      queryClient.setQueryData<ScheduleList>(schedulesQueryKey, (list) =>
        list ? { items: list.items.map((s) => (s.id === saved.id ? saved : s)) } : { items: [saved] },
      );
      void queryClient.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey });
    },
  });
}
