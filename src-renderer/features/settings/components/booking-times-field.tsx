import { useState } from 'react';
import { BookingTimesPerHourSchema, MAX_BOOKING_TIMES_PER_HOUR } from '#shared/schemas/preferences.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/settings.ts';

/**
 * "Booking times an hour": the host's limit on new bookings (docs/product.md#appearance-page), shown
 * with its current value (the server's figure until the host sets their own). `onChange` gets NaN
 * while the box holds no whole number, which the page's schema refuses.
 */
export function BookingTimesField({ value, onChange }: { value: number; onChange: (times: number) => void }) {
  // What was typed, so an empty box or a stray character stays as typed while it is refused.
  const [typed, setTyped] = useState<string | null>(null);
  const checked = BookingTimesPerHourSchema.safeParse(value);
  return (
    <TextField
      label={tx('settings.bookingTimes.label')}
      hint={tx('settings.bookingTimes.hint')}
      error={checked.success ? undefined : checked.error.issues[0]?.message}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_BOOKING_TIMES_PER_HOUR}
      step={1}
      inputClassName="block w-full sm:w-56"
      value={typed ?? String(value)}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        onChange(text.trim() === '' ? Number.NaN : Number(text));
      }}
    />
  );
}
