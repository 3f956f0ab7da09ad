import type { UseMutationResult } from '@tanstack/react-query';
import { messages } from '#shared/messages.ts';
import { bookingMessages, type HostBooking } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useCancelTime } from '../api/cancel-time.ts';
import { ReasonDialog } from './reason-dialog.tsx';

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
  return (
    <ReasonDialog
      title={wholeTime ? seatMessages.cancelTimeTitle : 'Cancel this booking?'}
      description={
        wholeTime
          ? `${booking.title}, ${when}. ${seatMessages.cancelTimeDescription(wholeTime.attendees)}`
          : `${booking.title} with ${booking.inviteeName}, ${when}. The invitee will be emailed.`
      }
      keepLabel="Keep booking"
      confirmLabel={wholeTime ? seatMessages.cancelTime : 'Cancel booking'}
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={(input) =>
        cancel.mutate(
          { uid: booking.uid, input },
          {
            ...feedback({
              success: wholeTime ? seatMessages.timeCancelled : bookingMessages.hostCancelled,
              failure: { title: messages.error, fallback: 'The booking could not be cancelled. Please try again.' },
            }),
            onSettled: () => onOpenChange(false),
          },
        )
      }
    />
  );
}
