import { useState } from 'react';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { DEFAULT_WEEK_START, type Preferences, PreferencesSchema } from '#shared/schemas/preferences.ts';
import { Button } from '@/components/ui/button.tsx';
import { usePreferences } from '@/lib/preferences-query.ts';
import { tx } from '@/lib/texts/settings.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { BookingTimesField } from '../components/booking-times-field.tsx';
import { BrandColorField } from '../components/brand-color-field.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';
import { ThemeChoice } from '../components/theme-choice.tsx';
import { TimeFormatField } from '../components/time-format-field.tsx';
import { WeekStartField } from '../components/week-start-field.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';

function samePreferences(a: Preferences, b: Preferences): boolean {
  return (
    a.theme === b.theme &&
    a.booking_page_theme === b.booking_page_theme &&
    a.brand_color_light.trim().toLowerCase() === b.brand_color_light &&
    a.brand_color_dark.trim().toLowerCase() === b.brand_color_dark &&
    (a.week_start ?? DEFAULT_WEEK_START) === (b.week_start ?? DEFAULT_WEEK_START) &&
    (a.time_format ?? null) === (b.time_format ?? null) &&
    a.booking_times_per_hour === b.booking_times_per_hour
  );
}

/** /settings/appearance: themes, brand colours, the week's first day, the time format and the booking times an hour, edited as a copy of what was loaded. */
export function AppearancePage() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  // null until the person edits something: the page then shows exactly what was loaded (or saved).
  const [draft, setDraft] = useState<Preferences | null>(null);
  const loaded = preferences.data;
  const edited = draft ?? loaded;
  const parsed = edited ? PreferencesSchema.safeParse(edited) : undefined;
  const canUpdate = !!loaded && !!draft && !samePreferences(draft, loaded) && !!parsed?.success && !update.isPending;

  const change = (patch: Partial<Preferences>) => setDraft((current) => ({ ...(current ?? loaded!), ...patch }));

  const onSubmit = () => {
    if (!parsed?.success) return;
    update.mutate(
      parsed.data,
      feedback({
        success: tx('settings.appearance.updated'),
        failure: { title: tx('settings.error'), description: tx('settings.appearance.updateFailed') },
        onSuccess: () => setDraft(null),
      }),
    );
  };

  return (
    <SettingsShell showBack title={tx('settings.appearance.title')} description={tx('settings.appearance.description')}>
      {!edited ? (
        preferences.isError ? (
          <LoadError onRetry={() => void preferences.refetch()}>{tx('settings.appearance.loadFailed')}</LoadError>
        ) : (
          <div role="status" aria-label={tx('settings.appearance.loading')} className="space-y-4">
            <div className="h-48 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
            <div className="h-48 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
          </div>
        )
      ) : (
        <form
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
            <ThemeChoice
              name="theme"
              legend={tx('settings.appearance.dashboardTheme')}
              description={tx('settings.appearance.dashboardThemeHint')}
              value={edited.theme}
              onChange={(theme) => change({ theme })}
            />
          </section>
          <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
            <ThemeChoice
              name="booking_page_theme"
              legend={tx('settings.appearance.bookingPageTheme')}
              description={tx('settings.appearance.bookingPageThemeHint')}
              value={edited.booking_page_theme}
              onChange={(booking_page_theme) => change({ booking_page_theme })}
            />
          </section>
          <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
            <WeekStartField
              value={edited.week_start ?? DEFAULT_WEEK_START}
              onChange={(week_start) => change({ week_start })}
            />
          </section>
          <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
            <TimeFormatField
              value={edited.time_format ?? null}
              zone={edited.time_zone ?? 'UTC'}
              onChange={(time_format) => change({ time_format })}
            />
          </section>
          {edited.booking_times_per_hour !== undefined && (
            <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
              <BookingTimesField
                value={edited.booking_times_per_hour}
                onChange={(booking_times_per_hour) => change({ booking_times_per_hour })}
              />
            </section>
          )}
          <Card title={tx('settings.appearance.brandTitle')} description={tx('settings.appearance.brandDescription')}>
            <div className="grid gap-6 sm:grid-cols-2">
              <BrandColorField
                label={tx('settings.appearance.brandLight')}
                resetLabel={tx('settings.appearance.brandLightReset', { color: DEFAULT_BRAND_COLOR })}
                value={edited.brand_color_light}
                onChange={(brand_color_light) => change({ brand_color_light })}
              />
              <BrandColorField
                label={tx('settings.appearance.brandDark')}
                resetLabel={tx('settings.appearance.brandDarkReset', { color: DEFAULT_BRAND_COLOR })}
                value={edited.brand_color_dark}
                onChange={(brand_color_dark) => change({ brand_color_dark })}
              />
            </div>
          </Card>
          <Card
            title={tx('settings.appearance.brandingTitle')}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {tx('settings.appearance.brandingDescription')}
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                  {tx('settings.appearance.comingSoon')}
                </span>
              </span>
            }
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={!canUpdate}>
              {update.isPending ? tx('settings.updating') : tx('settings.update')}
            </Button>
          </div>
        </form>
      )}
    </SettingsShell>
  );
}
