import { Undo2, UserX } from 'lucide-react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { Button } from '@/components/ui/button.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/bookings.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';

/** A past booking's no-show mark (issue 30): "Mark no-show", or "Undo no-show" once marked. */
export function NoShowControl({ booking }: { booking: HostBooking }) {
  const mark = useMarkNoShow();
  const name = tx('bookings.withInvitee', { title: booking.title, name: booking.inviteeName });
  const next = !booking.noShow;
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={mark.isPending}
        aria-label={
          next
            ? tx('bookings.markNoShowLabel', { invitee: booking.inviteeName, name })
            : tx('bookings.undoNoShowLabel', { name })
        }
        onClick={() =>
          mark.mutate(
            { uid: booking.uid, noShow: next },
            feedback({
              success: next ? tx('bookings.markedNoShow') : tx('bookings.unmarkedNoShow'),
              failure: { title: tx('bookings.noShowFailed'), fallback: tx('bookings.tryAgain') },
            }),
          )
        }
      >
        {next ? <UserX className="mr-1.5 h-4 w-4" aria-hidden /> : <Undo2 className="mr-1.5 h-4 w-4" aria-hidden />}
        {next ? tx('bookings.markNoShow') : tx('bookings.undoNoShow')}
      </Button>
    </div>
  );
}
