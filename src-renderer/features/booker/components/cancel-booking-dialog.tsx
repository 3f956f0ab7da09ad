import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { type CancelInput, CancelInputSchema } from '#shared/schemas/bookings.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { ApiError, errorText } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n.tsx';
import { type ManageLink, useCancelBooking } from '../api/change-booking.ts';
import { ReasonField } from './reason-field.tsx';
import { StepProblem } from './step-footer.tsx';

/**
 * Cancel with an optional reason. A booking that can no longer change (already cancelled, or
 * started: 410) or a link that stopped working closes the dialog and hands the server's words to
 * `onGone`; the page shows the booking as it now is.
 */
export function CancelBookingDialog({
  link,
  when,
  open,
  onOpenChange,
  onGone,
}: {
  link: ManageLink;
  /** The meeting in words, to say which one is being cancelled. */
  when: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking could no longer be cancelled (410, 404): the server's words, to say on the page. */
  onGone: (text: string) => void;
}) {
  const cancel = useCancelBooking();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<z.input<typeof CancelInputSchema>, unknown, CancelInput>({
    resolver: zodResolver(CancelInputSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    cancel.mutate(
      { ...link, input },
      feedback({
        success: t('booking.cancelledToast'),
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          if (!(error instanceof ApiError)) return setProblem(t('booking.cancelNotReached'));
          if (error.status === 410 || error.status === 404) {
            onOpenChange(false);
            onGone(errorText(error, t('booking.alreadyCancelled')));
            return;
          }
          setProblem(errorText(error, t('booking.cancelNotReached')));
        },
      }),
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        setProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('booking.cancelTitle')} description={t('booking.cancelDescription', { when })}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ReasonField
            label={t('booking.reasonForCancelling')}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <StepProblem>{problem}</StepProblem>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
              {t('booking.keepBooking')}
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? t('booking.cancelling') : t('booking.cancelBooking')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
