import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AwaySettings, outOfOfficeApi } from '#shared/schemas/out-of-office.ts';
import { api } from '@/lib/api-client.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** Whether teammates may forward their invitees to the host. */
export function awaySettingsQueryOptions() {
  return apiQueryOptions<AwaySettings>(outOfOfficeApi.settings);
}

export function useAwaySettings() {
  return useQuery(awaySettingsQueryOptions());
}

export function updateAwaySettings(input: AwaySettings): Promise<AwaySettings> {
  return api<AwaySettings>(outOfOfficeApi.settings, { method: 'PUT', body: input });
}

export function useUpdateAwaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAwaySettings,
    onSuccess: (saved) => queryClient.setQueryData(awaySettingsQueryOptions().queryKey, saved),
  });
}
