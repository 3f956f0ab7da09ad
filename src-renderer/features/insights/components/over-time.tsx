import { lazy, Suspense, useMemo, useState } from 'react';
import { insightsScreen } from '#shared/schemas/insights.ts';
import { dateLabel, foldDays, type Granularity } from '../dates.ts';
import { ChartCard, DataTable, Toggle } from './chart-card.tsx';

// uPlot comes with the chart only: the figures and tables show before it arrives.
const OverTimeChart = lazy(() => import('./over-time-chart.tsx'));

const GRANULARITIES = (['day', 'week', 'month'] as const).map((value) => ({
  value,
  label: insightsScreen.granularity[value],
}));

/** Bookings over time, by day, week or month, as bars or as a table. */
export function OverTime({ byDay }: { byDay: readonly { date: string; count: number }[] }) {
  const [granularity, setGranularity] = useState<Granularity>('day');
  const points = useMemo(() => foldDays(byDay, granularity), [byDay, granularity]);
  const total = points.reduce((n, p) => n + p.count, 0);
  const top = points.reduce((best, p) => (p.count > best.count ? p : best), points[0] ?? { date: '', count: 0 });
  const summary =
    `${insightsScreen.overTime}: ${total} from ${points[0] ? dateLabel(points[0].date) : ''}` +
    (top.count > 0 ? `, most on ${dateLabel(top.date, granularity)} (${top.count})` : '');
  return (
    <ChartCard
      title={insightsScreen.overTime}
      className="lg:col-span-2"
      controls={
        <Toggle
          label={`${insightsScreen.overTime}: group by`}
          options={GRANULARITIES}
          value={granularity}
          onChange={setGranularity}
        />
      }
      chart={
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={insightsScreen.chartLoading}
              className="h-60 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
            />
          }
        >
          <OverTimeChart points={points} granularity={granularity} label={summary} />
        </Suspense>
      }
      table={
        <DataTable
          caption={insightsScreen.overTime}
          columns={[insightsScreen.date, insightsScreen.bookings]}
          rows={points.map((p) => [
            granularity === 'week' ? `Week of ${dateLabel(p.date)}` : dateLabel(p.date, granularity),
            p.count,
          ])}
        />
      }
    />
  );
}
