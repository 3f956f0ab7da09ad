import { WEEKDAY_NAMES, WEEKDAYS } from '#shared/schemas/availability.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

/** The days by their `week_start` number (0 = Sunday … 6 = Saturday). */
const DAYS = Array.from({ length: 7 }, (_, day) => WEEKDAY_NAMES[WEEKDAYS[(day + 6) % 7]!]);

/** "Week starts on": the host's first day of the week, for calendars and weekly booking limits. */
export function WeekStartField({ value, onChange }: { value: number; onChange: (day: number) => void }) {
  return (
    <FormField label="Week starts on" hint="Calendars start on this day; weekly booking limits count from it.">
      {(control) => (
        <select
          className="block h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 sm:w-56 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          value={value}
          {...control}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {DAYS.map((name, day) => (
            <option key={day} value={day}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
