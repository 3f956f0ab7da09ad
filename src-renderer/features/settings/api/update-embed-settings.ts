import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmbedSettings, embedSettingsApi } from '#shared/schemas/embed.ts';
import { api } from '@/lib/api-client.ts';
import { embedSettingsQueryOptions } from './get-embed-settings.ts';

export function updateEmbedSettings(input: EmbedSettings): Promise<EmbedSettings> {
  return api<EmbedSettings>(embedSettingsApi, { method: 'PUT', body: input });
}

/** Saves the list and keeps the server's answer (normalised: lowercase, each origin once). */
export function useUpdateEmbedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmbedSettings,
    onSuccess: (saved) => queryClient.setQueryData(embedSettingsQueryOptions().queryKey, saved),
  });
}
