import { Undo2, UserX } from 'lucide-react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { insightsMessages } from '#shared/schemas/insights.ts';
import { Button } from '../../../components/ui/button.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';

/** A past booking's no-show mark (issue 30): "Mark no-show", or "Undo no-show" once marked. */
export function NoShowControl({ booking }: { booking: HostBooking }) {
  const mark = useMarkNoShow();
  const name = `${booking.title} with ${booking.inviteeName}`;
  const next = !booking.noShow;
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={mark.isPending}
        aria-label={next ? `Mark ${booking.inviteeName} a no-show for ${name}` : `Undo the no-show of ${name}`}
        onClick={() =>
          mark.mutate(
            { uid: booking.uid, noShow: next },
            feedback({
              success: next ? insightsMessages.markedNoShow : insightsMessages.unmarkedNoShow,
              failure: { title: insightsMessages.noShowFailed, fallback: 'Please try again.' },
            }),
          )
        }
      >
        {next ? <UserX className="mr-1.5 h-4 w-4" aria-hidden /> : <Undo2 className="mr-1.5 h-4 w-4" aria-hidden />}
        {next ? 'Mark no-show' : 'Undo no-show'}
      </Button>
    </div>
  );
}
