import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { embedMessages } from '#shared/schemas/embed.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const tabs: Array<{ to: string; label: string; also?: string }> = [
  { to: paths.settingsProfile, label: messages.profile, also: paths.settings },
  { to: paths.settingsAppearance, label: messages.appearance },
  { to: paths.settingsCalendar, label: 'Calendar' },
  { to: paths.settingsWebhooks, label: 'Webhooks' },
  { to: paths.settingsEmbed, label: embedMessages.title },
];

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
          {messages.back}
        </Button>
      )}
      <PageTitle title={title} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</p>
      </header>
      <nav
        aria-label="Settings"
        className="mb-8 flex gap-4 overflow-x-auto border-b border-gray-200 sm:gap-6 dark:border-gray-800"
      >
        {tabs.map((tab) => {
          const active = pathname === tab.to || pathname === tab.also;
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
              {tab.label}
            </Link>
          );
        })}
      </nav>
      <div className="space-y-6">{children}</div>
    </main>
  );
}
