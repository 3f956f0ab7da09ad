import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/** A white card with a title row and an optional footer bar: the settings and admin pages' building block. */
export function Card({
  title,
  description,
  children,
  footer,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white shadow-xs dark:bg-gray-900',
        tone === 'danger' ? 'border-red-200 dark:border-red-900/60' : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="p-6">
        <h2
          id={headingId}
          className={cn(
            'text-base font-semibold',
            tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-gray-900 dark:text-gray-50',
          )}
        >
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</div>}
        {children && <div className="mt-5">{children}</div>}
      </div>
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-gray-200 bg-gray-50 px-6 py-3 dark:border-gray-800 dark:bg-gray-900/60">
          {footer}
        </div>
      )}
    </section>
  );
}
