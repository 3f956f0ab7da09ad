import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingEventType, SlotsResponse } from '#shared/schemas/availability.ts';
import { monthSpan } from '#shared/availability/month-span.ts';
import { BookerPage } from '../../src-renderer/features/booker/pages/booker-page.tsx';
import { type FakeApi, fakeApi } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';
// The zone list is a lazy chunk: load it before the tests so opening the picker is immediate.
import '../../src-renderer/components/time-zone/time-zone-list.tsx';

let replies: FakeApi['replies'];
let requests: FakeApi['requests'];

const event: PublicBookingEventType = {
  username: 'ada',
  eventType: { name: '30 Min Meeting', slug: '30min', description: 'A quick chat.', duration: 30 },
  host: { name: 'Ada Lovelace', avatarUrl: null },
  bookingPageTheme: 'light',
  brandColorLight: '#0f766e',
  brandColorDark: '#5eead4',
  timeZone: 'Europe/Berlin',
  minimumNotice: 120,
  locations: [],
  bookingFields: [],
};

function slotsUrl(month: string): string {
  const { from, to } = monthSpan(month);
  return `GET /api/public/ada/30min/slots?${new URLSearchParams({ from, to })}`;
}
function reply(month: string, body: SlotsResponse) {
  replies[slotsUrl(month)] = { status: 200, body };
}

function Location() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBooker(url: string) {
  return renderInApp(
    <Routes>
      <Route
        path="/:username/:slug"
        element={
          <>
            <BookerPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path: url },
  );
}

beforeEach(() => {
  localStorage.clear();
  ({ replies, requests } = fakeApi());
  replies['GET /api/public/ada/30min'] = { status: 200, body: event };
  // Booking months lie ahead of "today".
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-10T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the booker', () => {
  it('shows the event and offers a Berlin host’s times at Kathmandu local time', async () => {
    // Berlin 09:00 and 09:30 on Tuesday 16 March (+01) are 13:45 and 14:15 in Kathmandu (+05:45).
    reply('2027-03', {
      slots: [{ start: '2027-03-16T08:00:00.000Z' }, { start: '2027-03-16T08:30:00.000Z' }],
      nextAvailable: null,
    });
    const user = userEvent.setup();
    renderBooker('/ada/30min?month=2027-03&tz=Asia/Kathmandu');

    expect(await screen.findByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
    expect(screen.getByText('30 min')).toBeVisible();
    expect(screen.getByText('A quick chat.')).toBeVisible();
    expect(screen.getByText('Book at least 2 hours ahead.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await waitFor(() => expect(document.title).toBe('30 Min Meeting · Ada Lovelace'));

    const grid = screen.getByRole('grid', { name: 'March 2027' });
    const open = await within(grid).findByRole('button', { name: 'Tuesday 16 March' });
    expect(open).toHaveAttribute('aria-disabled', 'false');
    expect(within(grid).getByRole('button', { name: 'Wednesday 17 March, no open times' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(open);
    await user.click(screen.getByRole('button', { name: '24h' }));
    const times = screen.getByRole('list', { name: 'Open times' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['13:45', '14:15']);
    expect(screen.getByRole('status', { name: 'address' }).textContent).toContain('date=2027-03-16');

    await user.click(within(times).getByRole('button', { name: '14:15' }));
    const chosen = await screen.findByRole('region', { name: 'Enter your details' });
    expect(chosen).toHaveTextContent('Tue 16 Mar 2027 · 14:15–14:45 (Asia/Kathmandu) · 30 min');
    expect(
      new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent!.split('?')[1]).get('slot'),
    ).toBe('2027-03-16T08:30:00.000Z');
    // One request for the month, whatever the zone.
    expect(requests.filter((r) => r.url.includes('/slots'))).toHaveLength(1);
  });

  it('offers to jump to the next open day when a month has none', async () => {
    reply('2027-03', { slots: [], nextAvailable: '2027-04-06T07:00:00.000Z' });
    reply('2027-04', { slots: [{ start: '2027-04-06T07:00:00.000Z' }], nextAvailable: null });
    const user = userEvent.setup();
    renderBooker('/ada/30min?month=2027-03&tz=Europe/Berlin');

    expect(await screen.findByText('No times available in March.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Jump to next available: Tue 6 Apr' }));
    expect(await screen.findByRole('grid', { name: 'April 2027' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '12h' }));
    expect(await screen.findByRole('button', { name: '9:00 AM' })).toBeVisible();
  });

  it('tells the two 1:00 AM times of a fall-back night apart by their offsets', async () => {
    reply('2026-11', {
      slots: ['04:00', '05:00', '06:00'].map((t) => ({ start: `2026-11-01T${t}:00.000Z` })),
      nextAvailable: null,
    });
    vi.setSystemTime(new Date('2026-10-20T12:00:00Z'));
    const user = userEvent.setup();
    renderBooker('/ada/30min?date=2026-11-01&tz=America/New_York');
    await user.click(await screen.findByRole('button', { name: '12h' }));
    const times = await screen.findByRole('list', { name: 'Open times' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['12:00 AM', '1:00 AM GMT-4', '1:00 AM GMT-5']);
  });

  it('moves through the month with the arrow keys', async () => {
    reply('2027-03', {
      slots: [{ start: '2027-03-16T08:00:00.000Z' }, { start: '2027-03-17T08:00:00.000Z' }],
      nextAvailable: null,
    });
    const user = userEvent.setup();
    renderBooker('/ada/30min?month=2027-03&tz=Europe/Berlin');
    const first = await screen.findByRole('button', { name: 'Tuesday 16 March' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wednesday 17 March' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Wednesday 24 March, no open times' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toContain('date=2027-03-17');
  });

  it('says when nothing is open ahead, and offers a retry when the times cannot be read', async () => {
    reply('2027-03', { slots: [], nextAvailable: null });
    replies[slotsUrl('2027-04')] = { status: 500, body: { error: 'Internal server error' } };
    const user = userEvent.setup();
    renderBooker('/ada/30min?month=2027-03&tz=Europe/Berlin');
    expect(await screen.findByText('There are no open times in the coming weeks.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Jump to next available/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('The open times could not be loaded.')).toBeVisible();
    reply('2027-04', { slots: [{ start: '2027-04-06T07:00:00.000Z' }], nextAvailable: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Tuesday 6 April' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the time zone’s offset on the day being looked at, not today’s', async () => {
    // In November New York is GMT-5; from 14 March 2027 it is GMT-4.
    vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
    reply('2027-03', { slots: [{ start: '2027-03-16T13:00:00.000Z' }], nextAvailable: null });
    reply('2027-01', { slots: [], nextAvailable: '2027-03-16T13:00:00.000Z' });
    const user = userEvent.setup();
    renderBooker('/ada/30min?month=2027-03&date=2027-03-16&tz=America/New_York');

    const picker = await screen.findByRole('button', { name: 'Time zone: America/New York (GMT-4)' });
    expect(picker).toHaveTextContent(/GMT-4$/);
    await user.click(picker);
    const list = await screen.findByRole('listbox', { name: 'Time zone' }, { timeout: 5000 });
    expect(within(list).getByRole('option', { name: /^America\/New York/ })).toHaveTextContent('GMT-4');
    expect(within(list).getByRole('option', { name: /^Europe\/Berlin/ })).toHaveTextContent('GMT+1');
    await user.keyboard('{Escape}');

    // Another month shown, its day not picked: that month's offset.
    reply('2027-02', { slots: [], nextAvailable: null });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Time zone: America/New York (GMT-5)' })).toBeVisible();
  });

  it('shows no offset for a shown month whose clocks change before a day is picked', async () => {
    vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
    reply('2027-03', { slots: [{ start: '2027-03-16T13:00:00.000Z' }], nextAvailable: null });
    renderBooker('/ada/30min?month=2027-03&tz=America/New_York');
    expect(await screen.findByRole('button', { name: 'Time zone: America/New York' })).toBeVisible();
  });

  it('starts the month on the host’s first day of the week', async () => {
    replies['GET /api/public/ada/30min'] = { status: 200, body: { ...event, weekStart: 0 } };
    reply('2027-03', { slots: [{ start: '2027-03-16T08:00:00.000Z' }], nextAvailable: null });
    renderBooker('/ada/30min?month=2027-03&tz=Europe/Berlin');
    const grid = await screen.findByRole('grid', { name: 'March 2027' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Monday 1 March 2027 sits in the second column, under Mon.
    const [firstWeek] = within(grid).getAllByRole('row').slice(1);
    expect(firstWeek!.children[0]!.textContent).toBe('');
    expect(firstWeek!.children[1]!.textContent).toBe('1');
  });

  it('starts the month on Monday when the server does not say', async () => {
    reply('2027-03', { slots: [], nextAvailable: null });
    renderBooker('/ada/30min?month=2027-03&tz=Europe/Berlin');
    const grid = await screen.findByRole('grid', { name: 'March 2027' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(within(grid).getAllByRole('row')[1]!.children[0]!.textContent).toBe('1');
  });

  it('says the server’s own words when it asks the booker to wait, never “Error”', async () => {
    replies[slotsUrl('2027-03')] = { status: 429, body: { error: 'Too many attempts. Try again in 1 minute.' } };
    renderBooker('/ada/30min?month=2027-03&date=2027-03-16&tz=Europe/Berlin');
    expect(await screen.findByText('Too many attempts. Try again in 1 minute.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Choose a time' })).toHaveTextContent('Try again');
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('says the server’s own words when the page itself is refused for now', async () => {
    replies['GET /api/public/ada/30min'] = {
      status: 429,
      body: { error: 'Too many attempts. Try again in 1 minute.' },
    };
    renderBooker('/ada/30min');
    expect(await screen.findByRole('heading', { name: 'Please wait a moment' })).toBeVisible();
    expect(screen.getByText('Too many attempts. Try again in 1 minute.')).toBeVisible();
  });

  it('says so when the event type does not exist', async () => {
    replies['GET /api/public/ada/30min'] = { status: 404, body: { error: 'This booking page does not exist.' } };
    renderBooker('/ada/30min');
    expect(await screen.findByRole('heading', { name: 'This event type could not be found' })).toBeVisible();
  });
});
