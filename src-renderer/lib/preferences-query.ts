import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREFERENCES_RETRIES, PREFERENCES_STALE_TIME_MS } from '#shared/constants.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { apiQueryOptions } from './query-keys.ts';

// The signed-in person's preferences: Settings → Appearance edits them, the dashboard's theme and the
// availability preview's week follow them.

/** The one exception to the cache policy (docs/product.md#cache-policy): cached 5 minutes and retried 3 times. */
export function preferencesQueryOptions() {
  return queryOptions({
    ...apiQueryOptions<Preferences>('/preferences'),
    staleTime: PREFERENCES_STALE_TIME_MS,
    retry: PREFERENCES_RETRIES,
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
