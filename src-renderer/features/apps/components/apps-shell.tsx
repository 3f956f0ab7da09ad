import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/apps.ts';

const tabs = [
  { to: paths.apps, label: 'apps.appStore' },
  { to: paths.appsInstalled, label: 'apps.installedApps' },
] as const;

/** The Apps area's header: the page's title and description, an optional action, and its two tabs. */
export function AppsShell({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={title} />
      <PageHeader title={title} description={description}>
        {action}
      </PageHeader>
      <nav
        aria-label={tx('apps.apps')}
        className="mb-8 flex gap-4 border-b border-gray-200 sm:gap-6 dark:border-gray-800"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                '-mb-px shrink-0 border-b-2 px-1 pb-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand',
                isActive
                  ? 'border-brand text-gray-900 dark:text-gray-50'
                  : 'border-transparent text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
              )
            }
          >
            {tx(tab.label)}
          </NavLink>
        ))}
      </nav>
      {children}
    </main>
  );
}
