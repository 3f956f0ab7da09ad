import { queryOptions } from '@tanstack/react-query';
import { API_BASE } from '#shared/constants.ts';
import { api, type RequestOptions } from './api-client.ts';

/**
 * A query's key: the API path it reads (the same path its fetcher passes to `api()`), then what
 * narrows it (a search, a name). Every key has this one shape, so two screens reading a path share
 * one cache entry, and invalidating `apiKey(path)` refreshes every variant of it.
 */
export function apiKey<const Parts extends readonly unknown[]>(path: string, ...parts: Parts) {
  return [`${API_BASE}${path}`, ...parts] as const;
}

/** The query options of a plain GET of one path: keyed `apiKey(path)`, fetched with `api(path)`. */
export function apiQueryOptions<T>(path: string, request?: RequestOptions) {
  return queryOptions({ queryKey: apiKey(path), queryFn: () => api<T>(path, request) });
}

/**
 * Whether a query reads `path` or a path under it (`/bookings` and `/bookings/{uid}`): a change that
 * touches both invalidates them together (`invalidateQueries({ predicate: underApiPath(path) })`).
 */
export function underApiPath(path: string) {
  const base = `${API_BASE}${path}`;
  return ({ queryKey }: { queryKey: readonly unknown[] }): boolean => {
    const [first] = queryKey;
    return first === base || (typeof first === 'string' && first.startsWith(`${base}/`));
  };
}
