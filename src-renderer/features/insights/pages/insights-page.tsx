import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  INSIGHTS_PRESETS,
  INSIGHTS_STATUS_LABELS,
  type Insights,
  type InsightsPreset,
  type InsightsStatus,
} from '#shared/schemas/insights.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { useHostTime } from '@/lib/host-time.tsx';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/insights.ts';
import { type InsightsFilters, useInsights, useInsightsScopes } from '../api/get-insights.ts';
import { BarList } from '../components/bar-list.tsx';
import { ChartCard, DataTable } from '../components/chart-card.tsx';
import { FigureCards } from '../components/figure-cards.tsx';
import { Heatmap, hourLabel, weekdayName } from '../components/heatmap.tsx';
import { type FilterState, InsightsFiltersBar } from '../components/insights-filters.tsx';
import { OverTime } from '../components/over-time.tsx';
import { presetRange, todayIn } from '../dates.ts';

const PRESETS = new Set<string>(INSIGHTS_PRESETS.map((p) => p.value));
const STATUSES = new Set<string>(Object.keys(INSIGHTS_STATUS_LABELS));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters as the address keeps them (so a view can be shared or reloaded), checked. No range in
 * the address is the default: the server's choice of the last or the next 30 days (`auto`).
 */
function readState(params: URLSearchParams): FilterState & { auto: boolean } {
  const range = params.get('range');
  const preset = (range && PRESETS.has(range) ? range : '30d') as InsightsPreset;
  const get = (key: string) => params.get(key) || undefined;
  const status = get('status');
  const from = get('from');
  const to = get('to');
  return {
    preset,
    auto: !range || !PRESETS.has(range),
    ...(preset === 'custom' && from && DATE.test(from) ? { from } : {}),
    ...(preset === 'custom' && to && DATE.test(to) ? { to } : {}),
    eventTypeId: get('eventTypeId'),
    status: status && STATUSES.has(status) ? (status as InsightsStatus) : undefined,
    teamId: get('teamId'),
    userId: get('userId'),
  };
}

/** /insights (issue 30): the figures, charts and CSV export of the host's (or their team's) bookings. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const scopes = useInsightsScopes();
  const host = useHostTime();
  const zone = scopes.data?.timeZone ?? host.zone;
  const filters: InsightsFilters = useMemo(() => {
    const { preset, auto, ...rest } = state;
    // The default is the server's choice, in the host's zone.
    if (auto || preset === 'custom') return rest;
    return { ...rest, ...presetRange(preset, todayIn(zone)) };
  }, [state, zone]);
  const insights = useInsights(filters);
  // The range the page shows: by default the one the server chose.
  const shown: FilterState = {
    ...state,
    preset: state.auto ? (insights.data?.defaultRange ?? state.preset) : state.preset,
  };

  const change = (next: Partial<FilterState>) => {
    const merged: FilterState = { ...shown, ...next };
    if (next.preset === 'custom' && state.preset !== 'custom') {
      const shown = insights.data;
      merged.from = shown?.from;
      merged.to = shown?.to;
    }
    const out = new URLSearchParams();
    // Once a range is chosen it stays in the address (the last 30 days too: not the server's default).
    if (next.preset || !state.auto) out.set('range', merged.preset);
    for (const key of ['from', 'to', 'eventTypeId', 'status', 'teamId', 'userId'] as const) {
      const value = merged[key];
      if (value && (merged.preset === 'custom' || (key !== 'from' && key !== 'to'))) out.set(key, value);
    }
    setParams(out, { replace: true });
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('insights.title')} />
      <PageHeader title={tx('insights.title')} description={tx('insights.description')} />
      <InsightsFiltersBar state={shown} filters={filters} scopes={scopes.data} onChange={change} />
      <QueryState
        query={insights}
        loading={<SkeletonStack label={tx('insights.loading')} blocks={['h-28', 'h-72']} className="grid gap-3" />}
        error={(error) =>
          error instanceof Error && /^4\d\d:/.test(error.message)
            ? tx('insights.loadFailedReason', {
                reason: knownText(error.message.replace(/^\d+: /, '').replace(/^\{"error":"(.*)"\}$/, '$1')),
              })
            : tx('insights.loadFailed')
        }
      >
        {(data) => <InsightsBody data={data} stale={insights.isPlaceholderData} hour12={host.hour12} />}
      </QueryState>
    </main>
  );
}

function InsightsBody({ data, stale, hour12 }: { data: Insights; stale: boolean; hour12: boolean }) {
  const booked = data.byDay.some((d) => d.count > 0);
  const nothing = !booked && data.created === 0 && data.cancelled === 0 && data.rescheduled === 0;
  const ranked = data.byEventType.filter((e) => e.eventTypeId !== null);
  // Only booked event types are ranked (an unbooked one is no one's third most booked), each in one list.
  const rankable = ranked.filter((e) => e.count > 0);
  const most = rankable.slice(0, 3);
  const least = rankable.slice(most.length).reverse().slice(0, 3);
  const scale = most[0]?.count ?? 0;
  const reasons = data.cancelReasons.map((r) => ({
    // Kairos' own reason (an expired request) in the app's language; what people typed, as typed.
    name:
      r.reason === requestMessages.expiredReason ? tx('insights.expiredReason') : r.reason || tx('insights.noReason'),
    count: r.count,
  }));
  const busiest = [...data.busiestHours].sort((a, b) => b[2] - a[2]);

  return (
    <div aria-busy={stale} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <p className="mb-3 text-xs text-gray-500 dark:text-gray-400">
        {data.from} – {data.to}. {tx('insights.inZone', { zone: data.timeZone })}
      </p>
      <FigureCards data={data} />
      {nothing ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 p-8 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
          {tx('insights.empty')}
        </p>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <OverTime byDay={data.byDay} />
          <ChartCard
            title={tx('insights.busiestHours')}
            className="lg:col-span-2"
            chart={<Heatmap cells={data.busiestHours} hour12={hour12} />}
            table={
              <DataTable
                caption={tx('insights.busiestHours')}
                columns={[tx('insights.date'), tx('insights.hour'), tx('insights.bookings')]}
                rows={busiest.map(([w, h, n]) => [weekdayName(w), hourLabel(h, hour12), n])}
              />
            }
          />
          <ChartCard
            title={tx('insights.byEventType')}
            chart={
              data.byEventType.length ? (
                <BarList label={tx('insights.byEventType')} items={data.byEventType} />
              ) : (
                <p className="text-sm text-gray-600 dark:text-gray-400">{tx('insights.noEventTypes')}</p>
              )
            }
            table={
              <DataTable
                caption={tx('insights.byEventType')}
                columns={[tx('insights.eventType'), tx('insights.bookings')]}
                rows={data.byEventType.map((e) => [e.name, e.count])}
              />
            }
          />
          <ChartCard
            title={tx('insights.cancelReasons')}
            chart={
              reasons.length ? (
                <BarList label={tx('insights.cancelReasons')} items={reasons} />
              ) : (
                <p className="text-sm text-gray-600 dark:text-gray-400">{tx('insights.noCancellations')}</p>
              )
            }
            table={
              <DataTable
                caption={tx('insights.cancelReasons')}
                columns={[tx('insights.reason'), tx('insights.count')]}
                rows={reasons.map((r) => [r.name, r.count])}
              />
            }
          />
          <ChartCard
            title={`${tx('insights.mostBooked')} / ${tx('insights.leastBooked')}`}
            className="lg:col-span-2"
            chart={
              <div className="grid gap-6 sm:grid-cols-2">
                <div>
                  <h3 className="mb-3 text-sm font-medium text-gray-700 dark:text-gray-300">
                    {tx('insights.mostBooked')}
                  </h3>
                  {most.length ? (
                    <BarList label={tx('insights.mostBooked')} items={most} scale={scale} />
                  ) : (
                    <p className="text-sm text-gray-600 dark:text-gray-400">{tx('insights.noneBooked')}</p>
                  )}
                </div>
                <div>
                  <h3 className="mb-3 text-sm font-medium text-gray-700 dark:text-gray-300">
                    {tx('insights.leastBooked')}
                  </h3>
                  {least.length ? (
                    <BarList label={tx('insights.leastBooked')} items={least} scale={scale} />
                  ) : (
                    <p className="text-sm text-gray-600 dark:text-gray-400">
                      {tx(most.length ? 'insights.noOthersBooked' : 'insights.noneBooked')}
                    </p>
                  )}
                </div>
              </div>
            }
            table={
              <DataTable
                caption={`${tx('insights.mostBooked')} / ${tx('insights.leastBooked')}`}
                columns={[tx('insights.eventType'), tx('insights.bookings')]}
                rows={ranked.map((e) => [e.name, e.count])}
              />
            }
          />
        </div>
      )}
    </div>
  );
}
