import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';

/** The frame of the pages anyone may open: the content on a quiet background, the Kairos mark below. */
export function PublicFrame({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-gray-50 dark:bg-gray-950">
      <main className={cn('mx-auto w-full flex-1', mainClassName)}>{children}</main>
      {/* The product's mark, not a link: the app's address is its sign-in, which an invitee has no use for. */}
      <footer className="pb-8 text-center text-xs text-gray-600 dark:text-gray-400">Kairos</footer>
    </div>
  );
}

/** A public page's card while its data loads (a booking's page, an email link's page). */
export function PublicCardSkeleton({ mainClassName }: { mainClassName: string }) {
  return (
    <PublicFrame mainClassName={mainClassName}>
      <div
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-8 shadow-xs dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="mx-auto size-12 animate-pulse rounded-full bg-gray-200 dark:bg-gray-800" />
        <div className="mx-auto h-7 w-56 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-32 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />
      </div>
    </PublicFrame>
  );
}
