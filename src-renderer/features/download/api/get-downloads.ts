import { useQuery } from '@tanstack/react-query';
import type { DownloadsResponse } from '#shared/schemas/downloads.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

export function downloadsQueryOptions() {
  return apiQueryOptions<DownloadsResponse>('/downloads', { auth: false });
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
