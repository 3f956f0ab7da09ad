/**
 * The booking form's questions as controls (ADR 024), for the booker's form and the Questions
 * editor's live preview. It imports no feature.
 *
 * API
 * - `<BookingFieldInputs fields locations disabled? />` inside a react-hook-form `<FormProvider>`
 *   (it reads `useFormContext()`; it renders no `<form>` and no buttons). It shows exactly
 *   `shownFields({fields, locations}, values)`, live: a question with a condition appears and
 *   disappears as the answers change. Errors are read from `formState.errors[fieldName].message`:
 *   `zodResolver(answersSchema(...))` and `setError(fieldName, …)` both land under their field.
 * - The form's values are flat, keyed by field name (`answersDefaults(fields)` gives empty ones):
 *   text, long text, number, select, radio, phone, URL and email: a string; checkbox: a boolean;
 *   multi-select and guests: string[]; location: `{ kind, value? }` (value: what the invitee typed
 *   for `invitee_address` / `invitee_phone`), or undefined before a choice.
 * - `locations` are the options as the public page sees them (`PublicLocationOption`: kind, label,
 *   the value when public). One option the invitee does not fill in is shown as text, not a choice.
 * - `disabled`: every control is inert (a preview that is only looked at).
 * - `<BookingFieldsPreview label fields locations disabled? />` (./booking-fields-preview.tsx) is the
 *   same with its own form, for a preview with no submit; `publicLocationOptions(options)` (src-shared) turns the
 *   host's `LocationOption[]` into what the invitee sees.
 * - `./booking-answers-view.tsx`: a booking's location and answers as pages show them.
 */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { shownFields } from '#shared/booking-answers.ts';
import { bookingFormTexts as texts } from '#shared/booking-form-texts.ts';
import {
  type BookingField,
  type PublicLocationOption,
  TEXT_ANSWER_MAX_LENGTH,
  TEXTAREA_ANSWER_MAX_LENGTH,
  URL_ANSWER_MAX_LENGTH,
} from '#shared/schemas/booking-fields.ts';
import { INVITEE_NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { FormField } from '../ui/form-field.tsx';
import { FieldError, Input, Textarea } from '../ui/input.tsx';
import {
  Choice,
  ChoiceGroup,
  choiceClasses,
  errorOf,
  fieldLabel,
  type FieldWidgetProps,
  shownLabel,
  shownPlaceholder,
} from './field-parts.tsx';
import { GuestsInput } from './guests-input.tsx';
import { LocationInput, LocationText } from './location-input.tsx';
import { useAnswer } from './use-answer.ts';

/** The form's values: each shown question's answer under its name. */
export type AnswersValues = Record<string, unknown>;

/** Empty answers for `fields` (lists start empty, a checkbox unchecked), as react-hook-form's defaults. */
export function answersDefaults(fields: readonly BookingField[]): AnswersValues {
  const values: AnswersValues = {};
  for (const field of fields) {
    if (field.type === 'multiselect' || field.type === 'guests') values[field.name] = [];
    else if (field.type === 'checkbox') values[field.name] = false;
    else if (field.type !== 'location') values[field.name] = '';
  }
  return values;
}

const selectClasses =
  'block h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm ' +
  'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 disabled:opacity-60 ' +
  'aria-[invalid=true]:border-red-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export interface BookingFieldInputsProps {
  fields: readonly BookingField[];
  locations: readonly PublicLocationOption[];
  /** Every control inert (a preview that is only looked at). */
  disabled?: boolean;
}

/** Every shown question, in order (see the API at the top of this file). */
export function BookingFieldInputs({ fields, locations, disabled = false }: BookingFieldInputsProps) {
  const values = useFormContext<AnswersValues>().watch();
  const shown = new Set(shownFields({ fields, locations }, values ?? {}).map((f) => f.name));
  return (
    <>
      {fields.map((field) => {
        if (field.type === 'location' && !shown.has(field.name)) {
          return locations.length === 1 ? (
            <LocationText key={field.name} label={shownLabel(field)} option={locations[0]!} />
          ) : null;
        }
        if (!shown.has(field.name)) return null;
        return <FieldInput key={field.name} field={field} locations={locations} disabled={disabled} />;
      })}
    </>
  );
}

function FieldInput({ field, locations, disabled }: FieldWidgetProps) {
  const { register, formState } = useFormContext<AnswersValues>();
  const error = errorOf(formState.errors, field.name);
  const invalid = error ? true : undefined;
  const { name } = field;
  const common = { placeholder: shownPlaceholder(field), disabled };

  switch (field.type) {
    case 'location':
      return <LocationInput field={field} locations={locations} disabled={disabled} />;
    case 'guests':
      return <GuestsInput field={field} disabled={disabled} />;
    case 'multiselect':
      return <MultiSelectInput field={field} disabled={disabled} />;
    case 'radio':
      return (
        <ChoiceGroup label={fieldLabel(field)} error={error}>
          {(describedBy) =>
            (field.options ?? []).map((option) => (
              <Choice key={option}>
                <input
                  type="radio"
                  value={option}
                  className={cn(choiceClasses, 'mt-0.5')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  disabled={disabled}
                  {...register(name)}
                />
                <span>{option}</span>
              </Choice>
            ))
          }
        </ChoiceGroup>
      );
    case 'checkbox':
      return <CheckboxInput field={field} error={error} disabled={disabled} />;
    case 'select':
      return (
        <FormField label={fieldLabel(field)} error={error}>
          {(control) => (
            <select className={selectClasses} disabled={disabled} {...control} {...register(name)}>
              <option value="">{field.placeholder || t('form.choose')}</option>
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    case 'textarea': {
      const ceiling = name === 'notes' ? NOTES_MAX_LENGTH : TEXTAREA_ANSWER_MAX_LENGTH;
      return (
        <FormField label={fieldLabel(field)} error={error}>
          {(control) => (
            <Textarea
              rows={3}
              maxLength={Math.min(field.maxLength ?? ceiling, ceiling)}
              {...common}
              {...control}
              {...register(name)}
            />
          )}
        </FormField>
      );
    }
    default: {
      const input = inputProps(field);
      return (
        <FormField
          label={fieldLabel(field)}
          error={error}
          hint={field.type === 'phone' ? t('form.phoneHint') : undefined}
        >
          {(control) => <Input {...input} {...common} {...control} {...register(name)} />}
        </FormField>
      );
    }
  }
}

/** The input's type, keyboard, autofill and length for each one-line type. */
function inputProps(field: BookingField) {
  switch (field.type) {
    case 'email':
      return { type: 'email', autoComplete: 'email', spellCheck: false, maxLength: 254 } as const;
    case 'phone':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 } as const;
    case 'url':
      return {
        type: 'url',
        inputMode: 'url',
        autoComplete: 'url',
        spellCheck: false,
        maxLength: URL_ANSWER_MAX_LENGTH,
        placeholder: texts.urlPlaceholder,
      } as const;
    case 'number':
      return { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
    default:
      return field.name === 'name'
        ? ({ type: 'text', autoComplete: 'name', maxLength: INVITEE_NAME_MAX_LENGTH } as const)
        : ({
            type: 'text',
            maxLength: Math.min(field.maxLength ?? TEXT_ANSWER_MAX_LENGTH, TEXT_ANSWER_MAX_LENGTH),
          } as const);
  }
}

/** One checkbox: its label beside it; unchecked is an answer too (false), so it is never marked optional. */
function CheckboxInput({
  field,
  error,
  disabled,
}: {
  field: BookingField;
  error: string | undefined;
  disabled: boolean;
}) {
  const { register } = useFormContext<AnswersValues>();
  const errorId = `${useId()}-error`;
  return (
    <div className="space-y-1.5">
      <Choice>
        <input
          type="checkbox"
          className={cn(choiceClasses, 'mt-0.5 rounded')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          {...register(field.name)}
        />
        <span>{field.label}</span>
      </Choice>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** Several choices: a group of checkboxes whose value is the list of those ticked, in the options' order. */
function MultiSelectInput({ field, disabled }: { field: BookingField; disabled: boolean }) {
  const control = useAnswer(field.name);
  const chosen = Array.isArray(control.value) ? (control.value as string[]) : [];
  const options = field.options ?? [];
  const { error } = control;
  return (
    <ChoiceGroup label={fieldLabel(field)} error={error}>
      {(describedBy) =>
        options.map((option, i) => (
          <Choice key={option}>
            <input
              ref={i === 0 ? control.ref : undefined}
              type="checkbox"
              className={cn(choiceClasses, 'mt-0.5 rounded')}
              checked={chosen.includes(option)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              onChange={(event) => {
                const next = event.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option);
                control.onChange(options.filter((o) => next.includes(o)));
              }}
            />
            <span>{option}</span>
          </Choice>
        ))
      }
    </ChoiceGroup>
  );
}
