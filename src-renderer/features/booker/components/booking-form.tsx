import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  type BookingCreateInput,
  BookingCreateInputSchema,
  type BookingFormValues,
  bookingMessages,
  NOTES_MAX_LENGTH,
} from '#shared/schemas/bookings.ts';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { newIdempotencyKey, useBookTime } from '../api/book-time.ts';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { managePathOf, type ManageState } from '../hooks/use-manage-link.ts';
import { ChosenTime, type PickedTime } from './chosen-time.tsx';
import { OptionalLabel } from '../../../components/booking-fields/field-parts.tsx';
import { StepButtons, stepFailure, StepProblem } from './step-footer.tsx';

/** What the booker typed, kept while they pick another time. */
export interface BookingDraft {
  name: string;
  email: string;
  notes: string;
}

export const emptyDraft: BookingDraft = { name: '', email: '', notes: '' };

const TEXTS = { notReached: bookingMessages.bookNotReached, failed: bookingMessages.bookFailed };

/**
 * The booker's details for the picked time. Each attempt carries an Idempotency-Key: sending the
 * same details for the same time again (a retry after a lost answer) reuses it, so the server books
 * at most once; a change of time or details is a new attempt with a new key.
 */
export function BookingForm({
  username,
  slug,
  time,
  draft,
  onBack,
  onTaken,
}: {
  username: string;
  slug: string;
  time: PickedTime;
  /** Read on mount and written on unmount, so Back or a taken time keeps what was typed. */
  draft: { current: BookingDraft };
  onBack: () => void;
  /** The time was booked by someone else meanwhile (409): the server's words. */
  onTaken: (text: string) => void;
}) {
  const { start, zone } = time;
  const headingId = useId();
  const navigate = useNavigate();
  const book = useBookTime();
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const form = useForm<BookingFormValues, unknown, BookingCreateInput>({
    resolver: zodResolver(BookingCreateInputSchema),
    defaultValues: { ...draft.current, start, timeZone: zone },
  });
  const { errors } = form.formState;

  // The zone can change while the form is open (the picker stays beside it); the email says the time in it.
  useEffect(() => {
    form.setValue('timeZone', zone);
    form.setValue('start', start);
  }, [form, zone, start]);
  useEffect(() => {
    const target = draft;
    return () => {
      const { name = '', email = '', notes = '' } = form.getValues();
      target.current = { name, email, notes };
    };
  }, [form, draft]);

  const onSubmit = form.handleSubmit((input) => {
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    setProblem(null);
    book.mutate(
      { username, slug, input, idempotencyKey: attempt.current.key },
      feedback({
        onSuccess: (created) =>
          void navigate(managePathOf(created), { state: { justBooked: true } satisfies ManageState }),
        onError: (error) => setProblem(stepFailure(error, TEXTS, onTaken)),
      }),
    );
  });

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-lg space-y-6">
      <ChosenTime headingId={headingId} heading="Enter your details" time={time} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField label={<OptionalLabel>Notes</OptionalLabel>} error={errors.notes?.message}>
          {(control) => (
            <Textarea
              rows={3}
              maxLength={NOTES_MAX_LENGTH}
              placeholder="Anything that will help prepare for the meeting."
              {...control}
              {...form.register('notes')}
            />
          )}
        </FormField>
        <StepProblem>{problem ?? errors.start?.message ?? errors.timeZone?.message}</StepProblem>
        <StepButtons pending={book.isPending} onBack={onBack} submit="Confirm booking" submitting="Booking…" />
      </form>
    </section>
  );
}
