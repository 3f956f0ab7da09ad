import { Check } from 'lucide-react';
import type { Theme } from '#shared/schemas/preferences.ts';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/settings.ts';

const options = [
  { value: 'system', label: 'settings.theme.system' },
  { value: 'light', label: 'settings.theme.light' },
  { value: 'dark', label: 'settings.theme.dark' },
] as const satisfies ReadonlyArray<{ value: Theme; label: Parameters<typeof tx>[0] }>;

/** A tiny drawing of a page in the given look, so the choice is recognisable at a glance. */
function ThemeSketch({ theme }: { theme: Theme }) {
  const pane = (dark: boolean) => (
    <div className={cn('flex h-full flex-1 flex-col gap-1.5 p-2', dark ? 'bg-gray-900' : 'bg-white')}>
      <div className={cn('h-1.5 w-3/4 rounded-full', dark ? 'bg-gray-600' : 'bg-gray-300')} />
      <div className={cn('h-1.5 w-1/2 rounded-full', dark ? 'bg-gray-700' : 'bg-gray-200')} />
      <div className="mt-auto h-2.5 w-8 rounded-sm bg-brand" />
    </div>
  );
  return (
    <div className="flex h-20 overflow-hidden rounded-md border border-gray-200 dark:border-gray-700" aria-hidden>
      {theme === 'dark'
        ? pane(true)
        : theme === 'light'
          ? pane(false)
          : [pane(false), pane(true)].map((p, i) => (
              <div key={i} className="flex flex-1">
                {p}
              </div>
            ))}
    </div>
  );
}

/** Three radio buttons (arrow keys move between them, as for any native radio group). */
export function ThemeChoice({
  name,
  legend,
  description,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  description: string;
  value: Theme;
  onChange: (theme: Theme) => void;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-gray-900 dark:text-gray-50">{legend}</legend>
      <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</p>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-lg border p-2 transition-colors',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand',
              value === option.value
                ? 'border-brand ring-1 ring-brand'
                : 'border-gray-200 hover:border-gray-300 dark:border-gray-700 dark:hover:border-gray-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <ThemeSketch theme={option.value} />
            <span className="mt-2 flex items-center justify-between px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
              {tx(option.label)}
              {value === option.value && <Check className="size-4 text-brand" aria-hidden />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
