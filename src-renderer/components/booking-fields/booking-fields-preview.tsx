import { FormProvider, useForm } from 'react-hook-form';
import { type BookingField, type PublicLocationOption } from '#shared/schemas/booking-fields.ts';
import { answersDefaults, type AnswersValues, BookingFieldInputs } from './booking-field-inputs.tsx';

/**
 * The booking form's questions as the invitee will see them, with a form of their own and nothing to
 * submit: for the Questions editor's live preview. Answers can be tried (a conditional question
 * appears when its condition is met) unless `disabled`. `label` names the preview for screen readers.
 */
export function BookingFieldsPreview({
  fields,
  locations,
  disabled = false,
  label,
}: {
  fields: readonly BookingField[];
  locations: readonly PublicLocationOption[];
  disabled?: boolean;
  label: string;
}) {
  const form = useForm<AnswersValues>({ defaultValues: answersDefaults(fields) });
  return (
    <FormProvider {...form}>
      <form aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} className="min-w-0 space-y-4">
        <BookingFieldInputs fields={fields} locations={locations} disabled={disabled} />
      </form>
    </FormProvider>
  );
}
