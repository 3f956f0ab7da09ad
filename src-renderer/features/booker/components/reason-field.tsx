import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';

/** A field's label that says the booker may leave it empty. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-gray-500 dark:text-gray-400">(optional)</span>
    </>
  );
}

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
