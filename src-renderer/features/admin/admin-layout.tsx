import { AppWindow, ArrowLeft, Globe, ScrollText, Users } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { localeOf } from '#shared/i18n/locales.ts';
import { paths } from '#shared/routes.ts';
import { cn } from '@/lib/cn.ts';
import { InLocale } from '@/lib/i18n.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/admin.ts';

const itemClasses = 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors';

const sections = [
  {
    to: paths.adminDns,
    label: 'admin.nav.dns',
    icon: Globe,
    // /admin shows the DNS page too, so DNS is the active entry there as well.
    active: (pathname: string) => pathname === paths.admin || pathname.startsWith(paths.adminDns),
  },
  {
    to: paths.adminUsers,
    label: 'admin.nav.users',
    icon: Users,
    active: (pathname: string) => pathname.startsWith(paths.adminUsers),
  },
  {
    to: paths.adminApps,
    label: 'admin.nav.apps',
    icon: AppWindow,
    active: (pathname: string) => pathname.startsWith(paths.adminApps),
  },
  {
    to: paths.adminAuditLog,
    label: 'admin.nav.auditLog',
    icon: ScrollText,
    active: (pathname: string) => pathname.startsWith(paths.adminAuditLog),
  },
] as const;

/**
 * The admin portal's shell: sidebar entries DNS, Users, Apps and Audit log, and a back-to-app link
 * (docs/product.md#screens). It sits beside the app's layout, not in it, so it speaks the host's
 * Profile language itself (ADR 035): its own words, the shell's and the known server sentences.
 */
export function AdminLayout() {
  const locale = localeOf(useSession().user?.locale) ?? 'en';
  return (
    <InLocale locale={locale} areas={['shell', 'errors', 'admin']} fallback={null}>
      <AdminShell />
    </InLocale>
  );
}

function AdminShell() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 md:flex-row dark:bg-gray-950">
      <aside
        aria-label={tx('admin.nav.label')}
        className="shrink-0 border-b border-gray-200 bg-white md:sticky md:top-0 md:h-screen md:w-60 md:border-r md:border-b-0 dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="px-3 pt-1">
            <p className="text-base font-semibold text-gray-900 dark:text-gray-50">Kairos</p>
            <p className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">
              {tx('admin.nav.label')}
            </p>
          </div>
          <nav aria-label={tx('admin.nav.sections')} className="flex flex-wrap gap-1 md:flex-col">
            {sections.map(({ to, label, icon: Icon, active }) => {
              const current = active(pathname);
              return (
                <Link
                  key={to}
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    itemClasses,
                    current
                      ? 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-50'
                      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {tx(label)}
                </Link>
              );
            })}
          </nav>
          <Link
            to={paths.home}
            className={cn(
              itemClasses,
              'mt-auto text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800',
            )}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {tx('admin.nav.backToApp')}
          </Link>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
