import type { TimeFormat } from '#shared/schemas/preferences.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/settings.ts';

const CHOICES = [
  ['auto', 'settings.timeFormat.auto'],
  ['12h', 'settings.timeFormat.12h'],
  ['24h', 'settings.timeFormat.24h'],
] as const;

/** "Time format": how every signed-in page writes times (null: as the host's language does), and in which zone. */
export function TimeFormatField({
  value,
  zone,
  onChange,
}: {
  value: TimeFormat;
  zone: string;
  onChange: (format: TimeFormat) => void;
}) {
  return (
    <FormField
      label={tx('settings.timeFormat.label')}
      hint={tx('settings.timeFormat.hint', { zone: zone.replace(/_/g, ' ') })}
    >
      {(control) => (
        <select
          className="block h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 sm:w-56 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          value={value ?? 'auto'}
          {...control}
          onChange={(event) => {
            const chosen = event.target.value;
            onChange(chosen === '12h' || chosen === '24h' ? chosen : null);
          }}
        >
          {CHOICES.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {tx(label)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
