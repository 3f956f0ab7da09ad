import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet } from 'react-router-dom';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src-shared/constants.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { SessionProvider } from '../lib/session.tsx';

/** Everything every screen shares: the session, tooltips' timing and the toast viewport. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Outlet />
        <Toaster />
      </Tooltip.Provider>
    </SessionProvider>
  );
}
