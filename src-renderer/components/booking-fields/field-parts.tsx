import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BookingField, type LocationKind, type PublicLocationOption } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { MessageId } from '#shared/i18n/en.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { FieldError } from '../ui/input.tsx';

/** The pieces every booking field widget shares: labels, choice groups, error lookup. */

/** What a question's widget is given. */
export interface FieldWidgetProps {
  field: BookingField;
  locations: readonly PublicLocationOption[];
  disabled: boolean;
}

/** A label that says the booker may leave the question empty. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-gray-500 dark:text-gray-400">{t('form.optional')}</span>
    </>
  );
}

const SYSTEM_LABELS: Partial<Record<string, MessageId>> = {
  name: 'form.field.name',
  email: 'form.field.email',
  location: 'form.field.location',
  notes: 'form.field.notes',
  guests: 'form.field.guests',
};

/**
 * A question's label in the page's language: a system question whose label the host left as it came
 * ('Name', 'Email', …) is translated; anything the host wrote is shown as written.
 */
export function shownLabel(field: Pick<BookingField, 'name' | 'label'>): string {
  const key = SYSTEM_LABELS[field.name];
  const standard = DEFAULT_BOOKING_FIELDS.find((f) => f.name === field.name);
  return key && standard?.label === field.label ? t(key) : field.label;
}

/** A question's placeholder, translated on the same terms as its label. */
export function shownPlaceholder(field: Pick<BookingField, 'name' | 'placeholder'>): string | undefined {
  const standard = DEFAULT_BOOKING_FIELDS.find((f) => f.name === field.name);
  return field.name === 'notes' && field.placeholder && standard?.placeholder === field.placeholder
    ? t('form.field.notesPlaceholder')
    : field.placeholder;
}

/** The label as the booker reads it: with "(optional)" unless an answer is needed. */
export function fieldLabel(field: BookingField): ReactNode {
  return field.required ? shownLabel(field) : <OptionalLabel>{shownLabel(field)}</OptionalLabel>;
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
        // A row of at least 24 px, so a finger finds it (the location's cards bring their own padding).
        className ?? 'py-0.5',
      )}
    >
      {children}
    </label>
  );
}

const LOCATION_KEYS: Record<LocationKind, MessageId> = {
  in_person: 'form.location.in_person',
  invitee_address: 'form.location.invitee_address',
  phone: 'form.location.phone',
  invitee_phone: 'form.location.invitee_phone',
  link: 'form.location.link',
  jitsi: 'form.location.jitsi',
  video: 'form.location.video',
};

/** The location option's text as the booker reads it, in the page's language. */
export function optionLabel(option: PublicLocationOption): string {
  return t(LOCATION_KEYS[option.kind]);
}
