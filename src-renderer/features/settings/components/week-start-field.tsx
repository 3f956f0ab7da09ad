import { WEEKDAYS } from '#shared/schemas/availability.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/settings.ts';

/** The days' keys by their `week_start` number (0 = Sunday … 6 = Saturday). */
const DAYS = Array.from({ length: 7 }, (_, day) => `settings.weekday.${WEEKDAYS[(day + 6) % 7]!}` as const);

/** "Week starts on": the host's first day of the week, for calendars and weekly booking limits. */
export function WeekStartField({ value, onChange }: { value: number; onChange: (day: number) => void }) {
  return (
    <FormField label={tx('settings.weekStart.label')} hint={tx('settings.weekStart.hint')}>
      {(control) => (
        <select
          className="block h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 sm:w-56 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          value={value}
          {...control}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {DAYS.map((name, day) => (
            <option key={day} value={day}>
              {tx(name)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
