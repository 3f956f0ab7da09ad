import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { api } from '@/lib/api-client.ts';
import { preferencesQueryOptions } from '@/lib/preferences-query.ts';

export function updatePreferences(input: Preferences): Promise<Preferences> {
  return api<Preferences>('/preferences', { method: 'PUT', body: input });
}

/** Saves and puts the answer straight into the cache, so the whole app takes the new look at once. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
