import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet } from 'react-router-dom';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#shared/constants.ts';
import { DashboardTheme } from './dashboard-theme.tsx';

/**
 * Around the signed-in pages: the user's dashboard theme and the tooltips' timing. Its own chunk,
 * so the public pages (a shared booking link) never download the tooltips or the preferences read.
 */
export function DashboardLayout() {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <DashboardTheme />
      <Outlet />
    </Tooltip.Provider>
  );
}
