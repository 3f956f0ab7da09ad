import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { type RescheduleInput, RescheduleInputSchema } from '#shared/schemas/bookings.ts';
import { type ManageLink, useRescheduleBooking } from '../api/change-booking.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { t } from '@/lib/i18n.tsx';
import { managePathOf, type ManageState } from '../hooks/use-manage-link.ts';
import { ChosenTime, type PickedTime } from './chosen-time.tsx';
import { ReasonField } from './reason-field.tsx';
import { StepButtons, stepFailure, StepProblem } from './step-footer.tsx';

/** The last step of a reschedule: the new time, an optional reason, and 'Confirm new time'. */
export function RescheduleConfirm({
  link,
  time,
  onBack,
  onTaken,
}: {
  link: ManageLink;
  time: PickedTime;
  onBack: () => void;
  /** The time was booked by someone else meanwhile (409): the server's words. */
  onTaken: (text: string) => void;
}) {
  const { start } = time;
  const headingId = useId();
  const navigate = useNavigate();
  const reschedule = useRescheduleBooking();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<z.input<typeof RescheduleInputSchema>, unknown, RescheduleInput>({
    resolver: zodResolver(RescheduleInputSchema),
    defaultValues: { start, reason: '' },
  });
  useEffect(() => form.setValue('start', start), [form, start]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    reschedule.mutate(
      { ...link, input },
      feedback({
        onSuccess: (moved) =>
          void navigate(managePathOf(moved), { state: { rescheduled: true } satisfies ManageState }),
        onError: (error) =>
          setProblem(
            stepFailure(error, { notReached: t('booker.moveNotReached'), failed: t('booker.moveFailed') }, onTaken),
          ),
      }),
    );
  });

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-lg space-y-6">
      <ChosenTime headingId={headingId} heading={t('booker.yourNewTime')} time={time} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ReasonField
          label={t('booker.reasonForRescheduling')}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <StepProblem>{problem ?? form.formState.errors.start?.message}</StepProblem>
        <StepButtons
          pending={reschedule.isPending}
          onBack={onBack}
          submit={t('booker.confirmNewTime')}
          submitting={t('booker.moving')}
        />
      </form>
    </section>
  );
}
