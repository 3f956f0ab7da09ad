import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { Insights, InsightsFigures } from '#shared/schemas/insights.ts';
import { activeLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/insights.ts';

/** The figures in order, each with its label's key. */
const KEYS = [
  ['created', 'insights.figureCreated'],
  ['completed', 'insights.figureCompleted'],
  ['rescheduled', 'insights.figureRescheduled'],
  ['cancelled', 'insights.figureCancelled'],
  ['noShow', 'insights.figureNoShow'],
] as const satisfies readonly (readonly [keyof InsightsFigures, string])[];

/** '+25% vs the previous period (4)', 'Up from 0 in the previous period', 'Same as the previous period'. */
function changeText(now: number, before: number): string {
  if (now === before) return tx('insights.changeSame');
  if (before === 0) return tx('insights.changeFromZero');
  const percent = Math.round(((now - before) / before) * 100);
  const locale = activeLocale();
  const signed =
    locale === 'en'
      ? `${percent > 0 ? '+' : ''}${percent}%`
      : new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(percent / 100);
  return tx('insights.changePercent', { percent: signed, before });
}

/** The five figures of the range, each with its change against the previous period of the same length. */
export function FigureCards({ data }: { data: Insights }) {
  return (
    <ul aria-label={tx('insights.figures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {KEYS.map(([key, label]) => {
        const now = data[key];
        const before = data.previous[key];
        const Icon = now > before ? ArrowUpRight : now < before ? ArrowDownRight : Minus;
        return (
          <li
            key={key}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs last:col-span-2 sm:last:col-span-1 dark:border-gray-800 dark:bg-gray-900"
          >
            <p className="text-sm text-gray-600 dark:text-gray-400">{tx(label)}</p>
            <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums dark:text-gray-50">{now}</p>
            <p className="mt-1 flex items-start gap-1 text-xs text-gray-600 dark:text-gray-400">
              <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>{changeText(now, before)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
