import type { BookingListStatus } from '#shared/schemas/bookings.ts';
import { TabList } from '../../../components/ui/tab-list.tsx';

export const BOOKING_TABS: ReadonlyArray<{ status: BookingListStatus; label: string }> = [
  { status: 'upcoming', label: 'Upcoming' },
  { status: 'pending', label: 'Pending' },
  { status: 'past', label: 'Past' },
  { status: 'cancelled', label: 'Cancelled' },
];

export const tabId = (status: BookingListStatus) => `bookings-tab-${status}`;
export const BOOKINGS_PANEL_ID = 'bookings-panel';

const TABS = BOOKING_TABS.map(({ status, label }) => ({
  value: status,
  label,
  id: tabId(status),
  panelId: BOOKINGS_PANEL_ID,
}));

/** Upcoming, Pending (requests to answer), Past, Cancelled as tabs; the chosen tab lives in the URL. */
export function BookingTabs({
  value,
  onChange,
}: {
  value: BookingListStatus;
  onChange: (status: BookingListStatus) => void;
}) {
  return <TabList label="Bookings" tabs={TABS} value={value} onChange={onChange} />;
}
