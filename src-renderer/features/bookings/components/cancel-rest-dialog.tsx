import type { HostBooking } from '#shared/schemas/bookings.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { useCancelRest } from '../api/cancel-rest.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * The host cancels an occurrence of a series and every later one still to come ("this and the
 * following", ADR 054), with an optional reason; `count`: how many dates go, as the list knows them.
 */
export function CancelRestDialog({
  booking,
  when,
  count,
  open,
  onOpenChange,
}: {
  booking: HostBooking;
  /** The occurrence's day and time as the list shows it. */
  when: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelRest();
  return (
    <ReasonDialog
      title={tx('bookings.cancelRestTitle')}
      description={tx('bookings.cancelRestDescription', {
        count,
        title: booking.title,
        name: booking.inviteeName,
        when,
      })}
      keepLabel={tx('bookings.keepBooking')}
      confirmLabel={tx('bookings.cancelRestSubmit')}
      busyLabel={tx('bookings.cancelling')}
      busy={cancel.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={(input) =>
        cancel.mutate(
          { uid: booking.uid, input },
          {
            ...feedback({
              success: (result) => tx('bookings.cancelRestDone', { count: result.cancelled.length }),
              failure: { title: tx('bookings.cancelFailed'), fallback: tx('bookings.cancelFailedHint') },
            }),
            onSettled: () => onOpenChange(false),
          },
        )
      }
    />
  );
}
