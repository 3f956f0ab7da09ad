import type { HolidayCountry, HolidaySettings, HolidaySettingsInput } from '#shared/schemas/out-of-office.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { selectClass } from '@/components/ui/input.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { tx } from '@/lib/texts/away.ts';
import { formatDate } from '@/lib/zoned-time.ts';
import { useHolidayCountries, useHolidays, useUpdateHolidays } from '../api/get-holidays.ts';
import { Panel } from './panel.tsx';

/**
 * 'Block public holidays of …' (docs/product.md#public-holidays): a country and, where it has them, a
 * region; then the coming year's holidays, each blocked (the whole day) or kept open. Every change is
 * saved at once.
 */
export function HolidaysCard() {
  const holidays = useHolidays();
  const countries = useHolidayCountries();
  const update = useUpdateHolidays();
  const save = (input: HolidaySettingsInput) =>
    update.mutate(
      input,
      feedback({
        success: tx('away.holidays.saved'),
        failure: { title: tx('away.holidays.saveFailed'), fallback: tx('away.holidays.saveFailed') },
      }),
    );

  return (
    <Panel title={tx('away.holidays.title')} description={tx('away.holidays.description')}>
      {holidays.isError || countries.isError ? (
        <LoadError
          onRetry={() => void (holidays.isError ? holidays.refetch() : countries.refetch())}
          retryLabel={tx('away.tryAgain')}
        >
          {tx('away.holidays.loadFailed')}
        </LoadError>
      ) : !holidays.data || !countries.data ? (
        <div
          role="status"
          aria-label={tx('away.holidays.loading')}
          className="h-24 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
        />
      ) : (
        <HolidaysForm value={holidays.data} countries={countries.data.items} saving={update.isPending} onSave={save} />
      )}
    </Panel>
  );
}

function HolidaysForm({
  value,
  countries,
  saving,
  onSave,
}: {
  value: HolidaySettings;
  countries: readonly HolidayCountry[];
  saving: boolean;
  onSave: (input: HolidaySettingsInput) => void;
}) {
  const country = countries.find((c) => c.code === value.country) ?? null;
  const keptOpen = new Set(value.keptOpen);
  const toggle = (date: string, open: boolean) => {
    if (open) keptOpen.add(date);
    else keptOpen.delete(date);
    onSave({ country: value.country, region: value.region, keptOpen: [...keptOpen] });
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={tx('away.holidays.country')}>
          {(control) => (
            <select
              {...control}
              className={`${selectClass} w-full`}
              disabled={saving}
              value={value.country ?? ''}
              onChange={(event) =>
                onSave({ country: event.target.value || null, region: null, keptOpen: value.keptOpen })
              }
            >
              <option value="">{tx('away.holidays.none')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {country && country.regions.length > 0 && (
          <FormField label={tx('away.holidays.region')}>
            {(control) => (
              <select
                {...control}
                className={`${selectClass} w-full`}
                disabled={saving}
                value={value.region ?? ''}
                onChange={(event) =>
                  onSave({ country: value.country, region: event.target.value || null, keptOpen: value.keptOpen })
                }
              >
                <option value="">{tx('away.holidays.wholeCountry')}</option>
                {country.regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      {value.country && (
        <div>
          <h3 className="text-sm font-medium text-gray-900 dark:text-gray-100">{tx('away.holidays.upcoming')}</h3>
          {value.upcoming.length === 0 ? (
            <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">{tx('away.holidays.emptyYear')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
              {value.upcoming.map((h) => {
                const date = formatDate(h.date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
                return (
                  <li key={h.date} className="flex items-center gap-3 px-3 py-2 text-sm">
                    {/* On a phone the date sits above the name, so a long name keeps its words whole. */}
                    <span className="min-w-0 flex-1 sm:flex sm:gap-3">
                      <span className="block text-gray-600 tabular-nums sm:w-40 sm:shrink-0 dark:text-gray-400">
                        {date}
                      </span>
                      <span className="block min-w-0 break-words text-gray-900 dark:text-gray-100">{h.name}</span>
                    </span>
                    <span className="text-xs text-gray-500 dark:text-gray-400">
                      {h.open ? tx('away.holidays.open') : tx('away.holidays.blocked')}
                    </span>
                    <Switch
                      checked={h.open}
                      disabled={saving}
                      label={tx('away.holidays.keepOpen', { name: h.name, date })}
                      onChange={(open) => toggle(h.date, open)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
