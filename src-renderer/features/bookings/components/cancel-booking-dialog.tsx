import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
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
import { seatMessages } from '#shared/schemas/seats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useCancelTime } from '../api/cancel-time.ts';

/**
 * The host cancels a booking, with an optional reason the invitee's email carries; with `wholeTime`,
 * every seat of the booking's shared time (ADR 026), each attendee emailed.
 */
export function CancelBookingDialog({
  booking,
  when,
  open,
  onOpenChange,
  wholeTime,
}: {
  booking: HostBooking;
  /** The meeting's day and time as the list shows it. */
  when: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancel the booking's whole seated time: how many attendees hold a seat. */
  wholeTime?: { attendees: number };
}) {
  const one = useCancelBooking();
  const all = useCancelTime();
  // Both answer nothing the dialog reads: only whether it worked.
  const cancel = (wholeTime ? all : one) as unknown as UseMutationResult<
    unknown,
    Error,
    Parameters<typeof one.mutate>[0]
  >;
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
          success: wholeTime ? seatMessages.timeCancelled : bookingMessages.hostCancelled,
          failure: { title: messages.error, fallback: 'The booking could not be cancelled. Please try again.' },
        }),
        onSettled: () => onOpenChange(false),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent
        title={wholeTime ? seatMessages.cancelTimeTitle : 'Cancel this booking?'}
        description={
          wholeTime
            ? `${booking.title}, ${when}. ${seatMessages.cancelTimeDescription(wholeTime.attendees)}`
            : `${booking.title} with ${booking.inviteeName}, ${when}. The invitee will be emailed.`
        }
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
              {cancel.isPending ? 'Cancelling...' : wholeTime ? seatMessages.cancelTime : 'Cancel booking'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
