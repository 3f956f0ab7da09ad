import { Download } from 'lucide-react';
import { useState } from 'react';
import type { InsightsPreset, InsightsScopes, InsightsStatus } from '#shared/schemas/insights.ts';
import { Button } from '@/components/ui/button.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { Input, Label } from '@/components/ui/input.tsx';
import { tx } from '@/lib/texts/insights.ts';
import { downloadCsv, type InsightsFilters } from '../api/get-insights.ts';

const selectClass =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/** The date presets in order (`INSIGHTS_PRESETS`), each with its label's key. */
const PRESETS = [
  ['7d', 'insights.preset7d'],
  ['30d', 'insights.preset30d'],
  ['90d', 'insights.preset90d'],
  ['month', 'insights.presetMonth'],
  ['last-month', 'insights.presetLastMonth'],
  ['year', 'insights.presetYear'],
  ['next-30d', 'insights.presetNext30d'],
  ['custom', 'insights.presetCustom'],
] as const satisfies readonly (readonly [InsightsPreset, string])[];

/** The statuses in order (`INSIGHTS_STATUS_LABELS`), each with its label's key. */
const STATUSES = [
  ['accepted', 'insights.statusAccepted'],
  ['pending', 'insights.statusPending'],
  ['cancelled', 'insights.statusCancelled'],
  ['rejected', 'insights.statusRejected'],
  ['no_show', 'insights.statusNoShow'],
] as const satisfies readonly (readonly [InsightsStatus, string])[];

export interface FilterState extends InsightsFilters {
  preset: InsightsPreset;
}

/** The page's filters: dates (a preset or a custom range), event type, status, and team or member for a team's admins. */
export function InsightsFiltersBar({
  state,
  filters,
  scopes,
  onChange,
}: {
  state: FilterState;
  /** What the page asks for (the preset's dates): the CSV export asks for the same. */
  filters: InsightsFilters;
  scopes: InsightsScopes | undefined;
  onChange: (next: Partial<FilterState>) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const team = scopes?.teams.find((t) => t.id === state.teamId);
  const eventTypes = (scopes?.eventTypes ?? []).filter((e) => (state.teamId ? e.teamId === state.teamId : true));

  return (
    <section
      aria-label={tx('insights.filters')}
      className="mb-6 grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-6"
    >
      <div className="col-span-2 md:col-span-1">
        <Label htmlFor="insights-range">{tx('insights.range')}</Label>
        <select
          id="insights-range"
          className={selectClass}
          value={state.preset}
          onChange={(e) => onChange({ preset: e.target.value as InsightsPreset })}
        >
          {PRESETS.map(([value, label]) => (
            <option key={value} value={value}>
              {tx(label)}
            </option>
          ))}
        </select>
      </div>
      {state.preset === 'custom' && (
        <>
          <div>
            <Label htmlFor="insights-from">{tx('insights.from')}</Label>
            <Input
              id="insights-from"
              type="date"
              value={state.from ?? ''}
              max={state.to}
              onChange={(e) => e.target.value && onChange({ from: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="insights-to">{tx('insights.to')}</Label>
            <Input
              id="insights-to"
              type="date"
              value={state.to ?? ''}
              min={state.from}
              onChange={(e) => e.target.value && onChange({ to: e.target.value })}
            />
          </div>
        </>
      )}
      {scopes && scopes.teams.length > 0 && (
        <div>
          <Label htmlFor="insights-team">{tx('insights.team')}</Label>
          <select
            id="insights-team"
            className={selectClass}
            value={state.teamId ?? ''}
            onChange={(e) =>
              onChange({ teamId: e.target.value || undefined, userId: undefined, eventTypeId: undefined })
            }
          >
            <option value="">{tx('insights.justMe')}</option>
            {scopes.teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {team && (
        <div>
          <Label htmlFor="insights-member">{tx('insights.member')}</Label>
          <select
            id="insights-member"
            className={selectClass}
            value={state.userId ?? ''}
            onChange={(e) => onChange({ userId: e.target.value || undefined })}
          >
            <option value="">{tx('insights.wholeTeam')}</option>
            {team.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <Label htmlFor="insights-event-type">{tx('insights.eventType')}</Label>
        <select
          id="insights-event-type"
          className={selectClass}
          value={state.eventTypeId ?? ''}
          onChange={(e) => onChange({ eventTypeId: e.target.value || undefined })}
        >
          <option value="">{tx('insights.allEventTypes')}</option>
          {eventTypes.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="insights-status">{tx('insights.status')}</Label>
        <select
          id="insights-status"
          className={selectClass}
          value={state.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as InsightsStatus | undefined })}
        >
          <option value="">{tx('insights.allStatuses')}</option>
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {tx(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1 xl:ml-auto">
        <Button
          variant="secondary"
          className="w-full"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            downloadCsv(filters)
              .catch((error: unknown) =>
                toastFailure({ title: tx('insights.downloadFailed'), fallback: tx('insights.tryAgain') }, error),
              )
              .finally(() => setDownloading(false));
          }}
        >
          <Download className="mr-1.5 h-4 w-4" aria-hidden />
          {downloading ? tx('insights.downloading') : tx('insights.download')}
        </Button>
      </div>
    </section>
  );
}
