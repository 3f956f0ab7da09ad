import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { Button } from '@/components/ui/button.tsx';
import { PublicFrame } from '@/components/ui/public-frame.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { DocumentTheme } from '@/lib/use-document-theme.ts';
import { frameLook } from './booker-embed.ts';
import { t } from '@/lib/i18n.tsx';

/** The booker's page: a wide card on the host's background, the Kairos mark below. */
export function BookerFrame({ children }: { children: ReactNode }) {
  return <PublicFrame mainClassName="max-w-5xl px-3 py-6 sm:px-4 sm:py-12">{children}</PublicFrame>;
}

/** A whole-page answer when there is nothing to book: unknown address, or the page failed to load. */
export function BookerMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <BookerFrame>
      <div className="mx-auto max-w-xl rounded-xl border border-gray-200 bg-white px-6 py-12 text-center shadow-xs dark:border-gray-800 dark:bg-gray-900">
        <CalendarX className="mx-auto size-10 text-gray-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold text-gray-900 dark:text-gray-50">{title}</h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{text}</p>
        <div className="mt-6">
          {action ?? (
            <Link
              to={paths.home}
              className="inline-flex h-10 items-center rounded-md bg-gray-900 px-4 text-sm font-medium text-white dark:bg-white dark:text-gray-900"
            >
              {t('common.goToKairos')}
            </Link>
          )}
        </div>
      </div>
    </BookerFrame>
  );
}

/**
 * What the booker's pages show when their data could not be read: an unknown address (404, or a 400
 * for one that cannot exist) says so; anything else offers to try again.
 */
export function BookerLoadError({
  error,
  notFound,
  what,
  onRetry,
}: {
  error: unknown;
  notFound: { title: string; text: string };
  /** 'This page', 'Your booking': what could not be loaded. */
  what: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <BookerMessage {...notFound} />;
  const limited = limitedText(error);
  return (
    <BookerMessage
      title={limited ? t('common.waitTitle') : t('common.somethingWrong')}
      text={limited ?? t('common.couldNotLoad', { what })}
      action={<Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
    />
  );
}

/** The server's own sentence for too many requests (429: when to try again), else null. */
export function limitedText(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? (error.serverError ?? null) : null;
}

/** The host's booking page look, for useDocumentTheme (null while unknown); in a frame, as the site asked. */
export function hostLook(
  event: Pick<PublicBookingEventType, 'bookingPageTheme' | 'brandColorLight' | 'brandColorDark'> | undefined,
): DocumentTheme | null {
  return frameLook(
    event
      ? { theme: event.bookingPageTheme, brandColorLight: event.brandColorLight, brandColorDark: event.brandColorDark }
      : null,
  );
}

/** The shape of the booker while its event loads. */
export function BookerSkeleton() {
  return (
    <BookerFrame>
      <div
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
        className="grid gap-6 rounded-xl border border-gray-200 bg-white p-6 shadow-xs md:grid-cols-[16rem_1fr] dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="space-y-3">
          <div className="size-12 animate-pulse rounded-full bg-gray-200 dark:bg-gray-800" />
          <div className="h-4 w-32 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          <div className="h-7 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        </div>
        <div className="h-72 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />
      </div>
    </BookerFrame>
  );
}
