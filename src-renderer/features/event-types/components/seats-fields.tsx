import { MAX_SEATS, MIN_SEATS } from '#shared/schemas/availability.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/event-types.ts';

/** The seats part of the booking settings (ADR 026), as the dialog's fields hold it. */
export interface SeatsFieldValues {
  /** Text, so an empty box means one person per time and a half-typed number is kept. */
  seats: string;
  showSeatsLeft: boolean;
  showAttendees: boolean;
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-gray-500 dark:text-gray-400">{hint}</span>}
      </span>
    </label>
  );
}

/** "Seats per time" and, for a seated event type, whether the count and the attendees are shown. */
export function SeatsFields({
  values,
  error,
  onChange,
}: {
  values: SeatsFieldValues;
  error?: string;
  onChange: (patch: Partial<SeatsFieldValues>) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <TextField
        label={tx('eventTypes.seats')}
        hint={tx('eventTypes.seatsHint')}
        type="number"
        inputMode="numeric"
        min={MIN_SEATS}
        max={MAX_SEATS}
        step={1}
        placeholder="1"
        value={values.seats}
        error={error}
        onChange={(event) => onChange({ seats: event.target.value })}
      />
      {values.seats.trim() !== '' && (
        <div className="grid gap-2">
          <Check
            label={tx('eventTypes.showSeatsLeft')}
            checked={values.showSeatsLeft}
            onChange={(showSeatsLeft) => onChange({ showSeatsLeft })}
          />
          <Check
            label={tx('eventTypes.showAttendees')}
            hint={tx('eventTypes.showAttendeesHint')}
            checked={values.showAttendees}
            onChange={(showAttendees) => onChange({ showAttendees })}
          />
        </div>
      )}
    </fieldset>
  );
}
