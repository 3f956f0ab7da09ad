import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { type Insights, type InsightsFigures, insightsScreen } from '#shared/schemas/insights.ts';

const KEYS = [
  'created',
  'completed',
  'rescheduled',
  'cancelled',
  'noShow',
] as const satisfies readonly (keyof InsightsFigures)[];

/** The five figures of the range, each with its change against the previous period of the same length. */
export function FigureCards({ data }: { data: Insights }) {
  return (
    <ul aria-label="Figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {KEYS.map((key) => {
        const now = data[key];
        const before = data.previous[key];
        const Icon = now > before ? ArrowUpRight : now < before ? ArrowDownRight : Minus;
        return (
          <li
            key={key}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs last:col-span-2 sm:last:col-span-1 dark:border-gray-800 dark:bg-gray-900"
          >
            <p className="text-sm text-gray-600 dark:text-gray-400">{insightsScreen.figures[key]}</p>
            <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums dark:text-gray-50">{now}</p>
            <p className="mt-1 flex items-start gap-1 text-xs text-gray-600 dark:text-gray-400">
              <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>{insightsScreen.change(now, before)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
