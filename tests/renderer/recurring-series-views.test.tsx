import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import type { SeriesView } from '#shared/schemas/recurrence.ts';
import { BookingPage } from '../../src-renderer/features/booker/pages/booking-page.tsx';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { hostBooking } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

// A series as its invitee's manage page and its host's list show it (docs/product.md#recurring-event-types).

const api = fakeApiPerTest();

const STARTS = ['2027-03-16T08:00:00.000Z', '2027-03-23T08:00:00.000Z', '2027-03-30T07:00:00.000Z'];
const plus30 = (start: string) => new Date(Date.parse(start) + 30 * 60_000).toISOString();
const series = (statuses: SeriesView['occurrences'][number]['status'][]): SeriesView => ({
  uid: 'series1',
  frequency: 'weekly',
  interval: 1,
  position: 1,
  count: 3,
  occurrences: STARTS.map((start, i) => ({
    uid: `occ${i + 1}`,
    start,
    end: plus30(start),
    status: statuses[i]!,
    position: i + 1,
    manageUrl: `https://kairos.test/booking/occ${i + 1}?token=tok${i + 1}`,
  })),
});
const first: PublicBooking = {
  uid: 'occ1',
  icalUid: 'series1@kairos.example',
  sequence: 0,
  bookingPageTheme: 'system',
  brandColorLight: '#007bff',
  brandColorDark: '#007bff',
  status: 'accepted',
  title: 'Coaching',
  start: STARTS[0]!,
  end: plus30(STARTS[0]!),
  duration: 30,
  past: false,
  host: { name: 'Ada Lovelace', timeZone: 'Europe/Berlin' },
  username: 'ada',
  eventSlug: 'coaching',
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.com',
  inviteeTimeZone: 'Europe/Berlin',
  notes: '',
  location: null,
  locationUrl: null,
  locationKind: null,
  responses: {},
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  requestExpiresAt: null,
  series: series(['accepted', 'accepted', 'accepted']),
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-10T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the manage page of a series', () => {
  it('lists every occurrence with its place and status, and cancels another one with that one’s own link', async () => {
    api.replies['GET /api/public/bookings/occ1'] = { status: 200, body: first };
    api.replies['GET /api/public/ada/coaching'] = { status: 404, body: { error: 'Not found' } };
    renderInApp(
      <Routes>
        <Route path="/booking/:uid" element={<BookingPage />} />
      </Routes>,
      { path: { pathname: '/booking/occ1', search: '?token=tok1', state: { justBooked: true } } },
    );
    const section = await screen.findByRole('region', { name: 'Dates of this series' });
    expect(section).toHaveTextContent('This page shows date 1 of 3.');
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.match(/^\d of \d/)?.[0])).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('Shown above');
    // 09:00 in Berlin every week, across the change of 28 March.
    expect(rows[2]).toHaveTextContent('9:00 AM–9:30 AM');
    expect(within(rows[1]!).getByRole('link', { name: /^Tue 23 Mar 2027/ })).toHaveAttribute(
      'href',
      '/booking/occ2?token=tok2',
    );
    const reschedule = within(rows[2]!).getByRole('link', { name: /^Reschedule Tue 30 Mar 2027/ });
    expect(reschedule.getAttribute('href')).toContain('reschedule=occ3&token=tok3');

    const user = userEvent.setup();
    api.replies['POST /api/public/bookings/occ2/cancel'] = { status: 200, body: { ok: true } };
    await user.click(within(rows[1]!).getByRole('button', { name: /^Cancel Tue 23 Mar 2027/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    api.replies['GET /api/public/bookings/occ1'] = {
      status: 200,
      body: { ...first, series: series(['accepted', 'cancelled', 'accepted']) },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const cancel = api.requests.find((r) => r.url === '/api/public/bookings/occ2/cancel');
    expect(cancel?.headers['x-booking-token']).toBe('tok2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Dates of this series' })).getAllByRole('listitem')[1],
      ).toHaveTextContent('Cancelled'),
    );
  });
});

describe('a series booked without a date that was not free', () => {
  it('counts the dates booked and names the one left out', async () => {
    const view = series(['accepted', 'accepted', 'accepted']);
    const skipped = { start: '2027-03-23T08:00:00.000Z', end: '2027-03-23T08:30:00.000Z' };
    api.replies['GET /api/public/bookings/occ1'] = {
      status: 200,
      body: { ...first, series: { ...view, skipped: [skipped] } },
    };
    api.replies['GET /api/public/ada/coaching'] = { status: 404, body: { error: 'Not found' } };
    renderInApp(
      <Routes>
        <Route path="/booking/:uid" element={<BookingPage />} />
      </Routes>,
      { path: { pathname: '/booking/occ1', search: '?token=tok1' } },
    );
    const section = await screen.findByRole('region', { name: 'Dates of this series' });
    expect(section).toHaveTextContent('This page shows date 1 of 3.');
    expect(section).toHaveTextContent(/Not booked: Tue 23 Mar 2027.*That date was not free\./);
  });
});

describe('cancelling this and the following', () => {
  it('asks once, naming how many dates go, and sends the rest’s cancellation with this occurrence’s link', async () => {
    api.replies['GET /api/public/bookings/occ1'] = { status: 200, body: first };
    api.replies['GET /api/public/ada/coaching'] = { status: 404, body: { error: 'Not found' } };
    api.replies['POST /api/public/bookings/occ1/cancel-rest'] = {
      status: 200,
      body: { cancelled: ['occ1', 'occ2', 'occ3'] },
    };
    renderInApp(
      <Routes>
        <Route path="/booking/:uid" element={<BookingPage />} />
      </Routes>,
      { path: { pathname: '/booking/occ1', search: '?token=tok1' } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel this and the following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this and the following dates?' });
    expect(dialog).toHaveTextContent('3 dates from Coaching, Tue 16 Mar 2027');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Moving abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel these dates' }));
    await screen.findByText('3 dates were cancelled.');
    const sent = api.requests.find((r) => r.url === '/api/public/bookings/occ1/cancel-rest');
    expect(sent?.headers['x-booking-token']).toBe('tok1');
    expect(sent?.body).toEqual({ reason: 'Moving abroad' });
    expect(api.requests.some((r) => r.url === '/api/public/bookings/occ1/cancel')).toBe(false);
  });

  it('is not offered on the last date still to come, and a shortened series keeps its places', async () => {
    // Shortened by "this and the following": the series' COUNT is 1, its cancelled dates still listed.
    const last = { ...first, series: { ...series(['accepted', 'cancelled', 'cancelled']), count: 1 } };
    api.replies['GET /api/public/bookings/occ1'] = { status: 200, body: last };
    api.replies['GET /api/public/ada/coaching'] = { status: 404, body: { error: 'Not found' } };
    renderInApp(
      <Routes>
        <Route path="/booking/:uid" element={<BookingPage />} />
      </Routes>,
      { path: { pathname: '/booking/occ1', search: '?token=tok1' } },
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel this and the following' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Dates of this series' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.match(/^\d of \d/)?.[0])).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });
});

describe('the host’s bookings list', () => {
  it('shows a series as one row at its next date, "3 of 10", its dates folded under it, each with its own actions', async () => {
    const place = (position: number) => ({ uid: 'series1', position, count: 10 });
    const dates = [3, 4, 5].map((position, i) =>
      hostBooking(`2030-03-${String(4 + 7 * i).padStart(2, '0')}`, {
        uid: `occ${position}`,
        title: 'Coaching',
        inviteeName: 'Grace Hopper',
        series: place(position),
      }),
    );
    api.replies[`GET /api/bookings?${new URLSearchParams({ status: 'upcoming' })}&group=series`] = {
      status: 200,
      body: {
        items: [{ ...dates[0]!, occurrences: dates }, hostBooking('2030-03-05', { title: 'Intro call' })],
        nextCursor: null,
      } satisfies HostBookingList,
    };
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });
    const coaching = await screen.findByRole('heading', { name: 'Coaching' });
    expect(coaching.parentElement).toHaveTextContent('Recurring booking, 3 of 10');
    expect(screen.getByRole('heading', { name: 'Intro call' }).parentElement).not.toHaveTextContent(/of 10/);
    // One row for the series: its later dates are not rows of their own under their days.
    expect(screen.getAllByRole('heading', { name: 'Coaching' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /11 March 2030/ })).not.toBeInTheDocument();

    // The keyboard opens the dates: each with its place and status.
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show 3 dates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide the dates' })).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Dates of Coaching with Grace Hopper' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.match(/\d+ of 10/)?.[0])).toEqual(['3 of 10', '4 of 10', '5 of 10']);
    expect(rows[1]).toHaveTextContent(/Mon 11 Mar/);
    expect(rows[1]).toHaveTextContent('Confirmed');

    // The fourth date and the following: asked once with how many go, a reason, then sent.
    api.replies['POST /api/bookings/occ4/cancel-rest'] = { status: 200, body: { cancelled: ['occ4', 'occ5'] } };
    await user.click(within(rows[1]!).getByRole('button', { name: /^Actions for Coaching, Mon 11 Mar/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel this and the following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this and the following dates?' });
    expect(dialog).toHaveTextContent('2 dates of Coaching with Grace Hopper, from Mon 11 Mar');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Term ends early');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel these dates' }));
    await screen.findByText('2 dates were cancelled.');
    const sent = api.requests.find((r) => r.url === '/api/bookings/occ4/cancel-rest');
    expect(sent?.body).toEqual({ reason: 'Term ends early' });

    // The last date has nothing after it: only its own cancellation.
    await user.click(within(rows[2]!).getByRole('button', { name: /^Actions for Coaching/ }));
    expect(screen.getByRole('menuitem', { name: 'Cancel this date' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Cancel this and the following' })).not.toBeInTheDocument();
  });

  it('says how many dates were left out of a series booked without them', async () => {
    api.replies[`GET /api/bookings?${new URLSearchParams({ status: 'upcoming' })}&group=series`] = {
      status: 200,
      body: {
        items: [
          hostBooking('2030-03-04', { title: 'Coaching', series: { uid: 's', position: 3, count: 3, skipped: 1 } }),
        ],
        nextCursor: null,
      } satisfies HostBookingList,
    };
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });
    const coaching = await screen.findByRole('heading', { name: 'Coaching' });
    expect(coaching.parentElement).toHaveTextContent('3 of 3');
    expect(coaching.parentElement).toHaveTextContent('1 date left out: it was not free');
  });
});
