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
import { type ManageLink, useCancelBooking, useCancelRest } from '../api/change-booking.ts';
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
  rest,
}: {
  link: ManageLink;
  /** Cancel this occurrence of a series and the `count` later ones still to come, in one write. */
  rest?: { count: number };
  /** The meeting in words, to say which one is being cancelled. */
  when: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking could no longer be cancelled (410, 404): the server's words, to say on the page. */
  onGone: (text: string) => void;
}) {
  const one = useCancelBooking();
  const following = useCancelRest();
  const pending = one.isPending || following.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<z.input<typeof CancelInputSchema>, unknown, CancelInput>({
    resolver: zodResolver(CancelInputSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    const answered = feedback({
      success: rest ? t('booking.cancelRestToast', { count: rest.count }) : t('booking.cancelledToast'),
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
    });
    if (rest) following.mutate({ ...link, input }, answered);
    else one.mutate({ ...link, input }, answered);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={rest ? t('booking.cancelRestTitle') : t('booking.cancelTitle')}
        description={
          rest
            ? t('booking.cancelRestDescription', { when, count: rest.count })
            : t('booking.cancelDescription', { when })
        }
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ReasonField
            label={t('booking.reasonForCancelling')}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <StepProblem>{problem}</StepProblem>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('booking.keepBooking')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t('booking.cancelling') : rest ? t('booking.cancelRestSubmit') : t('booking.cancelBooking')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
