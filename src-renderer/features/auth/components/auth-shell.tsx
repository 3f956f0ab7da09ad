import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { cn } from '@/lib/cn.ts';
import type { AppArea } from '#shared/i18n/app/areas.ts';
import { InLocale, visitorLocale } from '@/lib/i18n.tsx';
import { MarketingPanel } from './marketing-panel.tsx';

// The signed-out pages know no user's brand colour: their primary buttons use the default one, like
// the app's; links are a darker blue, which reaches WCAG AA contrast on white where #007bff does not.
export const authLinkClass = 'font-medium text-blue-700 hover:underline dark:text-blue-400';

/**
 * Every account page speaks the visitor's language (ADR 035): the link's `?lang=`, else the
 * browser's, else English. Each page's export wraps its content in this, so the content's words are
 * read (`tx`) once the language's auth words (and the public catalog's common words, all it says of
 * it) are here; until then the page's own background holds the place, so nothing English shows first
 * and nothing jumps. The sentences a failed sign-in may say (`errors`) are fetched just after: no one
 * has submitted anything by then (issue 39: `/login` within 120 KB in every language).
 */
export function SignedOutPage({
  children,
  areas = ['auth'],
}: {
  children: ReactNode;
  /** The areas whose words the page uses (the sign-in flow's pages add theirs). */
  areas?: AppArea[];
}) {
  return (
    <InLocale
      locale={visitorLocale()}
      areas={areas}
      later={['errors']}
      catalog="common"
      fallback={<div aria-busy="true" className="min-h-screen bg-gray-50 dark:bg-gray-950" />}
    >
      {children}
    </InLocale>
  );
}

/**
 * The frame of every account page: a centred card with a title, and on wide screens the marketing
 * panel beside it (login and register show it; the one-off link pages do not need it).
 */
export function AuthShell({
  tabTitle,
  title,
  subtitle,
  children,
  footer,
  withMarketing = false,
}: {
  /** What the browser tab calls the page ('Sign in · Kairos'). */
  tabTitle: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  withMarketing?: boolean;
}) {
  return (
    <div className={cn('min-h-screen bg-gray-50 dark:bg-gray-950', withMarketing && 'lg:grid lg:grid-cols-2')}>
      <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <p className="mb-8 text-center text-xl font-semibold tracking-tight text-gray-900 dark:text-white">Kairos</p>
          <div className="rounded-xl border border-gray-200 bg-white p-8 shadow-sm dark:border-gray-800 dark:bg-gray-900">
            <h1 className="text-xl font-semibold text-gray-900 dark:text-white">{title}</h1>
            {subtitle && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">{footer}</div>}
        </div>
      </main>
      {withMarketing && <MarketingPanel />}
      <PageTitle title={tabTitle} />
    </div>
  );
}
