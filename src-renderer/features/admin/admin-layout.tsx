import { ArrowLeft, Globe, Users } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../../src-shared/messages.ts';
import { paths } from '../../../src-shared/routes.ts';
import { cn } from '../../lib/cn.ts';

const itemClasses = 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors';

/** The admin portal's shell: sidebar entries DNS and Users, and a back-to-app link (docs/product.md#screens). */
export function AdminLayout() {
  const { pathname } = useLocation();
  // /admin shows the DNS page too, so DNS is the active entry there as well.
  const dnsActive = pathname === paths.admin || pathname.startsWith(paths.adminDns);
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 md:flex-row dark:bg-gray-950">
      <aside
        aria-label="Admin"
        className="shrink-0 border-b border-gray-200 bg-white md:sticky md:top-0 md:h-screen md:w-60 md:border-r md:border-b-0 dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="px-3 pt-1">
            <p className="text-base font-semibold text-gray-900 dark:text-gray-50">Kairos</p>
            <p className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">Admin</p>
          </div>
          <nav aria-label="Admin sections" className="flex gap-1 md:flex-col">
            <Link
              to={paths.adminDns}
              aria-current={dnsActive ? 'page' : undefined}
              className={cn(
                itemClasses,
                dnsActive
                  ? 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-50'
                  : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800',
              )}
            >
              <Globe className="h-4 w-4" aria-hidden />
              DNS
            </Link>
            {/* Users is in the sidebar but not routed yet, so it is shown without navigating anywhere. */}
            <span
              aria-disabled="true"
              title="Not available yet"
              className={cn(itemClasses, 'cursor-not-allowed text-gray-400 dark:text-gray-600')}
            >
              <Users className="h-4 w-4" aria-hidden />
              {messages.users}
              <span className="ml-auto rounded-full bg-gray-100 px-2 py-0.5 text-[10px] font-semibold tracking-wide text-gray-500 uppercase dark:bg-gray-800 dark:text-gray-400">
                Soon
              </span>
            </span>
          </nav>
          <Link
            to={paths.home}
            className={cn(
              itemClasses,
              'mt-auto text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800',
            )}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to app
          </Link>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
