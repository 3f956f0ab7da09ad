import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { Button } from '@/components/ui/button.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { activeLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/bookings.ts';
import { useApproveRequest, useDeclineRequest } from '../api/answer-request.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** 'Thu, Mar 18, 9:00 AM' (in the app's language): when a request is declined if nobody answers it. */
function deadlineText(iso: string, zone: string, hour12: boolean): string {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
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
  const name = tx('bookings.withInvitee', { title: booking.title, name: booking.inviteeName });

  return (
    <div className="mt-3">
      {booking.requestExpiresAt && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {tx('bookings.requestDeadline', { deadline: deadlineText(booking.requestExpiresAt, zone, hour12) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={tx('bookings.approveLabel', { name })}
          onClick={() =>
            approve.mutate(
              booking.uid,
              feedback({
                success: tx('bookings.approved'),
                failure: { title: tx('bookings.approveFailed'), fallback: tx('bookings.tryAgain') },
              }),
            )
          }
        >
          <Check className="mr-1.5 h-4 w-4" aria-hidden />
          {approve.isPending ? tx('bookings.approving') : tx('bookings.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={tx('bookings.declineLabel', { name })}
          onClick={() => setDeclineOpen(true)}
        >
          <X className="mr-1.5 h-4 w-4" aria-hidden />
          {tx('bookings.decline')}
        </Button>
      </div>
      <ReasonDialog
        title={tx('bookings.declineTitle')}
        description={tx('bookings.declineDescription', { name, when })}
        keepLabel={tx('bookings.keepRequest')}
        confirmLabel={tx('bookings.declineRequest')}
        busyLabel={tx('bookings.declining')}
        busy={decline.isPending}
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        onConfirm={(input) =>
          decline.mutate(
            { uid: booking.uid, input },
            {
              ...feedback({
                success: tx('bookings.declined'),
                failure: { title: tx('bookings.declineFailed'), fallback: tx('bookings.tryAgain') },
              }),
              onSettled: () => setDeclineOpen(false),
            },
          )
        }
      />
    </div>
  );
}
