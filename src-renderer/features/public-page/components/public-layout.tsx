import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicProfile } from '#shared/schemas/public.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { PublicFrame } from '@/components/ui/public-frame.tsx';
import { t } from '@/lib/i18n.tsx';
import { useDocumentTheme } from '@/lib/use-document-theme.ts';

/** The page frame in the owner's booking page theme and brand colours. */
export function PublicLayout({ profile, children }: { profile: PublicProfile | null; children: ReactNode }) {
  useDocumentTheme(
    profile
      ? {
          theme: profile.booking_page_theme,
          brandColorLight: profile.brand_color_light,
          brandColorDark: profile.brand_color_dark,
        }
      : null,
  );
  return <PublicFrame mainClassName="max-w-2xl px-4 py-12 sm:py-16">{children}</PublicFrame>;
}

/** A friendly answer for an address that leads nowhere (unknown user, hidden or missing event type). */
export function PublicNotFound({ title, text }: { title: string; text: string }) {
  return (
    <PublicLayout profile={null}>
      <PageTitle title={title} />
      <div className="rounded-xl border border-gray-200 bg-white px-6 py-12 text-center shadow-xs dark:border-gray-800 dark:bg-gray-900">
        <CalendarX className="mx-auto size-10 text-gray-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold text-gray-900 dark:text-gray-50">{title}</h1>
        <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">{text}</p>
        <Link
          to={paths.home}
          className="mt-6 inline-flex h-10 items-center rounded-md bg-brand px-4 text-sm font-medium text-brand-foreground"
        >
          {t('common.goToKairos')}
        </Link>
      </div>
    </PublicLayout>
  );
}

export function PublicLoading() {
  return (
    <PublicLayout profile={null}>
      <div role="status" aria-label={t('common.loading')} className="flex flex-col items-center gap-4">
        <div className="size-24 animate-pulse rounded-full bg-gray-200 dark:bg-gray-800" />
        <div className="h-6 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        <div className="mt-6 h-24 w-full animate-pulse rounded-xl bg-gray-200 dark:bg-gray-800" />
      </div>
    </PublicLayout>
  );
}
