import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { wallTime } from '@/lib/zoned-time.ts';
import type { ManageLink } from '../api/change-booking.ts';

/** How a manage page knows it was opened right after booking (or moving) the meeting. */
export interface ManageState {
  justBooked?: boolean;
  rescheduled?: boolean;
}

/** /booking/{uid}?token=…: where a booking is seen and changed. */
export function managePath({ uid, token }: ManageLink): string {
  return `${paths.booking(uid)}?${new URLSearchParams({ token })}`;
}

/**
 * The manage page of a booking the server just answered with (the token is in its manage link). A
 * series' `uid` is the series' own: its manage link is its first occurrence's, which lists the others.
 */
export function managePathOf({ uid, manageUrl, occurrences }: BookingCreated): string {
  return managePath(manageLinkOf({ uid: occurrences?.[0]?.uid ?? uid, manageUrl }));
}

/** A booking's link from the manage URL the server gave for it (its token is in the query). */
export function manageLinkOf({ uid, manageUrl }: { uid: string; manageUrl: string }): ManageLink {
  return { uid, token: new URL(manageUrl, window.location.origin).searchParams.get('token') ?? '' };
}

/** The manage page's booking and token, from /booking/:uid?token=. */
export function useManageLink(): ManageLink {
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  return { uid, token: params.get('token') ?? '' };
}

/** The booking a booker page moves (?reschedule={uid}&token=…), or undefined for a new booking. */
export function useRescheduleLink(): ManageLink | undefined {
  const [params] = useSearchParams();
  const uid = params.get('reschedule');
  const token = params.get('token');
  return uid && token ? { uid, token } : undefined;
}

/** The booker moving this booking, opened on its day in the zone this page shows. */
export function rescheduleHref(
  event: { username: string; slug: string },
  link: ManageLink,
  start: string,
  zone: string,
) {
  const query = new URLSearchParams({
    reschedule: link.uid,
    token: link.token,
    tz: zone,
    date: wallTime(Date.parse(start), zone).date,
  });
  return `${paths.publicEventType(event.username, event.slug)}?${query}`;
}
