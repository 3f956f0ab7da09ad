import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadsResponse } from '../../../../src-shared/schemas/downloads.ts';
import { api } from '../../../lib/api-client.ts';
import { apiKey } from '../../../lib/query-keys.ts';

const path = '/downloads';

export function getDownloads(): Promise<DownloadsResponse> {
  return api<DownloadsResponse>(path, { auth: false });
}

export function downloadsQueryOptions() {
  return queryOptions({ queryKey: apiKey(path), queryFn: getDownloads });
}

export function useDownloads() {
  return useQuery(downloadsQueryOptions());
}
