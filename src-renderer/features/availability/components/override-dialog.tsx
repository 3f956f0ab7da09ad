import { useEffect, useId, useState } from 'react';
import {
  availabilityMessages,
  type DateOverride,
  DateOverrideSchema,
  type TimeRange,
} from '#shared/schemas/availability.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { DEFAULT_RANGE, TimeRanges } from './time-ranges.tsx';
import { type Issue, issuesAt } from './validation.ts';
import { tx } from '@/lib/texts/availability.ts';

/**
 * Add or change a date override: a date with its own hours, or unavailable all day. The date is a
 * date of the schedule's zone, kept as it is typed.
 */
export function OverrideDialog({
  open,
  initial,
  today,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  /** The override being changed; null to add one. */
  initial: DateOverride | null;
  today: string;
  onOpenChange: (open: boolean) => void;
  onSave: (override: DateOverride) => void;
}) {
  const ids = { ranges: useId(), unavailable: useId() };
  const [date, setDate] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  const [ranges, setRanges] = useState<TimeRange[]>([DEFAULT_RANGE]);
  const [issues, setIssues] = useState<Issue[]>([]);
  useEffect(() => {
    if (!open) return;
    setDate(initial?.date ?? '');
    setUnavailable(initial ? initial.intervals.length === 0 : false);
    setRanges(initial && initial.intervals.length > 0 ? initial.intervals : [DEFAULT_RANGE]);
    setIssues([]);
  }, [open, initial]);

  const dateError = issuesAt(issues, ['date']).message;
  const rangeIssues = issuesAt(issues, ['intervals']);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={initial ? tx('availability.changeOverrideTitle') : tx('availability.addOverrideTitle')}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const result = DateOverrideSchema.safeParse({ date, intervals: unavailable ? [] : ranges });
            if (result.success) onSave(result.data);
            else setIssues(result.error.issues);
          }}
        >
          <TextField
            label={tx('availability.date')}
            type="date"
            min={initial ? undefined : today}
            value={date}
            error={dateError && (date ? dateError : availabilityMessages.dateFormat)}
            onChange={(event) => setDate(event.target.value)}
          />
          <label htmlFor={ids.unavailable} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
            <input
              id={ids.unavailable}
              type="checkbox"
              className="size-4 accent-brand"
              checked={unavailable}
              onChange={(event) => setUnavailable(event.target.checked)}
            />
            {tx('availability.unavailableAllDay')}
          </label>
          {!unavailable && (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">
                {tx('availability.hoursOnDate')}
              </legend>
              <TimeRanges
                dayName={tx('availability.override')}
                ranges={ranges}
                invalidIndexes={rangeIssues.indexes}
                onChange={setRanges}
              />
              <FieldError id={`${ids.ranges}-error`}>{rangeIssues.message}</FieldError>
            </fieldset>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {tx('availability.cancel')}
            </Button>
            <Button type="submit">{tx('availability.saveOverride')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
