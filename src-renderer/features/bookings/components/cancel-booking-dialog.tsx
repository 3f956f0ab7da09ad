import { messages } from '#shared/messages.ts';
import { bookingMessages, type HostBooking } from '#shared/schemas/bookings.ts';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { ReasonDialog } from './reason-dialog.tsx';

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
  return (
    <ReasonDialog
      title="Cancel this booking?"
      description={`${booking.title} with ${booking.inviteeName}, ${when}. The invitee will be emailed.`}
      keepLabel="Keep booking"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={(input) =>
        cancel.mutate(
          { uid: booking.uid, input },
          {
            ...feedback({
              success: bookingMessages.hostCancelled,
              failure: { title: messages.error, fallback: 'The booking could not be cancelled. Please try again.' },
            }),
            onSettled: () => onOpenChange(false),
          },
        )
      }
    />
  );
}
