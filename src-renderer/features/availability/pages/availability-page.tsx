import { CalendarOff, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type DateOverride,
  type Schedule,
  type ScheduleInput,
  ScheduleInputSchema,
  WEEKDAYS,
  type Weekday,
} from '#shared/schemas/availability.ts';
import { TimeZonePicker } from '@/components/time-zone/time-zone-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { formatDate, isValidZone, wallTime } from '@/lib/zoned-time.ts';
import { useSchedules } from '../api/get-schedules.ts';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import { CopyHoursDialog } from '../components/copy-hours-dialog.tsx';
import { HolidaysCard } from '../components/holidays-card.tsx';
import { OverrideDialog } from '../components/override-dialog.tsx';
import { Panel } from '../components/panel.tsx';
import { DEFAULT_RANGE, TimeRanges } from '../components/time-ranges.tsx';
import { type Issue, issuesAt } from '../components/validation.ts';
import { weekdayName } from '../components/weekday-name.ts';
import { WeekPreview } from '../components/week-preview.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/availability.ts';

function inputOf(schedule: Schedule): ScheduleInput {
  return {
    name: schedule.name,
    timeZone: schedule.timeZone,
    weekly: schedule.weekly,
    overrides: schedule.overrides,
  };
}

/** /availability: the host's weekly hours, zone and date overrides, edited as a draft and saved at once. */
export function AvailabilityPage() {
  const schedules = useSchedules();
  const schedule = schedules.data?.items.find((s) => s.isDefault) ?? schedules.data?.items[0];

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('availability.title')} />
      <div className="mb-6">
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('availability.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('availability.subtitle')}</p>
      </div>
      {schedule ? (
        <div className="space-y-6">
          <ScheduleEditor key={schedule.id} schedule={schedule} />
          <HolidaysCard />
        </div>
      ) : schedules.isError ? (
        <LoadError onRetry={() => void schedules.refetch()}>{tx('availability.loadFailed')}</LoadError>
      ) : (
        <div role="status" aria-label={tx('availability.loading')} className="space-y-4">
          <div className="h-96 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
          <div className="h-40 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
        </div>
      )}
    </main>
  );
}

function ScheduleEditor({ schedule }: { schedule: Schedule }) {
  const update = useUpdateSchedule();
  // null until something is edited: the page then shows exactly what was loaded (or saved).
  const [draft, setDraft] = useState<ScheduleInput | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [copyFrom, setCopyFrom] = useState<Weekday | null>(null);
  const [overrideDialog, setOverrideDialog] = useState<{ open: boolean; editing: DateOverride | null }>({
    open: false,
    editing: null,
  });
  const value = draft ?? inputOf(schedule);
  const change = (patch: Partial<ScheduleInput>) => {
    setDraft({ ...value, ...patch });
    setIssues([]);
  };
  const setDay = (day: Weekday, ranges: ScheduleInput['weekly'][Weekday]) =>
    change({ weekly: { ...value.weekly, [day]: ranges } });
  const today = wallTime(Date.now(), isValidZone(value.timeZone) ? value.timeZone : 'UTC').date;
  const zoneError = issuesAt(issues, ['timeZone']).message;
  const overridesError = issuesAt(issues, ['overrides']).message;

  const save = () => {
    const parsed = ScheduleInputSchema.safeParse(value);
    if (!parsed.success) {
      setIssues(parsed.error.issues);
      return;
    }
    update.mutate(
      { id: schedule.id, input: parsed.data },
      feedback({
        success: tx('availability.saved'),
        failure: { title: tx('availability.saveFailed'), fallback: tx('availability.saveFailedText') },
        onSuccess: () => setDraft(null),
      }),
    );
  };

  return (
    <>
      <form
        noValidate
        className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="flex items-center justify-end gap-2 lg:col-span-2">
          {draft && (
            <Button variant="secondary" disabled={update.isPending} onClick={() => (setDraft(null), setIssues([]))}>
              {tx('availability.discard')}
            </Button>
          )}
          <Button type="submit" disabled={!draft || update.isPending}>
            {update.isPending ? tx('availability.saving') : tx('availability.save')}
          </Button>
        </div>
        <div className="space-y-6">
          <Panel
            title={tx('availability.weeklyHours')}
            description={value.name}
            flush
            aside={
              <FormField label={tx('availability.timeZone')} error={zoneError} className="w-full sm:w-72">
                {(control) => (
                  <TimeZonePicker
                    label={tx('availability.timeZone')}
                    id={control.id}
                    invalid={control['aria-invalid']}
                    describedBy={control['aria-describedby']}
                    value={value.timeZone}
                    onChange={(timeZone) => change({ timeZone })}
                  />
                )}
              </FormField>
            }
          >
            <ul className="divide-y divide-gray-100 dark:divide-gray-800">
              {WEEKDAYS.map((day) => {
                const ranges = value.weekly[day];
                const dayIssues = issuesAt(issues, ['weekly', day]);
                const name = weekdayName(day, { standalone: true });
                return (
                  <li key={day} aria-label={name} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:px-6">
                    <div className="flex w-40 shrink-0 items-center gap-3 sm:h-9">
                      <Switch
                        checked={ranges.length > 0}
                        label={name}
                        onChange={(on) => setDay(day, on ? [DEFAULT_RANGE] : [])}
                      />
                      <span className="text-sm font-medium text-gray-900 dark:text-gray-100">{name}</span>
                    </div>
                    <div className="min-w-0 flex-1">
                      {ranges.length > 0 ? (
                        <TimeRanges
                          dayName={name}
                          ranges={ranges}
                          invalidIndexes={dayIssues.indexes}
                          onChange={(next) => setDay(day, next)}
                        />
                      ) : (
                        <p className="text-sm text-gray-500 sm:leading-9 dark:text-gray-400">
                          {tx('availability.unavailable')}
                        </p>
                      )}
                      <FieldError id={`weekly-${day}-error`}>{dayIssues.message}</FieldError>
                    </div>
                    {ranges.length > 0 && (
                      <div className="sm:h-9">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={tx('availability.copyHours', { day: weekdayName(day) })}
                          onClick={() => setCopyFrom(day)}
                        >
                          <Copy className="size-4" aria-hidden />
                          <span>{tx('availability.copy')}</span>
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </Panel>

          <Panel
            title={tx('availability.overrides')}
            description={tx('availability.overridesText')}
            aside={
              <Button variant="secondary" size="sm" onClick={() => setOverrideDialog({ open: true, editing: null })}>
                <Plus className="size-4" aria-hidden />
                {tx('availability.addOverride')}
              </Button>
            }
          >
            {value.overrides.length === 0 ? (
              <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
                {tx('availability.noOverrides')}
              </p>
            ) : (
              <ul
                aria-label={tx('availability.overrides')}
                className="-my-3 divide-y divide-gray-100 dark:divide-gray-800"
              >
                {value.overrides.map((override, index) => {
                  const label = formatDate(override.date, {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  });
                  const overrideIssue = issuesAt(issues, ['overrides', index]).message;
                  return (
                    <li key={override.date} aria-label={label} className="flex flex-wrap items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{label}</p>
                        <p className="text-sm text-gray-600 dark:text-gray-400">
                          {override.intervals.length === 0 ? (
                            <span className="inline-flex items-center gap-1">
                              <CalendarOff className="size-3.5" aria-hidden />
                              {tx('availability.unavailable')}
                            </span>
                          ) : (
                            override.intervals.map((r) => `${r.from}–${r.to}`).join(', ')
                          )}
                        </p>
                        <FieldError id={`override-${index}-error`}>{overrideIssue}</FieldError>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={tx('availability.changeOverride', { date: label })}
                        onClick={() => setOverrideDialog({ open: true, editing: override })}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={tx('availability.removeOverride', { date: label })}
                        onClick={() => change({ overrides: value.overrides.filter((o) => o.date !== override.date) })}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {overridesError && !value.overrides.length && (
              <FieldError id="overrides-error">{overridesError}</FieldError>
            )}
          </Panel>
        </div>

        <div className="lg:sticky lg:top-6">
          <WeekPreview zone={value.timeZone} weekly={value.weekly} overrides={value.overrides} />
        </div>
      </form>
      <CopyHoursDialog
        from={copyFrom}
        onOpenChange={(open) => !open && setCopyFrom(null)}
        onApply={(days) => {
          if (!copyFrom) return;
          const ranges = value.weekly[copyFrom];
          const weekly = { ...value.weekly };
          for (const day of days) weekly[day] = ranges.map((r) => ({ ...r }));
          change({ weekly });
          setCopyFrom(null);
        }}
      />
      <OverrideDialog
        open={overrideDialog.open}
        initial={overrideDialog.editing}
        today={today}
        onOpenChange={(open) => setOverrideDialog((current) => ({ ...current, open }))}
        onSave={(override) => {
          const others = value.overrides.filter(
            (o) => o.date !== override.date && o.date !== overrideDialog.editing?.date,
          );
          change({ overrides: [...others, override].sort((a, b) => a.date.localeCompare(b.date)) });
          setOverrideDialog({ open: false, editing: null });
        }}
      />
    </>
  );
}
