import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DeferredToaster } from '@/components/ui/deferred-toaster.tsx';
import { SessionProvider } from '@/lib/session.tsx';
import { useSystemDocumentTheme } from '@/lib/use-document-theme.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/**
 * Everything every screen shares: the session, the toast viewport and the OS colour scheme. Pages are chunks of their own:
 * the first screen renders once its chunks are in, and a navigation keeps the current page until
 * the next one's are (it runs in a transition), so the empty fallback is rarely seen.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useSystemDocumentTheme();
  return (
    <SessionProvider>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <DeferredToaster />
    </SessionProvider>
  );
}
