import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { cn } from '../../lib/cn.ts';

/** The frame of the pages anyone may open: the content on a quiet background, a Kairos link below. */
export function PublicFrame({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-gray-50 dark:bg-gray-950">
      <main className={cn('mx-auto w-full flex-1', mainClassName)}>{children}</main>
      <footer className="pb-8 text-center text-xs text-gray-600 dark:text-gray-400">
        <Link to={paths.home} className="hover:text-gray-900 dark:hover:text-gray-200">
          Kairos
        </Link>
      </footer>
    </div>
  );
}
