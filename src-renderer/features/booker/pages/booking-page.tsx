import { CalendarCheck, CalendarClock, CalendarX, CheckCircle2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { PublicCardSkeleton, PublicFrame } from '@/components/ui/public-frame.tsx';
import { cn } from '@/lib/cn.ts';
import { InLocale, t, visitorLocale } from '@/lib/i18n.tsx';
import { useDocumentTheme } from '@/lib/use-document-theme.ts';
import { browserZone, formatDate, formatTime, isValidZone, wallTime } from '@/lib/zoned-time.ts';
import type { ManageLink } from '../api/change-booking.ts';
import { usePublicBooking } from '../api/get-public-booking.ts';
import { AddToCalendar } from '../components/add-to-calendar.tsx';
import { BookerLoadError, hostLook } from '../components/booker-frame.tsx';
import { BookingDetails } from '../components/booking-details.tsx';
import { CalmNotice } from '../components/calm-notice.tsx';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { requestHeader } from '../components/request-header.tsx';
import { SeriesOccurrences } from '../components/series-occurrences.tsx';
import { whenText } from '../components/chosen-time.tsx';
import { preferredHour12 } from '../hooks/use-booker-state.ts';
import { type ManageState, rescheduleHref, useManageLink } from '../hooks/use-manage-link.ts';

/** /booking/{uid}?token=…: the invitee's confirmation, and where they reschedule or cancel. */
export function BookingPage() {
  const link = useManageLink();
  const query = usePublicBooking(link.uid, link.token);
  const booking = query.data;
  // The host's booking page look.
  useDocumentTheme(hostLook(booking));

  const skeleton = <PublicCardSkeleton mainClassName="max-w-2xl px-3 py-6 sm:px-4 sm:py-12" />;
  // In the language the booking was made in, unless the link asks for another.
  return (
    <InLocale locale={visitorLocale(booking?.locale)} fallback={skeleton}>
      {query.isPending ? (
        skeleton
      ) : !booking ? (
        <BookingNotLoaded error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ManageBooking booking={booking} link={link} />
      )}
    </InLocale>
  );
}

/** Why the booking did not load: its own component, so its words are read in the page's language. */
function BookingNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <BookerLoadError
      error={error}
      notFound={{ title: t('booker.linkInvalid'), text: t('booking.linkInvalidText') }}
      what={t('booker.yourBooking')}
      onRetry={onRetry}
    />
  );
}

function ManageBooking({ booking, link }: { booking: PublicBooking; link: ManageLink }) {
  const state = (useLocation().state ?? {}) as ManageState;
  const [cancelling, setCancelling] = useState(false);
  const [cancellingRest, setCancellingRest] = useState(false);
  // Why a cancel did not go through (the booking had already changed), said on the page.
  const [gone, setGone] = useState<string | null>(null);
  const zone = isValidZone(booking.inviteeTimeZone) ? booking.inviteeTimeZone : browserZone();
  const hour12 = preferredHour12();
  // A declined request ends like a cancelled booking: nothing to change, a time to book again.
  const cancelled = booking.status === 'cancelled' || booking.status === 'rejected';
  const pending = booking.status === 'pending';
  const request = requestHeader(booking, { justBooked: Boolean(state.justBooked), zone, hour12 });
  const bookable =
    booking.username && booking.eventSlug ? { username: booking.username, slug: booking.eventSlug } : null;

  let header: { icon: ReactNode; title: string; text: string };
  if (request) {
    header = request;
  } else if (cancelled) {
    header = {
      icon: <CalendarX className="size-7" />,
      title: t('booker.wasCancelled'),
      text: cancelledText(booking, zone, hour12),
    };
  } else if (booking.past) {
    header = { icon: <CalendarClock className="size-7" />, title: booking.title, text: t('booker.alreadyPast') };
  } else {
    header = {
      icon:
        state.justBooked || state.rescheduled ? (
          <CheckCircle2 className="size-7" />
        ) : (
          <CalendarCheck className="size-7" />
        ),
      title: state.justBooked ? t('booking.scheduled') : state.rescheduled ? t('booking.rescheduled') : booking.title,
      text: t('booking.inviteSent', { email: booking.inviteeEmail }),
    };
  }
  const upcoming = !cancelled && !booking.past;
  // This occurrence of a series and the later ones still to come: cancelled together when more than this one.
  const rest = booking.series?.occurrences.filter(
    (o) =>
      o.position >= booking.series!.position &&
      (o.status === 'accepted' || o.status === 'pending') &&
      Date.parse(o.start) > Date.now(),
  ).length;

  return (
    <PublicFrame mainClassName="max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <PageTitle title={booking.title} of={booking.host.name} />
      <article className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900">
        <header className="border-b border-gray-200 px-4 py-8 text-center sm:px-8 dark:border-gray-800">
          <span
            aria-hidden
            className={cn(
              'mx-auto flex size-12 items-center justify-center rounded-full',
              pending
                ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
                : upcoming
                  ? 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-400'
                  : 'bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400',
            )}
          >
            {header.icon}
          </span>
          <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">{header.title}</h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{header.text}</p>
          <CalmNotice text={gone} className="mx-auto mt-4 max-w-md" />
        </header>
        <div className="px-4 py-6 sm:px-8">
          <BookingDetails booking={booking} zone={zone} hour12={hour12} />
        </div>
        {booking.series && (
          <div className="border-t border-gray-200 px-4 py-6 sm:px-8 dark:border-gray-800">
            <SeriesOccurrences booking={booking} series={booking.series} link={link} zone={zone} hour12={hour12} />
          </div>
        )}
        {upcoming && (
          <footer className="space-y-6 border-t border-gray-200 px-4 py-6 sm:px-8 dark:border-gray-800">
            {/* A request is not in anyone's calendar until the host confirms it. */}
            {!pending && <AddToCalendar booking={booking} />}
            <section aria-labelledby="change-booking" className="space-y-2">
              <h2 id="change-booking" className="text-sm font-medium text-gray-800 dark:text-gray-200">
                {t('booking.needChange')}
              </h2>
              <div className="flex flex-wrap gap-2">
                {bookable && (
                  <Link
                    to={rescheduleHref(bookable, link, booking.start, zone)}
                    className={buttonClass({ variant: 'secondary' })}
                  >
                    {t('booking.reschedule')}
                  </Link>
                )}
                <Button variant="secondary" onClick={() => setCancelling(true)}>
                  {t('booking.cancel')}
                </Button>
                {rest !== undefined && rest > 1 && (
                  <Button variant="secondary" onClick={() => setCancellingRest(true)}>
                    {t('booking.cancelRest')}
                  </Button>
                )}
              </div>
            </section>
            <CancelBookingDialog
              link={link}
              when={`${booking.title}, ${whenText(booking.start, booking.end, zone, hour12)}`}
              open={cancelling}
              onOpenChange={setCancelling}
              onGone={setGone}
            />
            {rest !== undefined && rest > 1 && (
              <CancelBookingDialog
                link={link}
                when={`${booking.title}, ${whenText(booking.start, booking.end, zone, hour12)}`}
                rest={{ count: rest }}
                open={cancellingRest}
                onOpenChange={setCancellingRest}
                onGone={setGone}
              />
            )}
          </footer>
        )}
        {cancelled && bookable && (
          <footer className="border-t border-gray-200 px-4 py-6 text-center sm:px-8 dark:border-gray-800">
            <Link to={paths.publicEventType(bookable.username, bookable.slug)} className={buttonClass()}>
              {t('booking.bookAgain')}
            </Link>
          </footer>
        )}
      </article>
    </PublicFrame>
  );
}

/** 'Cancelled by you on 16 June 2026 at 09:12.' (by the host, or without a who for the system). */
function cancelledText(booking: PublicBooking, zone: string, hour12: boolean): string {
  const host = booking.host.name;
  const by = booking.cancelledBy === 'invitee' ? 'you' : booking.cancelledBy === 'host' ? 'host' : null;
  if (!booking.cancelledAt) {
    return t(by === 'you' ? 'booking.cancelledByYou' : by ? 'booking.cancelledByHost' : 'booking.cancelledPlain', {
      host,
    });
  }
  const at = Date.parse(booking.cancelledAt);
  const date = formatDate(wallTime(at, zone).date, { day: 'numeric', month: 'long', year: 'numeric' });
  const time = formatTime(at, zone, hour12);
  return t(by === 'you' ? 'booking.cancelledByYouAt' : by ? 'booking.cancelledByHostAt' : 'booking.cancelledAt', {
    host,
    date,
    time,
  });
}
