import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Insights, type InsightsScopes, type InsightsStatus, insightsApi } from '#shared/schemas/insights.ts';
import { api, apiDownload } from '@/lib/api-client.ts';
import { apiKey, apiQueryOptions } from '@/lib/query-keys.ts';

/** The page's filters as the API takes them (each optional: the server's defaults apply). */
export interface InsightsFilters {
  from?: string;
  to?: string;
  eventTypeId?: string;
  status?: InsightsStatus;
  teamId?: string;
  userId?: string;
}

export function filtersQuery(filters: InsightsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The figures and charts of the filters; the previous answer stays on screen while the next loads. */
export function useInsights(filters: InsightsFilters) {
  return useQuery({
    queryKey: apiKey(insightsApi.insights, filters),
    queryFn: () => api<Insights>(`${insightsApi.insights}${filtersQuery(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/** The event types, teams and members the caller may filter by. */
export function useInsightsScopes() {
  return useQuery(apiQueryOptions<InsightsScopes>(insightsApi.scopes));
}

/** Downloads the CSV of the filters and hands it to the browser as a file. */
export async function downloadCsv(filters: InsightsFilters): Promise<void> {
  const { blob, filename } = await apiDownload(`${insightsApi.exportCsv}${filtersQuery(filters)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'kairos-bookings.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
