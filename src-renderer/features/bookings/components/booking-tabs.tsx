import type { BookingListStatus } from '#shared/schemas/bookings.ts';
import type { bookingsTexts } from '#shared/i18n/app/bookings.ts';
import { TabList } from '@/components/ui/tab-list.tsx';
import { tx } from '@/lib/texts/bookings.ts';

/** The tabs in order, each with its label's key (looked up while rendering). */
export const BOOKING_TABS = [
  { status: 'upcoming', label: 'bookings.tabUpcoming' },
  { status: 'pending', label: 'bookings.tabPending' },
  { status: 'past', label: 'bookings.tabPast' },
  { status: 'cancelled', label: 'bookings.tabCancelled' },
] as const satisfies ReadonlyArray<{ status: BookingListStatus; label: keyof typeof bookingsTexts }>;

export const tabId = (status: BookingListStatus) => `bookings-tab-${status}`;
export const BOOKINGS_PANEL_ID = 'bookings-panel';

/** Upcoming, Pending (requests to answer), Past, Cancelled as tabs; the chosen tab lives in the URL. */
export function BookingTabs({
  value,
  onChange,
}: {
  value: BookingListStatus;
  onChange: (status: BookingListStatus) => void;
}) {
  const tabs = BOOKING_TABS.map(({ status, label }) => ({
    value: status,
    label: tx(label),
    id: tabId(status),
    panelId: BOOKINGS_PANEL_ID,
  }));
  return <TabList label={tx('bookings.tabs')} tabs={tabs} value={value} onChange={onChange} />;
}
