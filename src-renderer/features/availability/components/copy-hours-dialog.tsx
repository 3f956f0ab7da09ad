import { useEffect, useId, useState } from 'react';
import { WEEKDAYS, type Weekday } from '#shared/schemas/availability.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { tx } from '@/lib/texts/availability.ts';
import { weekdayName } from './weekday-name.ts';

/** "Copy Monday's hours to…": tick the days that should get the same ranges. */
export function CopyHoursDialog({
  from,
  onOpenChange,
  onApply,
}: {
  /** The day being copied; null when the dialog is closed. */
  from: Weekday | null;
  onOpenChange: (open: boolean) => void;
  onApply: (days: Weekday[]) => void;
}) {
  const [chosen, setChosen] = useState<Set<Weekday>>(new Set());
  const id = useId();
  useEffect(() => setChosen(new Set()), [from]);
  const others = WEEKDAYS.filter((day) => day !== from);
  const toggle = (day: Weekday, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
  return (
    <Dialog open={from !== null} onOpenChange={onOpenChange}>
      <DialogContent title={from ? tx('availability.copyTitle', { day: weekdayName(from) }) : ''}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(others.filter((day) => chosen.has(day)));
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="sr-only">{tx('availability.days')}</legend>
            <label className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={chosen.size === others.length}
                onChange={(event) => setChosen(new Set(event.target.checked ? others : []))}
              />
              {tx('availability.selectAll')}
            </label>
            {others.map((day) => (
              <label
                key={day}
                htmlFor={`${id}-${day}`}
                className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200"
              >
                <input
                  id={`${id}-${day}`}
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.has(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                />
                {weekdayName(day)}
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {tx('availability.cancel')}
            </Button>
            <Button type="submit" disabled={chosen.size === 0}>
              {tx('availability.apply')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
