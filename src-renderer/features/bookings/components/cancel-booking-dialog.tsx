import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import {
  bookingMessages,
  type CancelInput,
  CancelInputSchema,
  type HostBooking,
  REASON_MAX_LENGTH,
} from '#shared/schemas/bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';

/** The host cancels a booking, with an optional reason the invitee's email carries. */
export function CancelBookingDialog({
  booking,
  when,
  open,
  onOpenChange,
}: {
  booking: HostBooking;
  /** The meeting's day and time as the list shows it. */
  when: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelBooking();
  const { register, handleSubmit, reset, watch, formState } = useForm<CancelInput>({
    resolver: zodResolver(CancelInputSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;
  const length = watch('reason')?.length ?? 0;

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit((input) =>
    cancel.mutate(
      { uid: booking.uid, input: input.reason ? input : {} },
      {
        ...feedback({
          success: bookingMessages.hostCancelled,
          failure: { title: messages.error, fallback: 'The booking could not be cancelled. Please try again.' },
        }),
        onSettled: () => onOpenChange(false),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent
        title="Cancel this booking?"
        description={`${booking.title} with ${booking.inviteeName}, ${when}. The invitee will be emailed.`}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            label="Reason (optional)"
            error={reasonError}
            aside={
              <span
                aria-hidden
                className={
                  length > REASON_MAX_LENGTH ? 'text-xs text-red-600 dark:text-red-400' : 'text-xs text-gray-500'
                }
              >
                {length}/{REASON_MAX_LENGTH}
              </span>
            }
          >
            {(control) => (
              <Textarea rows={3} placeholder="Let the invitee know why" {...control} {...register('reason')} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => onOpenChange(false)}>
              Keep booking
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
