import type { ReactNode } from 'react';

/** A white card with a title row, the domain page's building block. */
export function DomainCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="p-6">
        <h2 id={id} className="text-base font-semibold text-gray-900 dark:text-gray-50">
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
