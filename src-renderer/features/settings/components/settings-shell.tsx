import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/settings.ts';

/** The tabs, their labels looked up while rendering (the language may change). */
const tabs = [
  { to: paths.settingsProfile, label: 'settings.profile.title', also: paths.settings },
  { to: paths.settingsAppearance, label: 'settings.appearance.title' },
  { to: paths.settingsSecurity, label: 'settings.security.title' },
  { to: paths.settingsCalendar, label: 'settings.calendar.title' },
  { to: paths.settingsWebhooks, label: 'settings.webhooks.title' },
  { to: paths.settingsEmbed, label: 'settings.embed.title' },
  { to: paths.settingsDeveloper, label: 'settings.developer.title' },
  { to: paths.settingsOutOfOffice, label: 'settings.outOfOffice.title' },
] as const satisfies ReadonlyArray<{ to: string; label: Parameters<typeof tx>[0]; also?: string }>;

/** Goes back where the person came from, or to the dashboard when they opened the page directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home);
  };
}

/** The settings pages' header: an optional Back button, the title, and the settings tabs. */
export function SettingsShell({
  title,
  description,
  showBack = false,
  children,
}: {
  title: string;
  description: string;
  showBack?: boolean;
  children: ReactNode;
}) {
  const goBack = useGoBack();
  const { pathname } = useLocation();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      {showBack && (
        <Button variant="ghost" size="sm" className="mb-4 -ml-3" onClick={goBack}>
          <ArrowLeft className="size-4" aria-hidden />
          {tx('settings.back')}
        </Button>
      )}
      <PageTitle title={title} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</p>
      </header>
      <nav
        aria-label={tx('settings.nav')}
        className="mb-8 flex gap-4 overflow-x-auto border-b border-gray-200 sm:gap-6 dark:border-gray-800"
      >
        {tabs.map((tab) => {
          const active = pathname === tab.to || ('also' in tab && pathname === tab.also);
          return (
            <Link
              key={tab.to}
              to={tab.to}
              aria-current={active ? 'page' : undefined}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-1 pb-3 text-sm font-medium transition-colors',
                active
                  ? 'border-brand text-gray-900 dark:text-gray-50'
                  : 'border-transparent text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
              )}
            >
              {tx(tab.label)}
            </Link>
          );
        })}
      </nav>
      <div className="space-y-6">{children}</div>
    </main>
  );
}
