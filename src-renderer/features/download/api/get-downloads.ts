import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadsResponse } from '../../../../src-shared/schemas/downloads.ts';
import { api } from '../../../lib/api-client.ts';

export function getDownloads(): Promise<DownloadsResponse> {
  return api<DownloadsResponse>('/downloads', { auth: false });
}

export function downloadsQueryOptions() {
  return queryOptions({ queryKey: ['/api/downloads'] as const, queryFn: getDownloads });
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
