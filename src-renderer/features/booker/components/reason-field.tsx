import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { OptionalLabel } from '@/components/booking-fields/field-parts.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';

/** An optional reason for a change (a cancellation, a new time), passed on to the other side. */
export const ReasonField = forwardRef<
  HTMLTextAreaElement,
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { label: string; error: string | undefined }
>(function ReasonField({ label, error, ...props }, ref) {
  return (
    <FormField label={<OptionalLabel>{label}</OptionalLabel>} error={error}>
      {(control) => <Textarea ref={ref} rows={3} maxLength={REASON_MAX_LENGTH} {...control} {...props} />}
    </FormField>
  );
});
