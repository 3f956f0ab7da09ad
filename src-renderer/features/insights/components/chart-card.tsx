import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/insights.ts';

/** Two buttons that switch between two views; the chosen one is pressed. */
export function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-md border border-gray-200 p-0.5 dark:border-gray-700"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand',
            o.value === value
              ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900'
              : 'text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

type View = 'chart' | 'table';

/** A chart with its table view (every chart has one: the numbers for a screen reader, or to read exactly). */
export function ChartCard({
  title,
  controls,
  chart,
  table,
  className,
}: {
  title: string;
  /** More controls beside the Chart/Table switch (e.g. day, week, month). */
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const views = [
    { value: 'chart', label: tx('insights.chartView') },
    { value: 'table', label: tx('insights.tableView') },
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5 dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-50">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {controls}
          <Toggle label={tx('insights.viewLabel', { title })} options={views} value={view} onChange={setView} />
        </div>
      </div>
      {view === 'chart' ? chart : table}
    </section>
  );
}

/** A plain, readable table of a chart's numbers. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="relative max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-white dark:bg-gray-900">
          <tr className="border-b border-gray-200 dark:border-gray-800">
            {columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={cn('py-2 pr-3 font-medium text-gray-600 dark:text-gray-300', i > 0 && 'text-right')}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1.5 pr-3 font-normal text-gray-900 dark:text-gray-100">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-3 text-right text-gray-900 tabular-nums dark:text-gray-100">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
