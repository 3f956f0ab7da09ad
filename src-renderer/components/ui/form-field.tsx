import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { FieldError, Input, Label } from './input.tsx';

/** What a field's control needs to be labelled and described for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message, shown under the control and announced. */
  error?: string;
  /** A short help text under the control (it describes the control too). */
  hint?: ReactNode;
  /** Marks the control invalid without a message of its own (the form shows one message for several fields). */
  invalid?: boolean;
  /** Shown on the label's line, at its end (e.g. a character count). */
  aside?: ReactNode;
  className?: string;
  /** Renders the control: spread the props onto the input, textarea, select or button. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field: its label, its control, a hint and the validation message, wired together (`htmlFor`,
 * `aria-invalid`, `aria-describedby`). Every form uses it, so every field reads the same to a screen
 * reader.
 */
export function FormField({ label, error, hint, invalid, aside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export interface TextFieldProps
  extends Omit<FormFieldProps, 'children'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> {
  /** Classes of the input itself (`className` is the field's). */
  inputClassName?: string;
}

/** A `FormField` around an `Input`: the common case (pass `form.register(...)` straight in). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, invalid, aside, className, inputClassName, ...props },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint} invalid={invalid} aside={aside} className={className}>
      {(control) => <Input ref={ref} className={inputClassName} {...control} {...props} />}
    </FormField>
  );
});
