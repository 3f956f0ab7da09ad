import type { UseMutationResult } from '@tanstack/react-query';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/bookings.ts';
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
      title={wholeTime ? tx('bookings.cancelTimeTitle') : tx('bookings.cancelTitle')}
      description={
        wholeTime
          ? tx('bookings.cancelTimeDescription', { title: booking.title, when, count: wholeTime.attendees })
          : booking.host
            ? // Another member's, cancelled by a team's owner or admin for them (ADR 059).
              tx('bookings.cancelForHostDescription', {
                title: booking.title,
                name: booking.inviteeName,
                when,
                host: booking.host.name,
              })
            : tx('bookings.cancelDescription', { title: booking.title, name: booking.inviteeName, when })
      }
      keepLabel={tx('bookings.keepBooking')}
      confirmLabel={wholeTime ? tx('bookings.cancelTime') : tx('bookings.cancelBooking')}
      busyLabel={tx('bookings.cancelling')}
      busy={cancel.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={(input) =>
        cancel.mutate(
          { uid: booking.uid, input },
          {
            ...feedback({
              success: wholeTime ? tx('bookings.timeCancelled') : tx('bookings.cancelled'),
              failure: { title: tx('bookings.cancelFailed'), fallback: tx('bookings.cancelFailedHint') },
            }),
            onSettled: () => onOpenChange(false),
          },
        )
      }
    />
  );
}
