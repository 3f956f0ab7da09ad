import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { REASON_MAX_LENGTH } from '../../../../src-shared/schemas/bookings.ts';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';

/** An optional reason for a change (a cancellation, a new time), passed on to the other side. */
export const ReasonField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error: string | undefined }
>(function ReasonField({ label, error, ...props }, ref) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-gray-500 dark:text-gray-400">(optional)</span>
      </Label>
      <Textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
});
