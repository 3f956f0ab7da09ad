import { AlertCircle, ArrowLeft, Download, Monitor } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DesktopPlatform } from '#shared/desktop-artifacts.ts';
import { localeOf } from '#shared/i18n/locales.ts';
import { paths } from '#shared/routes.ts';
import type { DesktopDownload } from '#shared/schemas/downloads.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { cn } from '@/lib/cn.ts';
import { errorText } from '@/lib/api-client.ts';
import { InLocale, visitorLocale } from '@/lib/i18n.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/shell.ts';
import { useDownloads } from '../api/get-downloads.ts';
import { preferredPlatforms } from '../detect-platform.ts';

/** Product and system names: the same in every language. */
const platformLabels: Record<DesktopPlatform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  'linux-appimage': 'Linux (AppImage)',
  'linux-deb': 'Linux (Debian/Ubuntu .deb)',
};

function DownloadRow({ file, primary }: { file: DesktopDownload; primary: boolean }) {
  const label = tx('shell.download.downloadFor', { platform: platformLabels[file.platform] });
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-4 rounded-lg border p-4',
        primary
          ? 'border-gray-900 bg-white shadow-sm dark:border-gray-100 dark:bg-gray-900'
          : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900',
      )}
    >
      <div className="min-w-0">
        <p className="font-medium text-gray-900 dark:text-gray-100">{platformLabels[file.platform]}</p>
        <p className="truncate text-xs text-gray-500 dark:text-gray-400">{file.fileName}</p>
      </div>
      {file.url ? (
        <a
          href={file.url}
          className={cn(
            'inline-flex h-9 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium',
            primary
              ? 'bg-gray-900 text-white hover:bg-gray-800 dark:bg-gray-100 dark:text-gray-900'
              : 'border border-gray-300 text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800',
          )}
        >
          <Download className="h-4 w-4" aria-hidden />
          <span className="sr-only">{label}</span>
          <span aria-hidden>{tx('shell.download.download')}</span>
        </a>
      ) : (
        <span className="shrink-0 text-xs text-gray-500 dark:text-gray-400">{tx('shell.download.notAvailable')}</span>
      )}
    </li>
  );
}

/**
 * docs/product.md#desktop-download: the desktop installers, the visitor's OS first. A public page, in
 * the signed-in host's Profile language, else the visitor's (ADR 035).
 */
export function DownloadPage() {
  const { user, isLoading } = useSession();
  // Until the session is known, which language is not: nothing rather than one, then another.
  if (isLoading) return null;
  const locale = user ? (localeOf(user.locale) ?? 'en') : visitorLocale();
  return (
    <InLocale locale={locale} areas={['shell']} fallback={null}>
      <Downloads />
    </InLocale>
  );
}

function Downloads() {
  const { data, isPending, isError, error } = useDownloads();
  const preferred = preferredPlatforms(navigator.userAgent);
  const rank = (p: DesktopPlatform) => (preferred.includes(p) ? preferred.indexOf(p) : preferred.length);
  const files = data ? [...data.files].sort((a, b) => rank(a.platform) - rank(b.platform)) : [];
  const primaryCount = preferred.length > 0 ? 1 : 0;

  return (
    <main className="min-h-screen bg-gray-50 px-4 py-12 dark:bg-gray-950">
      <PageTitle title={tx('shell.download.pageTitle')} />
      <div className="mx-auto max-w-xl">
        <Link
          to={paths.home}
          className="mb-8 inline-flex items-center gap-1.5 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {tx('shell.download.back')}
        </Link>
        <div className="mb-8 flex items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900">
            <Monitor className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('shell.download.title')}</h1>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {data ? tx('shell.download.subtitleVersion', { version: data.version }) : tx('shell.download.subtitle')}
            </p>
          </div>
        </div>

        {isPending && (
          <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
            {tx('shell.download.loading')}
          </p>
        )}
        {isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorText(error, tx('shell.download.loadFailed'))}
          </p>
        )}
        {data && !data.available && (
          <div
            role="note"
            className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>{tx('shell.download.notSetUp')}</p>
          </div>
        )}
        {data && (
          <ul aria-label={tx('shell.download.installers')} className="space-y-3">
            {files.map((file, i) => (
              <DownloadRow key={file.platform} file={file} primary={i < primaryCount && data.available} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
