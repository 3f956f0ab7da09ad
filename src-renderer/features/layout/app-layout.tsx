import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '@/app/page-error-boundary.tsx';
import { cn } from '@/lib/cn.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import { InLocale } from '@/lib/i18n.tsx';
import { LiveEventsProvider } from '@/lib/live-events.tsx';
import { tx } from '@/lib/texts/shell.ts';
import { OfflineBanner } from './components/offline-banner.tsx';
import { useSession } from '@/lib/session.tsx';
import { Sidebar } from './components/sidebar.tsx';

/**
 * The signed-in shell: sidebar, and the page beside it. On narrow screens the sidebar hides behind
 * a menu button and slides over the page. It holds the live stream (ADR 034) for every page in it,
 * and speaks the host's language.
 */
/** What the shell itself says, and the sentences any page's errors may show. */
const LAYOUT_AREAS = ['shell', 'errors'] as const;

export function AppLayout() {
  const locale = localeOf(useSession().user?.locale) ?? 'en';
  // The host's Profile language (ADR 035): the words, dates and <html lang>. The shell waits for its
  // own words, the sentences errors say and those of every area already loaded (InLocale adds them);
  // each page waits for its own areas' (lazyRoute's AreasReady). Until they arrive the page stays
  // blank rather than show English first.
  return (
    <InLocale locale={locale} areas={LAYOUT_AREAS} fallback={null}>
      <Shell />
    </InLocale>
  );
}

function Shell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <LiveEventsProvider>
      <div className="flex min-h-screen bg-gray-50 dark:bg-gray-950">
        <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4 md:hidden dark:border-gray-800 dark:bg-gray-900">
          <button
            type="button"
            aria-label={mobileOpen ? tx('shell.closeNavigation') : tx('shell.openNavigation')}
            aria-expanded={mobileOpen}
            aria-controls="app-sidebar"
            onClick={() => setMobileOpen((v) => !v)}
            className="rounded-md p-1.5 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            {mobileOpen ? <X className="h-5 w-5" aria-hidden /> : <MenuIcon className="h-5 w-5" aria-hidden />}
          </button>
          <span className="font-semibold">Kairos</span>
        </header>

        {mobileOpen && (
          <div aria-hidden className="fixed inset-0 z-30 bg-black/40 md:hidden" onClick={() => setMobileOpen(false)} />
        )}
        <aside
          id="app-sidebar"
          aria-label={tx('shell.sidebar')}
          className={cn(
            'fixed inset-y-0 left-0 z-40 w-64 shrink-0 border-r border-gray-200 bg-gray-50 transition-transform dark:border-gray-800 dark:bg-gray-950',
            'md:sticky md:top-0 md:h-screen md:w-60 md:translate-x-0',
            mobileOpen ? 'translate-x-0' : '-translate-x-full',
            !mobileOpen && 'max-md:invisible',
          )}
        >
          <Sidebar />
        </aside>

        <div className="min-w-0 flex-1 pt-14 md:pt-0">
          <OfflineBanner />
          {/* A page that cannot render says so here, beside the sidebar, in the host's language. */}
          <PageErrorBoundary
            resetKey={location.pathname}
            texts={{
              title: tx('shell.pageFailedTitle'),
              text: tx('shell.pageFailedText'),
              reload: tx('shell.reload'),
            }}
          >
            <Outlet />
          </PageErrorBoundary>
        </div>
      </div>
    </LiveEventsProvider>
  );
}
