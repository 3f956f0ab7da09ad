import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { Button } from '../../../components/ui/button.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useApproveRequest, useDeclineRequest } from '../api/answer-request.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** 'Thu, Mar 18, 9:00 AM': when a request is declined if nobody answers it. */
function deadlineText(iso: string, zone: string, hour12: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
    timeZone: zone,
  }).format(new Date(iso));
}

/** A pending request's answers (docs/product.md#requests-the-host-confirms): Approve, or Decline with a reason. */
export function RequestActions({
  booking,
  when,
  zone,
  hour12,
}: {
  booking: HostBooking;
  /** The meeting's day and time as the list shows it. */
  when: string;
  zone: string;
  hour12: boolean;
}) {
  const approve = useApproveRequest();
  const decline = useDeclineRequest();
  const [declineOpen, setDeclineOpen] = useState(false);
  const busy = approve.isPending || decline.isPending;
  const name = `${booking.title} with ${booking.inviteeName}`;

  return (
    <div className="mt-3">
      {booking.requestExpiresAt && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          Declined automatically if not answered by {deadlineText(booking.requestExpiresAt, zone, hour12)}.
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve ${name}`}
          onClick={() =>
            approve.mutate(
              booking.uid,
              feedback({
                success: requestMessages.approved,
                failure: { title: requestMessages.approveFailed, fallback: 'Please try again.' },
              }),
            )
          }
        >
          <Check className="mr-1.5 h-4 w-4" aria-hidden />
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Decline ${name}`}
          onClick={() => setDeclineOpen(true)}
        >
          <X className="mr-1.5 h-4 w-4" aria-hidden />
          Decline
        </Button>
      </div>
      <ReasonDialog
        title="Decline this request?"
        description={`${name}, ${when}. The invitee will be emailed, and the time is free again.`}
        keepLabel="Keep request"
        confirmLabel="Decline request"
        busyLabel="Declining..."
        busy={decline.isPending}
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        onConfirm={(input) =>
          decline.mutate(
            { uid: booking.uid, input },
            {
              ...feedback({
                success: requestMessages.declined,
                failure: { title: requestMessages.declineFailed, fallback: 'Please try again.' },
              }),
              onSettled: () => setDeclineOpen(false),
            },
          )
        }
      />
    </div>
  );
}
