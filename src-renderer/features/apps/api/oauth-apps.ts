import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppList } from '#shared/schemas/apps.ts';
import { useEffect } from 'react';
import { api } from '@/lib/api-client.ts';
import { connectOAuthApp } from '@/lib/connect-oauth-app.ts';
import { isDesktop } from '@/lib/token-store.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';
import { invalidateCalendarConnections } from './get-calendar-connections.ts';

const slugPath = (slug: string) => `/apps/${encodeURIComponent(slug)}`;

/** Every app of this server with the host's state of it (GET /api/apps, issue 41). */
export function appListQueryOptions() {
  return apiQueryOptions<AppList>('/apps');
}

export function useAppList() {
  return useQuery(appListQueryOptions());
}

/** After a connection changed (connected, reconnected, removed): the apps and the calendars are read again. */
export function invalidateApps(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appListQueryOptions().queryKey }),
    invalidateCalendarConnections(queryClient),
  ]);
}

export function useConnectOAuthApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectOAuthApp,
    onSuccess: (how) => (how === 'connected' ? invalidateApps(queryClient) : undefined),
  });
}

/** Removes an app: a video app's grant, or a calendar app's connection (DELETE /api/apps/{slug}). */
export function useRemoveApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api<void>(slugPath(slug), { method: 'DELETE' }),
    onSuccess: () => invalidateApps(queryClient),
  });
}

/** In the desktop app, main says when a connection finished in the system browser: the apps are read again. */
export function useDesktopConnections() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isDesktop()) return undefined;
    return window.kairos!.oauth.onConnected(() => void invalidateApps(queryClient));
  }, [queryClient]);
}
