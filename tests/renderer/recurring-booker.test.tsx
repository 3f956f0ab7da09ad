import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { monthSpan } from '#shared/availability/month-span.ts';
import { BookerPage } from '../../src-renderer/features/booker/pages/booker-page.tsx';
import { type FakeReply, fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

// The booker of a recurring event type (docs/product.md#recurring-event-types): how many times, the
// series' dates on the host's wall clock shown in the invitee's zone, and the dates a 409 names.

const api = fakeApiPerTest();

const event: PublicBookingEventType = {
  username: 'ada',
  eventType: { name: 'Coaching', slug: 'coaching', description: '', duration: 30 },
  host: { name: 'Ada Lovelace', avatarUrl: null },
  bookingPageTheme: 'light',
  brandColorLight: '#0f766e',
  brandColorDark: '#5eead4',
  timeZone: 'Europe/Berlin',
  minimumNotice: 0,
  locations: [],
  bookingFields: [],
  recurrence: { frequency: 'weekly', interval: 1, maxOccurrences: 4, allowPartial: true },
};
// Tuesday 16 March 2027, 09:00 in Berlin (CET); New York is already on summer time (04:00 there).
const FIRST = '2027-03-16T08:00:00.000Z';
// Berlin moves its clocks on 28 March: the host's 09:00 is then 07:00Z, 03:00 in New York.
const SERIES = [FIRST, '2027-03-23T08:00:00.000Z', '2027-03-30T07:00:00.000Z', '2027-04-06T07:00:00.000Z'];
const BOOK = 'POST /api/public/ada/coaching/bookings?lang=en';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBooker() {
  renderInApp(
    <>
      <Routes>
        <Route path="/:username/:slug" element={<BookerPage />} />
        <Route path="/booking/:uid" element={<p>Manage page</p>} />
      </Routes>
      <Address />
    </>,
    { path: `/ada/coaching?month=2027-03&date=2027-03-16&tz=America/New_York&slot=${FIRST}` },
  );
}

const created = (count: number): FakeReply => ({
  status: 201,
  body: {
    uid: 'series1',
    status: 'accepted',
    start: FIRST,
    end: '2027-03-16T08:30:00.000Z',
    manageUrl: 'https://kairos.test/booking/occ1?token=tok1',
    locale: 'en',
    occurrences: SERIES.slice(0, count).map((start, i) => ({ uid: `occ${i + 1}`, start, end: start })),
  },
});
const bookRequests = () => api.requests.filter((r) => `${r.method} ${r.url}` === BOOK);
const shownDates = () =>
  within(screen.getByRole('list', { name: /Your dates/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('time')!.getAttribute('datetime'));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
}

beforeEach(() => {
  api.replies['GET /api/public/ada/coaching'] = { status: 200, body: event };
  api.replies[`GET /api/public/ada/coaching/slots?${new URLSearchParams(monthSpan('2027-03'))}`] = {
    status: 200,
    body: { slots: [{ start: FIRST }], nextAvailable: null },
  };
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-10T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('the booker of a recurring event type', () => {
  it('asks how many times, lists the series on the host’s wall clock in the invitee’s zone, and books that many', async () => {
    const user = userEvent.setup();
    renderBooker();
    const howMany = await screen.findByLabelText('How many times?', {}, { timeout: 10_000 });
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 times', '3 times', '4 times']);
    expect(howMany).toHaveValue('4');
    expect(screen.getByRole('group', { name: 'Every week' })).toBeInTheDocument();
    expect(shownDates()).toEqual(SERIES);
    const list = screen.getByRole('list', { name: /Your dates/ });
    expect(list).toHaveAccessibleName('Your dates (America/New York)');
    const items = within(list).getAllByRole('listitem');
    // 09:00 in Berlin is 4:00 AM in New York until Berlin's change, then 3:00 AM.
    expect(items[1]).toHaveTextContent('4:00 AM–4:30 AM');
    expect(items[2]).toHaveTextContent('3:00 AM–3:30 AM');

    await user.selectOptions(howMany, '3');
    expect(shownDates()).toEqual(SERIES.slice(0, 3));
    api.replies[BOOK] = created(3);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('Manage page');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/booking/occ1?token=tok1');
    expect(bookRequests()).toHaveLength(1);
    expect(bookRequests()[0]!.body).toMatchObject({ start: FIRST, occurrences: 3 });
    expect(bookRequests()[0]!.body).not.toHaveProperty('skip');
  });

  it('names the dates not free and, as the host allows, books the others without them', async () => {
    const user = userEvent.setup();
    renderBooker();
    await fillIn(user);
    api.replies[BOOK] = {
      status: 409,
      body: {
        error: 'One date of this series is not free. You can book the others without it.',
        conflicts: [{ start: SERIES[2], end: '2027-03-30T07:30:00.000Z' }],
        partialAllowed: true,
      },
    };
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('One date of this series is not free. You can book the others without it.');
    const items = within(screen.getByRole('list', { name: /Your dates/ })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('Not free'))).toEqual([false, false, true, false]);

    api.replies[BOOK] = created(4);
    await user.click(within(alert).getByRole('button', { name: 'Book the other 3 dates' }));
    await screen.findByText('Manage page');
    expect(bookRequests()).toHaveLength(2);
    expect(bookRequests()[1]!.body).toMatchObject({ start: FIRST, occurrences: 4, skip: [SERIES[2]] });
    // Another attempt: another key, so the server does not replay the refusal.
    expect(bookRequests()[1]!.headers['idempotency-key']).not.toBe(bookRequests()[0]!.headers['idempotency-key']);
  });

  it('offers no partial series when the host books it whole, and a new count starts afresh', async () => {
    api.replies['GET /api/public/ada/coaching'] = {
      status: 200,
      body: { ...event, recurrence: { ...event.recurrence!, allowPartial: false } },
    };
    const user = userEvent.setup();
    renderBooker();
    await fillIn(user);
    api.replies[BOOK] = {
      status: 409,
      body: {
        error: '2 dates of this series are not free. Please pick another time.',
        conflicts: [
          { start: SERIES[2], end: SERIES[2] },
          { start: SERIES[3], end: SERIES[3] },
        ],
        partialAllowed: false,
      },
    };
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 dates of this series are not free. Choose fewer times or another time.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('How many times?'), '2');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('Not free')).not.toBeInTheDocument();
  });
});
