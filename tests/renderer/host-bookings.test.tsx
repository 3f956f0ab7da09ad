import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  type BookingHistoryEntry,
  bookingMessages,
  type HostBooking,
  type HostBookingDetail,
  type HostBookingList,
} from '#shared/schemas/bookings.ts';
import { insightsMessages } from '#shared/schemas/insights.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { groupByDay } from '../../src-renderer/features/bookings/group-by-day.ts';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { hostBooking } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const booking = hostBooking;

const listKey = (status: string, cursor?: string) =>
  `GET /api/bookings?${new URLSearchParams({ status, ...(cursor ? { cursor } : {}) })}&group=series`;
const page = (items: HostBooking[], nextCursor: string | null = null): { status: number; body: HostBookingList } => ({
  status: 200,
  body: { items, nextCursor },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/bookings') {
  return renderInApp(
    <>
      <BookingsPage />
      <Where />
    </>,
    { path, signedInAs: ada },
  );
}

const daySection = (name: RegExp) => screen.getByRole('region', { name });

describe('grouping bookings by day', () => {
  it('puts bookings under the day they start on in the host’s zone, with Today and Tomorrow by name', () => {
    const now = Date.parse('2027-01-18T10:00:00Z');
    const late = booking('2027-01-18', { start: '2027-01-18T22:30:00.000Z', end: '2027-01-18T23:00:00.000Z' });
    const days = groupByDay([booking('2027-01-18'), late, booking('2027-01-19'), booking('2027-03-02')], 'UTC', now);
    expect(days.map((d) => [d.label, d.bookings.length])).toEqual([
      ['Today', 2],
      ['Tomorrow', 1],
      [expect.stringMatching(/Tuesday,? 2 March/), 1],
    ]);
    // 22:30 UTC is already the next morning in Kathmandu (UTC+05:45).
    expect(groupByDay([late], 'Asia/Kathmandu', now).map((d) => d.label)).toEqual(['Tomorrow']);
    expect(groupByDay([booking('2028-05-01')], 'UTC', now)[0]!.label).toMatch(/1 May 2028/);
  });
});

describe('the bookings page', () => {
  it('lists upcoming bookings under a heading per day, with the invitee, notes and status', async () => {
    api.replies[listKey('upcoming')] = page([
      booking('2030-03-04', { inviteeName: 'Grace Hopper', inviteeEmail: 'grace@example.test', notes: 'About COBOL' }),
      booking('2030-03-04', { start: '2030-03-04T13:00:00.000Z', end: '2030-03-04T13:30:00.000Z' }),
      booking('2030-03-05'),
    ]);
    renderPage();
    const monday = await screen.findByRole('region', { name: /4 March 2030/ });
    expect(within(monday).getAllByRole('listitem')).toHaveLength(2);
    const grace = within(monday).getByRole('listitem', { name: /30 Min Meeting with Grace Hopper/ });
    expect(grace).toHaveTextContent('grace@example.test');
    expect(grace).toHaveTextContent('“About COBOL”');
    expect(grace).toHaveTextContent('Confirmed');
    expect(within(daySection(/5 March 2030/)).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    // One page that fits says nothing at its end.
    expect(screen.queryByText(messages.noMoreResults)).not.toBeInTheDocument();
  });

  it('names every host of a team booking with several, as hosts', async () => {
    api.replies[listKey('upcoming')] = page([
      booking('2030-03-04', { inviteeName: 'Grace Hopper', hosts: ['Ann Ames', 'Ben Bell'] }),
      booking('2030-03-05', { inviteeName: 'Alan Turing' }),
    ]);
    renderPage();
    const grace = await screen.findByRole('listitem', { name: /with Grace Hopper/ });
    expect(grace).toHaveTextContent('Hosts: Ann Ames, Ben Bell');
    const alan = screen.getByRole('listitem', { name: /with Alan Turing/ });
    expect(alan).not.toHaveTextContent('Host');
  });

  it('shows where each meeting is, a join link for an online one, and the guests and answers in its details', async () => {
    const JITSI = 'https://meet.jit.si/kairos-4f9c2a7d1e3b5a6c8d0e2f4a6b8c0d1e';
    api.replies[listKey('upcoming')] = page([
      booking('2030-03-04', {
        uid: 'grace',
        inviteeName: 'Grace Hopper',
        location: JITSI,
        locationUrl: JITSI,
        locationKind: 'jitsi',
        responses: {
          name: { label: 'Name', value: 'Grace Hopper' },
          location: { label: 'Location', value: JITSI },
          company: { label: 'Your company', value: 'US Navy' },
          agree: { label: 'I agree to the terms', value: true },
          guests: { label: 'Guests', value: ['alan@example.com', 'kathleen@example.com'] },
        },
      }),
      booking('2030-03-04', {
        start: '2030-03-04T13:00:00.000Z',
        end: '2030-03-04T13:30:00.000Z',
        inviteeName: 'Alan Turing',
        location: '1 Bletchley Park, Milton Keynes',
        locationKind: 'invitee_address',
      }),
    ]);
    api.replies['GET /api/bookings/grace'] = { status: 200, body: { ...booking('2030-03-04'), history: [] } };
    const user = userEvent.setup();
    renderPage();
    const monday = await screen.findByRole('region', { name: /4 March 2030/ });
    const grace = within(monday).getByRole('listitem', { name: /with Grace Hopper/ });
    const join = within(grace).getByRole('link', { name: /Join meeting · meet\.jit\.si/ });
    expect(join).toHaveAttribute('href', JITSI);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    const alan = within(monday).getByRole('listitem', { name: /with Alan Turing/ });
    expect(alan).toHaveTextContent('1 Bletchley Park, Milton Keynes');
    // Nothing but its history to show: its details hold only that.
    expect(within(alan).getByRole('button', { name: 'Details' })).toBeInTheDocument();

    const details = within(grace).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(grace).not.toHaveTextContent('US Navy');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(
      within(panel)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Where', 'Guests', 'Answers', 'Your company', 'I agree to the terms', 'History']);
    expect(panel).toHaveTextContent('alan@example.comkathleen@example.com');
    expect(within(panel).getByText('US Navy')).toBeVisible();
    expect(within(panel).getByText('Yes')).toBeVisible();
    expect(within(panel).getByRole('link', { name: new RegExp(JITSI.replace(/[.]/g, '\\.')) })).toHaveAttribute(
      'href',
      JITSI,
    );
  });

  it('switches tabs with the keyboard and keeps the tab in the URL', async () => {
    api.replies[listKey('upcoming')] = page([booking('2030-03-04')]);
    api.replies[listKey('pending')] = page([]);
    api.replies[listKey('past')] = page([]);
    api.replies[listKey('cancelled')] = page([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: /4 March 2030/ });
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings?status=pending');
    expect(await screen.findByText('No requests waiting for your answer.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings?status=past');
    expect(await screen.findByText('No past bookings yet.')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings?status=cancelled');
    expect(await screen.findByText('No cancelled bookings.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cancelled');
  });

  it('loads more with the cursor and ends with No more results', async () => {
    api.replies[listKey('past')] = page([booking('2020-03-05')], 'cursor-1');
    api.replies[listKey('past', 'cursor-1')] = page([booking('2020-03-04')]);
    const user = userEvent.setup();
    renderPage('/bookings?status=past');
    await screen.findByRole('region', { name: /5 March 2020/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: /4 March 2020/ })).toBeInTheDocument();
    expect(screen.getByText(messages.noMoreResults)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // A meeting that has taken place cannot be cancelled.
    const row = within(screen.getByRole('region', { name: /4 March 2020/ })).getByRole('listitem');
    expect(row).toHaveTextContent('Past');
    await user.click(within(row).getByRole('button', { name: /Actions for/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy invitee email']);
  });

  it('marks a past booking’s invitee a no-show, shows the badge, and undoes it', async () => {
    const grace = booking('2020-03-04', { inviteeName: 'Grace Hopper' });
    api.replies[listKey('past')] = page([grace]);
    api.replies[`POST /api/bookings/${grace.uid}/no-show`] = { status: 200, body: { uid: grace.uid, noShow: true } };
    const user = userEvent.setup();
    renderPage('/bookings?status=past');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(within(row).queryByText('No-show')).not.toBeInTheDocument();
    api.replies[listKey('past')] = page([{ ...grace, noShow: true }]);
    await user.click(within(row).getByRole('button', { name: /Mark Grace Hopper a no-show/ }));
    expect(await screen.findByText(insightsMessages.markedNoShow)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ noShow: true });
    const marked = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(await within(marked).findByText('No-show')).toBeInTheDocument();
    api.replies[`POST /api/bookings/${grace.uid}/no-show`] = { status: 200, body: { uid: grace.uid, noShow: false } };
    await user.click(within(marked).getByRole('button', { name: /Undo the no-show/ }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ noShow: false }),
    );
  });

  it('offers no no-show mark on an upcoming booking', async () => {
    api.replies[listKey('upcoming')] = page([booking('2030-03-04', { inviteeName: 'Grace Hopper' })]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(within(row).queryByRole('button', { name: /no-show/ })).not.toBeInTheDocument();
  });

  it('cancels an upcoming booking with a reason, says the invitee will be emailed and reloads the list', async () => {
    const grace = booking('2030-03-04', { inviteeName: 'Grace Hopper', inviteeEmail: 'grace@example.test' });
    api.replies[listKey('upcoming')] = page([grace]);
    api.replies[`POST /api/bookings/${grace.uid}/cancel`] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Actions for 30 Min Meeting with Grace Hopper/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('The invitee will be emailed.');

    // Too long a reason is refused with the shared message, before anything is sent.
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(bookingMessages.reasonTooLong)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'I am ill');
    api.replies[listKey('upcoming')] = page([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(bookingMessages.hostCancelled)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'I am ill' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No upcoming bookings yet.')).toBeInTheDocument();
  });

  it('offers no Cancel on a cancelled booking, says who cancelled and why, and copies the invitee’s email', async () => {
    api.replies[listKey('cancelled')] = page([
      booking('2030-03-04', {
        status: 'cancelled',
        inviteeEmail: 'grace@example.test',
        inviteeName: 'Grace Hopper',
        cancelledBy: 'invitee',
        cancelReason: 'Double booked',
      }),
    ]);
    const user = userEvent.setup();
    renderPage('/bookings?status=cancelled');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(row).toHaveTextContent('Cancelled by the invitee: Double booked');
    await user.click(within(row).getByRole('button', { name: /Actions for/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy invitee email']);
    await user.click(screen.getByRole('menuitem', { name: 'Copy invitee email' }));
    expect(await navigator.clipboard.readText()).toBe('grace@example.test');
    expect(await screen.findByText('Invitee email copied')).toBeInTheDocument();
  });

  it('shows an empty Upcoming tab with the public page link to copy', async () => {
    api.replies[listKey('upcoming')] = page([]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No upcoming bookings yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.copyPublicPageLink }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ada`);
  });

  it('says when the list could not load and tries again', async () => {
    api.replies[listKey('upcoming')] = { status: 500, body: { error: 'Internal Server Error' } };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your bookings.');
    api.replies[listKey('upcoming')] = page([booking('2030-03-04')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: /4 March 2030/ })).toBeInTheDocument());
  });
});

const teamsReply = {
  status: 200,
  body: {
    items: [
      { id: 't1', name: 'Support', slug: 'support', logoUrl: null, role: 'admin', memberCount: 3 },
      { id: 't2', name: 'Sales', slug: 'sales', logoUrl: null, role: 'member', memberCount: 4 },
    ],
  },
};
const teamListKey = (team: string, status = 'upcoming') =>
  `GET /api/bookings?${new URLSearchParams({ status, teamId: team })}&group=series`;

describe('the team filter (issue 29)', () => {
  it('offers the teams the host manages and lists a team’s bookings with their hosts', async () => {
    api.replies['GET /api/teams'] = teamsReply;
    api.replies[listKey('upcoming')] = page([booking('2030-03-04', { inviteeName: 'Own Invitee' })]);
    api.replies[teamListKey('t1')] = page([
      booking('2030-03-04', { inviteeName: 'Team Invitee', host: { name: 'Ben Bell' } }),
    ]);
    renderPage();
    await screen.findByRole('listitem', { name: /with Own Invitee/ });
    const show = await screen.findByRole('combobox', { name: 'Show' });
    // Only the team the host administers: a plain member's team has no "every booking".
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['My bookings', 'Every booking of Support']);
    await userEvent.selectOptions(show, 't1');
    const row = await screen.findByRole('listitem', { name: /with Team Invitee/ });
    expect(row).toHaveTextContent('Hosted by Ben Bell');
    // The team's admin may open its details (and history): read only when opened.
    expect(within(row).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests.some((r) => /^\/api\/bookings\/[^?]+$/.test(r.url))).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings?team=t1');
  });
});

describe('another member’s booking in a team’s list (ADR 059)', () => {
  it('lets an admin cancel it for its host, saying the host will be told', async () => {
    api.replies['GET /api/teams'] = teamsReply;
    const bens = booking('2030-03-04', { inviteeName: 'Team Invitee', host: { name: 'Ben Bell' } });
    api.replies[teamListKey('t1')] = page([bens]);
    api.replies[`POST /api/bookings/${bens.uid}/cancel`] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderPage('/bookings?team=t1');
    const row = await screen.findByRole('listitem', { name: /with Team Invitee/ });
    expect(row).toHaveTextContent('Hosted by Ben Bell');
    // Its history is the admin's to read too: Ben's own changes under his name, not "You".
    api.replies[`GET /api/bookings/${bens.uid}`] = {
      status: 200,
      body: {
        ...bens,
        history: [
          {
            kind: 'created',
            actor: 'invitee',
            at: '2030-02-01T09:00:00.000Z',
            fromStart: null,
            fromEnd: null,
            reason: null,
          },
          {
            kind: 'rescheduled',
            actor: 'host',
            at: '2030-02-02T09:00:00.000Z',
            fromStart: '2030-03-03T12:00:00.000Z',
            fromEnd: '2030-03-03T12:30:00.000Z',
            reason: null,
          },
        ],
      } satisfies HostBookingDetail,
    };
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const history = await within(row).findByRole('list', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Booked · Invitee · /),
      expect.stringMatching(/^Rescheduled · Ben Bell · /),
    ]);
    await user.click(await within(row).findByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'The invitee will be emailed, and Ben Bell, who hosts it, told that you cancelled it.',
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Ben is ill');
    api.replies[teamListKey('t1')] = page([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(bookingMessages.hostCancelled)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/bookings/${bens.uid}/cancel`,
      body: { reason: 'Ben is ill' },
    });
  });

  it('lets an admin mark a past one’s invitee a no-show, and answer no request of it', async () => {
    api.replies['GET /api/teams'] = teamsReply;
    const past = booking('2020-03-04', { inviteeName: 'Grace Hopper', host: { name: 'Ben Bell' } });
    api.replies[teamListKey('t1', 'past')] = page([past]);
    api.replies[`POST /api/bookings/${past.uid}/no-show`] = { status: 200, body: { uid: past.uid, noShow: true } };
    const user = userEvent.setup();
    renderPage('/bookings?status=past&team=t1');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    await user.click(await within(row).findByRole('button', { name: /Mark Grace Hopper a no-show/ }));
    expect(await screen.findByText(insightsMessages.markedNoShow)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.url).toBe(`/api/bookings/${past.uid}/no-show`);
  });

  it('says who cancelled a booking for its host, and "the host" for its host’s own cancel', async () => {
    api.replies['GET /api/teams'] = teamsReply;
    api.replies[teamListKey('t1', 'cancelled')] = page([
      booking('2030-03-04', {
        status: 'cancelled',
        inviteeName: 'Grace Hopper',
        host: { name: 'Ben Bell' },
        cancelledBy: 'host',
        cancelReason: 'Ben is ill',
        cancelledByName: 'Ada Lovelace',
      }),
      booking('2030-03-05', {
        status: 'cancelled',
        inviteeName: 'Alan Turing',
        host: { name: 'Ben Bell' },
        cancelledBy: 'host',
        cancelReason: null,
      }),
    ]);
    renderPage('/bookings?status=cancelled&team=t1');
    expect(await screen.findByRole('listitem', { name: /Grace Hopper/ })).toHaveTextContent(
      'Cancelled by Ada Lovelace: Ben is ill',
    );
    expect(screen.getByRole('listitem', { name: /Alan Turing/ })).toHaveTextContent('Cancelled by the host');
  });

  it('offers a member nothing to change on it, as before', async () => {
    api.replies['GET /api/teams'] = teamsReply;
    api.replies[teamListKey('t2')] = page([
      booking('2030-03-04', { inviteeName: 'Team Invitee', host: { name: 'Ben Bell' } }),
    ]);
    api.replies[teamListKey('t2', 'past')] = page([
      booking('2020-03-04', { inviteeName: 'Grace Hopper', host: { name: 'Ben Bell' } }),
    ]);
    const user = userEvent.setup();
    renderPage('/bookings?team=t2');
    const row = await screen.findByRole('listitem', { name: /with Team Invitee/ });
    expect(row).toHaveTextContent('Hosted by Ben Bell');
    // Its history is its host's to read: no details to open, nothing fetched.
    expect(within(row).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Actions for/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy invitee email']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: /Past/ }));
    const past = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(within(past).queryByRole('button', { name: /no-show/ })).not.toBeInTheDocument();
  });
});

describe('a booking’s history in its details', () => {
  const entry = (kind: BookingHistoryEntry['kind'], at: string, more: Partial<BookingHistoryEntry> = {}) =>
    ({ kind, actor: 'host', at, fromStart: null, fromEnd: null, reason: null, ...more }) satisfies BookingHistoryEntry;
  const detail = (of: HostBooking, history: BookingHistoryEntry[]) => ({
    status: 200,
    body: { ...of, history } satisfies HostBookingDetail,
  });
  /** A host in Berlin on a 24-hour clock, with one past booking of Grace Hopper's. */
  function pastBooking() {
    api.replies['GET /api/preferences'] = {
      status: 200,
      body: { ...DEFAULT_PREFERENCES, time_zone: 'Europe/Berlin', time_format: '24h' },
    };
    const grace = booking('2020-03-04', { uid: 'hist', inviteeName: 'Grace Hopper' });
    api.replies[listKey('past')] = page([grace]);
    return grace;
  }
  const historyOf = (grace: HostBooking) => `GET /api/bookings/${grace.uid}`;

  it('reads it when the details open: what happened, who, when in the host’s zone and clock, the old time and the reason', async () => {
    const grace = pastBooking();
    api.replies[historyOf(grace)] = detail(grace, [
      entry('created', '2020-02-01T09:00:00.000Z', { actor: 'invitee' }),
      entry('rescheduled', '2020-02-10T15:30:00.000Z', {
        fromStart: '2020-03-03T12:00:00.000Z',
        fromEnd: '2020-03-03T12:30:00.000Z',
        reason: 'A clash',
      }),
      entry('no_show_marked', '2020-03-04T14:05:00.000Z', { actorName: 'Nia Admin' }),
      entry('no_show_cleared', '2020-03-05T08:00:00.000Z'),
    ]);
    const user = userEvent.setup();
    renderPage('/bookings?status=past');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(api.requests.some((r) => r.url === '/api/bookings/hist')).toBe(false);

    // With the keyboard: Tab to Details, Enter opens it.
    const details = within(row).getByRole('button', { name: 'Details' });
    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const history = await within(row).findByRole('list', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Booked · Invitee · Sat,? 1 Feb 2020, 10:00$/),
      expect.stringMatching(
        /^Rescheduled · You · Mon,? 10 Feb 2020, 16:30Moved from Tue,? 3 Mar, 13:00 – 13:30Reason: A clash$/,
      ),
      expect.stringMatching(/^Marked a no-show · Nia Admin · Wed,? 4 Mar 2020, 15:05$/),
      expect.stringMatching(/^No-show undone · You · Thu,? 5 Mar 2020, 09:00$/),
    ]);
    expect(within(history).getAllByRole('listitem')[2]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2020-03-04T14:05:00.000Z',
    );

    // Closed and opened again: the same history at once, not read again.
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(within(row).getByRole('list', { name: 'History' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/api/bookings/hist')).toHaveLength(1);
  });

  it('shows a mark made while it is open', async () => {
    const grace = pastBooking();
    api.replies[historyOf(grace)] = detail(grace, [entry('created', '2020-02-01T09:00:00.000Z', { actor: 'invitee' })]);
    api.replies[`POST /api/bookings/${grace.uid}/no-show`] = { status: 200, body: { uid: grace.uid, noShow: true } };
    const user = userEvent.setup();
    renderPage('/bookings?status=past');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const history = await within(row).findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);

    api.replies[historyOf(grace)] = detail(grace, [
      entry('created', '2020-02-01T09:00:00.000Z', { actor: 'invitee' }),
      entry('no_show_marked', '2020-03-04T14:05:00.000Z'),
    ]);
    api.replies[listKey('past')] = page([{ ...grace, noShow: true }]);
    await user.click(within(row).getByRole('button', { name: /Mark Grace Hopper a no-show/ }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(history).toHaveTextContent('Marked a no-show · You');
  });

  it('says when it could not load, and tries again', async () => {
    const grace = pastBooking();
    api.replies[historyOf(grace)] = { status: 500, body: { error: 'Internal Server Error' } };
    const user = userEvent.setup();
    renderPage('/bookings?status=past');
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Could not load the history.');
    api.replies[historyOf(grace)] = detail(grace, [entry('created', '2020-02-01T09:00:00.000Z', { actor: 'invitee' })]);
    await user.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(await within(row).findByRole('list', { name: 'History' })).toHaveTextContent('Booked · Invitee');
  });
});
