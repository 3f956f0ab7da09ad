import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { paths } from '#shared/routes.ts';
import { REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import type { BookingInRange } from '#shared/schemas/out-of-office.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { useHostTime } from '@/lib/host-time.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/away.ts';
import { formatDate, wallTime } from '@/lib/zoned-time.ts';
import { useCancelBookingInRange } from '../api/cancel-booking-in-range.ts';

type Action = { booking: BookingInRange; kind: 'cancel' | 'ask' };

/**
 * The host's bookings inside a range of time away ('3 bookings fall in this time'), each with Cancel
 * and Ask to reschedule: both cancel the booking with a reason the invitee is emailed; asking says
 * the host is away and links their booking page. Nothing is cancelled without the host.
 */
export function BookingsInRange({ bookings }: { bookings: readonly BookingInRange[] }) {
  const host = useHostTime();
  const { user } = useSession();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const cancel = useCancelBookingInRange();
  if (bookings.length === 0) return null;
  const pageLink = user?.username ? `${window.location.origin}${paths.publicPage(user.username)}` : '';
  const open = (booking: BookingInRange, kind: Action['kind']) => {
    setAction({ booking, kind });
    setReason(kind === 'ask' && pageLink ? tx('away.askReason', { link: pageLink }) : '');
  };
  const when = (b: BookingInRange) => {
    const start = Date.parse(b.start);
    const day = formatDate(wallTime(start, host.zone).date, { weekday: 'short', day: 'numeric', month: 'short' });
    return `${day}, ${host.time(start)} – ${host.time(Date.parse(b.end))}`;
  };
  const name = action?.booking.attendeeName ?? '';

  return (
    <div
      role="status"
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <CalendarX className="size-4 shrink-0" aria-hidden />
        {tx('away.bookingsInRange', { count: bookings.length })}
      </p>
      <p className="mt-1 text-amber-900/80 dark:text-amber-200/80">{tx('away.bookingsHint')}</p>
      <ul className="mt-2 divide-y divide-amber-200/70 dark:divide-amber-900/50">
        {bookings.map((b) => (
          <li key={b.uid} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 grow basis-48">
              <span className="block font-medium tabular-nums">{when(b)}</span>
              <span className="block break-words">
                {tx('away.bookingWith', { title: b.title, name: b.attendeeName })}
              </span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => open(b, 'ask')}>
                {tx('away.askReschedule')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => open(b, 'cancel')}>
                {tx('away.cancelBooking')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Dialog open={action !== null} onOpenChange={(next) => !next && setAction(null)}>
        {action && (
          <DialogContent
            title={
              action.kind === 'ask'
                ? tx('away.askTitle', { name })
                : tx('away.cancelTitle', { title: action.booking.title, name })
            }
            description={action.kind === 'ask' ? tx('away.askText', { name }) : tx('away.cancelText', { name })}
          >
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                cancel.mutate(
                  { uid: action.booking.uid, input: { reason: reason.trim() || undefined } },
                  feedback({
                    success: tx('away.bookingCancelled'),
                    failure: { title: tx('away.cancelFailed'), fallback: tx('away.cancelFailed') },
                    onSuccess: () => setAction(null),
                  }),
                );
              }}
            >
              <FormField label={tx('away.reasonForInvitee')}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    maxLength={REASON_MAX_LENGTH}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                )}
              </FormField>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setAction(null)} disabled={cancel.isPending}>
                  {tx('away.keep')}
                </Button>
                <Button type="submit" variant="destructive" disabled={cancel.isPending}>
                  {action.kind === 'ask' ? tx('away.confirmAsk') : tx('away.confirmCancel')}
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
