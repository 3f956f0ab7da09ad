import { useId } from 'react';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { tx } from '@/lib/texts/workflows.ts';

/** The feature's selects look like its inputs. */
export const selectClass =
  'h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

const UNITS = [
  { value: 1440, label: 'workflows.unitDays' },
  { value: 60, label: 'workflows.unitHours' },
  { value: 1, label: 'workflows.unitMinutes' },
] as const;

/** The largest unit that divides `minutes` exactly: 1440 → 1 day, 90 → 90 minutes. */
export function splitOffset(minutes: number): { amount: number; unit: number } {
  const unit = UNITS.find((u) => minutes % u.value === 0)?.value ?? 1;
  return { amount: minutes / unit, unit };
}

/** How long before or after: an amount and its unit, stored as minutes. */
export function OffsetField({
  minutes,
  onChange,
  error,
}: {
  minutes: number | undefined;
  onChange: (minutes: number | undefined) => void;
  error?: string;
}) {
  const id = useId();
  const { amount, unit } = splitOffset(minutes ?? 0);
  const shown = minutes === undefined ? '' : String(amount);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-amount`}>{tx('workflows.amount')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={1}
          className="w-24"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const n = Number(event.target.value);
            onChange(event.target.value === '' || !Number.isFinite(n) ? undefined : Math.round(n * unit));
          }}
        />
        <select
          aria-label={tx('workflows.unit')}
          value={unit}
          onChange={(event) => onChange(amount * Number(event.target.value) || Number(event.target.value))}
          className={selectClass}
        >
          {UNITS.map((u) => (
            <option key={u.value} value={u.value}>
              {tx(u.label)}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
