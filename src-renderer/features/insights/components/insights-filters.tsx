import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  INSIGHTS_PRESETS,
  INSIGHTS_STATUS_LABELS,
  type InsightsPreset,
  type InsightsScopes,
  type InsightsStatus,
  insightsScreen,
} from '#shared/schemas/insights.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toastFailure } from '../../../components/ui/mutation-feedback.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { downloadCsv, type InsightsFilters } from '../api/get-insights.ts';

const selectClass =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export interface FilterState extends InsightsFilters {
  preset: InsightsPreset;
}

/** The page's filters: dates (a preset or a custom range), event type, status, and team or member for a team's admins. */
export function InsightsFiltersBar({
  state,
  scopes,
  onChange,
}: {
  state: FilterState;
  scopes: InsightsScopes | undefined;
  onChange: (next: Partial<FilterState>) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const team = scopes?.teams.find((t) => t.id === state.teamId);
  const eventTypes = (scopes?.eventTypes ?? []).filter((e) => (state.teamId ? e.teamId === state.teamId : true));
  const { preset: _preset, ...filters } = state;

  return (
    <section
      aria-label={insightsScreen.filtersLabel}
      className="mb-6 grid grid-cols-2 items-end gap-3 md:grid-cols-4 xl:grid-cols-6"
    >
      <div className="col-span-2 md:col-span-1">
        <Label htmlFor="insights-range">{insightsScreen.range}</Label>
        <select
          id="insights-range"
          className={selectClass}
          value={state.preset}
          onChange={(e) => onChange({ preset: e.target.value as InsightsPreset })}
        >
          {INSIGHTS_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {state.preset === 'custom' && (
        <>
          <div>
            <Label htmlFor="insights-from">{insightsScreen.from}</Label>
            <Input
              id="insights-from"
              type="date"
              value={state.from ?? ''}
              max={state.to}
              onChange={(e) => e.target.value && onChange({ from: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="insights-to">{insightsScreen.to}</Label>
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
          <Label htmlFor="insights-team">{insightsScreen.team}</Label>
          <select
            id="insights-team"
            className={selectClass}
            value={state.teamId ?? ''}
            onChange={(e) =>
              onChange({ teamId: e.target.value || undefined, userId: undefined, eventTypeId: undefined })
            }
          >
            <option value="">{insightsScreen.justMe}</option>
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
          <Label htmlFor="insights-member">{insightsScreen.member}</Label>
          <select
            id="insights-member"
            className={selectClass}
            value={state.userId ?? ''}
            onChange={(e) => onChange({ userId: e.target.value || undefined })}
          >
            <option value="">{insightsScreen.wholeTeam}</option>
            {team.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <Label htmlFor="insights-event-type">{insightsScreen.eventType}</Label>
        <select
          id="insights-event-type"
          className={selectClass}
          value={state.eventTypeId ?? ''}
          onChange={(e) => onChange({ eventTypeId: e.target.value || undefined })}
        >
          <option value="">{insightsScreen.allEventTypes}</option>
          {eventTypes.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="insights-status">{insightsScreen.status}</Label>
        <select
          id="insights-status"
          className={selectClass}
          value={state.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as InsightsStatus | undefined })}
        >
          <option value="">{insightsScreen.allStatuses}</option>
          {Object.entries(INSIGHTS_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
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
                toastFailure({ title: insightsScreen.downloadFailed, fallback: 'Please try again.' }, error),
              )
              .finally(() => setDownloading(false));
          }}
        >
          <Download className="mr-1.5 h-4 w-4" aria-hidden />
          {downloading ? insightsScreen.downloading : insightsScreen.download}
        </Button>
      </div>
    </section>
  );
}
