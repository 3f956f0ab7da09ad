import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { bookingFormTexts as texts } from '#shared/booking-form-texts.ts';
import { type BookingField, LOCATION_LABELS, type PublicLocationOption } from '#shared/schemas/booking-fields.ts';
import { cn } from '../../lib/cn.ts';
import { FieldError } from '../ui/input.tsx';

/** The pieces every booking field widget shares: labels, choice groups, error lookup. */

/** A label that says the booker may leave the question empty. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-gray-500 dark:text-gray-400">{texts.optional}</span>
    </>
  );
}

/** The label as the booker reads it: with "(optional)" unless an answer is needed. */
export function fieldLabel(field: BookingField): ReactNode {
  return field.required ? field.label : <OptionalLabel>{field.label}</OptionalLabel>;
}

export function errorOf(errors: FieldValues, name: string): string | undefined {
  const error = errors[name] as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export const choiceClasses = 'h-4 w-4 shrink-0 border-gray-300 accent-brand dark:border-gray-600';
/** A group of choices (radio buttons, checkboxes): a fieldset whose legend is the question. */
export function ChoiceGroup({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">{label}</legend>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** One choice of a group: the control, then its text (which may wrap). */
export function Choice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <label
      className={cn(
        'flex min-w-0 cursor-pointer items-start gap-2.5 text-sm break-words text-gray-800 has-[:disabled]:cursor-default dark:text-gray-200',
        className,
      )}
    >
      {children}
    </label>
  );
}

/** The location option's text as the booker reads it. */
export function optionLabel(option: PublicLocationOption): string {
  return option.label || LOCATION_LABELS[option.kind];
}
