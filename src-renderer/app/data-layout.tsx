import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src-shared/constants.ts';
import { queryClient } from '../lib/query-client.ts';
import { DashboardTheme } from './dashboard-theme.tsx';

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

/** Around the signed-in pages: the user's dashboard theme and the tooltips' timing. */
export function DashboardLayout() {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <DashboardTheme />
      <Outlet />
    </Tooltip.Provider>
  );
}
