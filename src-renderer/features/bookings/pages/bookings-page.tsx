import { useSearchParams } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { type BookingListStatus, BookingListStatusSchema } from '#shared/schemas/bookings.ts';
import { liveMessages, liveWhen } from '#shared/schemas/live.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useLiveEvent } from '../../../lib/live-events.tsx';
import { browserZone } from '../../../lib/zoned-time.ts';
import { BookingsList } from '../components/bookings-list.tsx';
import { BOOKINGS_PANEL_ID, BookingTabs, tabId } from '../components/booking-tabs.tsx';
import { TeamFilter } from '../components/team-filter.tsx';

/**
 * /bookings?status=upcoming|past|cancelled[&team=id]: the host's meetings (or every booking of a team
 * they own or administer), by day, in this browser's zone.
 */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = BookingListStatusSchema.safeParse(params.get('status'));
  const status: BookingListStatus = parsed.success ? parsed.data : 'upcoming';
  const teamId = params.get('team') || null;
  const show = (next: { status?: BookingListStatus; team?: string | null }) => {
    const nextStatus = next.status ?? status;
    const nextTeam = next.team === undefined ? teamId : next.team;
    setParams({
      ...(nextStatus === 'upcoming' ? {} : { status: nextStatus }),
      ...(nextTeam ? { team: nextTeam } : {}),
    });
  };
  const zone = browserZone();
  // The list reads again by itself (the live stream marks it stale); a new booking or request is also said.
  useLiveEvent((event) => {
    const when = liveWhen(event.booking.start, zone);
    if (event.kind === 'created') toast({ title: liveMessages.newBooking(event.booking.inviteeName, when) });
    if (event.kind === 'requested') toast({ title: liveMessages.newRequest(event.booking.inviteeName, when) });
  });

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={messages.bookings} />
      <div className="mb-6">
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{messages.bookings}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          See who booked you, answer their requests, and cancel when you must. Times are in {zone.replace(/_/g, ' ')}.
        </p>
      </div>
      <TeamFilter value={teamId} onChange={(team) => show({ team })} />
      <BookingTabs value={status} onChange={(next) => show({ status: next })} />
      <div role="tabpanel" id={BOOKINGS_PANEL_ID} aria-labelledby={tabId(status)}>
        <BookingsList key={`${status}/${teamId ?? ''}`} status={status} zone={zone} teamId={teamId} />
      </div>
    </main>
  );
}
