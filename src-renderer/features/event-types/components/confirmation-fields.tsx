import type { BookingSettings } from '#shared/schemas/availability.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/event-types.ts';

/** The confirmation settings as their boxes hold them (text, so an empty box can mean "always"). */
export interface ConfirmationFieldsValue {
  requiresConfirmation: boolean;
  threshold: string;
  expiry: string;
}

export function confirmationFieldsOf(s: BookingSettings): ConfirmationFieldsValue {
  return {
    requiresConfirmation: s.requiresConfirmation,
    threshold: s.confirmationThresholdHours === null ? '' : String(s.confirmationThresholdHours),
    expiry: String(s.confirmationExpiryHours),
  };
}

/** The input's fields: empty threshold → null (always); anything unreadable stays text for the schema to refuse. */
export function confirmationInputOf(f: ConfirmationFieldsValue) {
  const number = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : text);
  return {
    requiresConfirmation: f.requiresConfirmation,
    confirmationThresholdHours: f.threshold.trim() === '' ? null : number(f.threshold),
    confirmationExpiryHours: f.expiry.trim() === '' ? '' : number(f.expiry),
  };
}

/**
 * "Requires confirmation" (docs/product.md#requests-the-host-confirms): bookings become requests the
 * host approves or declines, optionally only when booked less than some hours ahead, and expire.
 */
export function ConfirmationFields({
  value,
  errors,
  onChange,
}: {
  value: ConfirmationFieldsValue;
  errors: Record<string, string>;
  onChange: (next: ConfirmationFieldsValue) => void;
}) {
  const numberProps = { type: 'number', inputMode: 'numeric' as const, min: 1, step: 1 };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
      <legend className="sr-only">{tx('eventTypes.confirmation')}</legend>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {tx('eventTypes.requiresConfirmation')}
          </p>
          <p className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">{tx('eventTypes.requiresConfirmationText')}</p>
        </div>
        <Switch
          label={tx('eventTypes.requiresConfirmation')}
          checked={value.requiresConfirmation}
          onChange={(requiresConfirmation) => onChange({ ...value, requiresConfirmation })}
        />
      </div>
      {value.requiresConfirmation && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={tx('eventTypes.threshold')}
            placeholder={tx('eventTypes.always')}
            hint={tx('eventTypes.thresholdHint')}
            {...numberProps}
            value={value.threshold}
            error={errors.confirmationThresholdHours}
            onChange={(event) => onChange({ ...value, threshold: event.target.value })}
          />
          <TextField
            label={tx('eventTypes.expiry')}
            hint={tx('eventTypes.expiryHint')}
            {...numberProps}
            value={value.expiry}
            error={errors.confirmationExpiryHours}
            onChange={(event) => onChange({ ...value, expiry: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
