import type { ReactNode } from 'react';
import { APP_NAME } from '../page-title.tsx';

/**
 * A whole-screen answer instead of a page (not found, could not load): the app's wordmark and a
 * card with an icon, a heading, a line of text and what to do next. Light or dark like every page.
 */
export function StatusPage({
  icon,
  title,
  text,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  role?: 'alert';
}) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-gray-50 px-4 py-12 dark:bg-gray-950">
      <main role={role} className="w-full max-w-md">
        <p className="mb-8 text-center text-xl font-semibold tracking-tight text-gray-900 dark:text-white">
          {APP_NAME}
        </p>
        <div className="rounded-xl border border-gray-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10 dark:border-gray-800 dark:bg-gray-900">
          <span
            aria-hidden
            className="mx-auto flex size-12 items-center justify-center rounded-full bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400"
          >
            {icon}
          </span>
          <h1 className="mt-4 text-xl font-semibold text-gray-900 dark:text-gray-50">{title}</h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{text}</p>
          {children && <div className="mt-6 flex justify-center">{children}</div>}
        </div>
      </main>
    </div>
  );
}
