import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '@/lib/query-client.ts';

/**
 * Around every page that fetches data: the app's one query cache. The sign-in pages need no cache,
 * so they never download TanStack Query.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
