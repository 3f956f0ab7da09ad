import { useSearchParams } from 'react-router-dom';
import { type BookingListStatus, BookingListStatusSchema } from '#shared/schemas/bookings.ts';
import { liveWhen } from '#shared/schemas/live.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { useLiveEvent } from '@/lib/live-events.tsx';
import { tx } from '@/lib/texts/bookings.ts';
import { BookingsList } from '../components/bookings-list.tsx';
import { BOOKINGS_PANEL_ID, BookingTabs, tabId } from '../components/booking-tabs.tsx';
import { TeamFilter } from '../components/team-filter.tsx';

/**
 * /bookings?status=upcoming|past|cancelled[&team=id]: the host's meetings (or every booking of a team
 * they own or administer), by day, in the host's zone and clock (`useHostTime`).
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
  const host = useHostTime();
  // The list reads again by itself (the live stream marks it stale); a new booking or request is also said.
  useLiveEvent((event) => {
    const when = liveWhen(event.booking.start, host.zone, intlLocale(), host.hour12);
    const values = { name: event.booking.inviteeName, when };
    if (event.kind === 'created') toast({ title: tx('bookings.liveNewBooking', values) });
    if (event.kind === 'requested') toast({ title: tx('bookings.liveNewRequest', values) });
  });

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('bookings.title')} />
      <div className="mb-6">
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('bookings.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {tx('bookings.description', { zone: host.zoneName })}
        </p>
      </div>
      <TeamFilter value={teamId} onChange={(team) => show({ team })} />
      <BookingTabs value={status} onChange={(next) => show({ status: next })} />
      <div role="tabpanel" id={BOOKINGS_PANEL_ID} aria-labelledby={tabId(status)}>
        <BookingsList
          key={`${status}/${teamId ?? ''}`}
          status={status}
          zone={host.zone}
          hour12={host.hour12}
          teamId={teamId}
        />
      </div>
    </main>
  );
}
