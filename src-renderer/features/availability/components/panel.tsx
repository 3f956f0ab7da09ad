import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/** A titled white section of the availability page; `aside` sits beside the title (a control or an action). */
export function Panel({
  title,
  description,
  aside,
  flush = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  /** The content runs to the edges (rows with their own padding) below a ruled header. */
  flush?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900"
    >
      <div
        className={cn(
          'flex flex-wrap items-start justify-between gap-4 p-4 sm:p-6',
          flush ? 'border-b border-gray-200 dark:border-gray-800' : 'pb-0 sm:pb-0',
        )}
      >
        <div>
          <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-50">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</div>}
        </div>
        {aside}
      </div>
      <div className={flush ? undefined : 'p-4 sm:p-6'}>{children}</div>
    </section>
  );
}
