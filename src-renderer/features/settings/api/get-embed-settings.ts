import { useQuery } from '@tanstack/react-query';
import { type EmbedSettings, embedSettingsApi } from '#shared/schemas/embed.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The sites allowed to frame the host's booker (Settings → Embed). */
export function embedSettingsQueryOptions() {
  return apiQueryOptions<EmbedSettings>(embedSettingsApi);
}

export function useEmbedSettings() {
  return useQuery(embedSettingsQueryOptions());
}
