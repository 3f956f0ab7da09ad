import { ArrowLeft, Globe, ScrollText, Users } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { adminUsersMessages } from '#shared/schemas/admin-users.ts';
import { cn } from '../../lib/cn.ts';

const itemClasses = 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors';

const sections = [
  {
    to: paths.adminDns,
    label: 'DNS',
    icon: Globe,
    // /admin shows the DNS page too, so DNS is the active entry there as well.
    active: (pathname: string) => pathname === paths.admin || pathname.startsWith(paths.adminDns),
  },
  {
    to: paths.adminUsers,
    label: messages.users,
    icon: Users,
    active: (pathname: string) => pathname.startsWith(paths.adminUsers),
  },
  {
    to: paths.adminAuditLog,
    label: adminUsersMessages.auditLogTitle,
    icon: ScrollText,
    active: (pathname: string) => pathname.startsWith(paths.adminAuditLog),
  },
];

/** The admin portal's shell: sidebar entries DNS, Users and Audit log, and a back-to-app link (docs/product.md#screens). */
export function AdminLayout() {
  const { pathname } = useLocation();
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
          <nav aria-label="Admin sections" className="flex flex-wrap gap-1 md:flex-col">
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
                  {label}
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
