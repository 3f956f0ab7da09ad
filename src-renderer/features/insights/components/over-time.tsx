import { lazy, Suspense, useMemo, useState } from 'react';
import { tx } from '@/lib/texts/insights.ts';
import { dateLabel, foldDays, type Granularity } from '../dates.ts';
import { ChartCard, DataTable, Toggle } from './chart-card.tsx';

// uPlot comes with the chart only: the figures and tables show before it arrives.
const OverTimeChart = lazy(() => import('./over-time-chart.tsx'));

const GRANULARITIES = [
  ['day', 'insights.granularityDay'],
  ['week', 'insights.granularityWeek'],
  ['month', 'insights.granularityMonth'],
] as const;

/** Bookings over time, by day, week or month, as bars or as a table. */
export function OverTime({ byDay }: { byDay: readonly { date: string; count: number }[] }) {
  const [granularity, setGranularity] = useState<Granularity>('day');
  const points = useMemo(() => foldDays(byDay, granularity), [byDay, granularity]);
  const total = points.reduce((n, p) => n + p.count, 0);
  const top = points.reduce((best, p) => (p.count > best.count ? p : best), points[0] ?? { date: '', count: 0 });
  const title = tx('insights.overTime');
  const start = points[0] ? dateLabel(points[0].date) : '';
  const summary =
    top.count > 0
      ? tx('insights.overTimeSummaryTop', {
          title,
          total,
          start,
          top: dateLabel(top.date, granularity),
          count: top.count,
        })
      : tx('insights.overTimeSummary', { title, total, start });
  return (
    <ChartCard
      title={title}
      className="lg:col-span-2"
      controls={
        <Toggle
          label={tx('insights.groupByLabel', { title })}
          options={GRANULARITIES.map(([value, label]) => ({ value, label: tx(label) }))}
          value={granularity}
          onChange={setGranularity}
        />
      }
      chart={
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={tx('insights.chartLoading')}
              className="h-60 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
            />
          }
        >
          <OverTimeChart
            points={points}
            granularity={granularity}
            label={summary}
            seriesLabel={tx('insights.bookings')}
          />
        </Suspense>
      }
      table={
        <DataTable
          caption={title}
          columns={[tx('insights.date'), tx('insights.bookings')]}
          rows={points.map((p) => [
            granularity === 'week'
              ? tx('insights.weekOf', { date: dateLabel(p.date) })
              : dateLabel(p.date, granularity),
            p.count,
          ])}
        />
      }
    />
  );
}
