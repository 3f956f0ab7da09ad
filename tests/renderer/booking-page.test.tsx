import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bookingFormTexts } from '#shared/booking-form-texts.ts';
import { messages } from '#shared/messages.ts';
import { bookingMessages, type PublicBooking } from '#shared/schemas/bookings.ts';
import { BookingPage } from '../../src-renderer/features/booker/pages/booking-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const GET = 'GET /api/public/bookings/bk1';
const CANCEL = 'POST /api/public/bookings/bk1/cancel';

const booking: PublicBooking = {
  uid: 'bk1',
  icalUid: 'bk1@kairos.example',
  sequence: 0,
  bookingPageTheme: 'system',
  brandColorLight: '#007bff',
  brandColorDark: '#007bff',
  status: 'accepted',
  title: 'Intro call',
  // Berlin 09:00–09:30 on Tuesday 16 March 2027 (+01:00); New York is at −04:00 by then.
  start: '2027-03-16T08:00:00.000Z',
  end: '2027-03-16T08:30:00.000Z',
  duration: 30,
  past: false,
  host: { name: 'Ada Lovelace', timeZone: 'Europe/Berlin' },
  username: 'ada',
  eventSlug: 'intro',
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.com',
  inviteeTimeZone: 'America/New_York',
  notes: 'About compilers',
  location: null,
  locationUrl: null,
  locationKind: null,
  responses: {},
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  requestExpiresAt: null,
  // The server writes it (the invite the invitee's email carried): the page offers it as it is.
  invite: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:bk1@kairos.example\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
};

/** The booking as the server reads it after a cancellation on 1 March at 15:05 UTC. */
function cancelledBy(actor: 'invitee' | 'host', reason: string | null): PublicBooking {
  return {
    ...booking,
    status: 'cancelled',
    cancelledAt: '2027-03-01T15:05:00.000Z',
    cancelledBy: actor,
    cancelReason: reason,
  };
}

function renderPage(token = 'tok1', state?: object) {
  // The host's look is read when the event can still be booked; a missing one leaves the OS theme.
  api.replies['GET /api/public/ada/intro'] ??= { status: 404, body: { error: 'Not found' } };
  return renderInApp(
    <Routes>
      <Route path="/booking/:uid" element={<BookingPage />} />
    </Routes>,
    { path: { pathname: '/booking/bk1', search: `?token=${token}`, state } },
  );
}

describe('the manage page', () => {
  it('confirms a booking just made, in the invitee’s zone with the host’s beside it', async () => {
    api.replies[GET] = { status: 200, body: booking };
    renderPage('tok1', { justBooked: true });

    expect(await screen.findByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
    expect(api.requests[0]!.headers['x-booking-token']).toBe('tok1');
    expect(screen.getByText('A calendar invitation was sent to grace@example.com.')).toBeVisible();
    expect(screen.getByText('Intro call · 30 min')).toBeVisible();
    expect(screen.getByText('Tue 16 Mar 2027 · 4:00 AM–4:30 AM (America/New York)')).toBeVisible();
    expect(screen.getByText(/Ada Lovelace’s time: Tue 16 Mar 2027 · 9:00 AM–9:30 AM \(Europe\/Berlin\)/)).toBeVisible();
    expect(screen.getByText('About compilers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/ada/intro?reschedule=bk1&token=tok1&tz=America%2FNew_York&date=2027-03-16',
    );
  });

  it('says "hosts" beside a team booking’s several hosts, and "host" beside one', async () => {
    api.replies[GET] = {
      status: 200,
      body: { ...booking, host: { name: 'Ada Lovelace, Grace Hopper', timeZone: 'Europe/Berlin', count: 2 } },
    };
    const first = renderPage();
    expect((await screen.findByText('(hosts)')).parentElement).toHaveTextContent('Ada Lovelace, Grace Hopper (hosts)');
    expect(screen.queryByText('(host)')).toBeNull();
    first.unmount();
    api.replies[GET] = { status: 200, body: booking };
    renderPage();
    expect(await screen.findByText('(host)')).toBeVisible();
  });

  it('says a move awaits the host, with the time the booking keeps until then', async () => {
    api.replies[GET] = {
      status: 200,
      body: {
        ...booking,
        status: 'pending',
        requestExpiresAt: '2027-03-15T12:00:00.000Z',
        heldTime: { start: '2027-03-23T08:00:00.000Z', end: '2027-03-23T08:30:00.000Z' },
      },
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your move awaits the host', level: 1 })).toBeVisible();
    expect(
      screen.getByText(
        /Your booking stays on 23 March 2027 at 4:00 AM until Ada Lovelace confirms the move to 16 March 2027/,
      ),
    ).toBeVisible();
  });

  it("offers the server's invite as the calendar file, and the meeting as Google and Outlook.com links", async () => {
    api.replies[GET] = { status: 200, body: booking };
    renderPage();
    const calendar = await screen.findByRole('region', { name: 'Add to calendar' });

    const file = within(calendar).getByRole('link', { name: 'Calendar file (.ics)' });
    expect(file).toHaveAttribute('download', 'intro-call.ics');
    const ics = decodeURIComponent(file.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toBe(booking.invite);

    const google = new URL(within(calendar).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Intro call');
    expect(google.searchParams.get('dates')).toBe('20270316T080000Z/20270316T083000Z');
    expect(google.searchParams.get('details')).not.toContain('tok1');
    const outlook = new URL(within(calendar).getByRole('link', { name: 'Outlook.com' }).getAttribute('href')!);
    expect(outlook.searchParams.get('subject')).toBe('Intro call');
    expect(outlook.searchParams.get('startdt')).toBe('2027-03-16T08:00:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2027-03-16T08:30:00.000Z');
  });

  it('says where the meeting is and what was answered, with the labels as asked and the guests', async () => {
    const JITSI = 'https://meet.jit.si/kairos-4f9c2a7d1e3b5a6c8d0e2f4a6b8c0d1e';
    api.replies[GET] = {
      status: 200,
      body: {
        ...booking,
        location: JITSI,
        locationUrl: JITSI,
        locationKind: 'jitsi',
        responses: {
          name: { label: 'Name', value: 'Grace Hopper' },
          email: { label: 'Email', value: 'grace@example.com' },
          location: { label: 'Location', value: JITSI },
          company: { label: 'Your company', value: 'US Navy' },
          topics: { label: 'Topics', value: ['Compilers', 'COBOL'] },
          remote: { label: 'Remote?', value: false },
          seats: { label: 'Seats', value: 12 },
          notes: { label: 'Notes', value: 'About compilers' },
          guests: { label: 'Guests', value: ['alan@example.com'] },
        },
      } satisfies PublicBooking,
    };
    renderPage();
    const where = await screen.findByRole('link', { name: `${JITSI} ${bookingFormTexts.opensInNewTab}` });
    expect(where).toHaveAttribute('href', JITSI);
    expect(where).toHaveAttribute('target', '_blank');
    expect(where.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Where').nextElementSibling).toContainElement(where);

    expect(screen.getByText('Who').nextElementSibling).toHaveTextContent('alan@example.com (guest)');
    const answers = screen.getByText('Answers').nextElementSibling as HTMLElement;
    expect(
      within(answers)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Your company', 'Topics', 'Remote?', 'Seats']);
    expect(
      within(answers)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['US Navy', 'Compilers, COBOL', 'No', '12']);
    // Name, email, notes and the location are said once, in their own rows.
    expect(screen.getAllByText('About compilers')).toHaveLength(1);

    const calendar = screen.getByRole('region', { name: 'Add to calendar' });
    const google = new URL(within(calendar).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('location')).toBe(JITSI);
    const outlook = new URL(within(calendar).getByRole('link', { name: 'Outlook.com' }).getAttribute('href')!);
    expect(outlook.searchParams.get('location')).toBe(JITSI);
  });

  it('gives a phone location as a number to call, and an address as text', async () => {
    api.replies[GET] = {
      status: 200,
      body: { ...booking, location: 'Phone call: +1 212 555 0123', locationUrl: null, locationKind: 'phone' },
    };
    renderPage();
    expect(await screen.findByRole('link', { name: 'Phone call: +1 212 555 0123' })).toHaveAttribute(
      'href',
      'tel:+12125550123',
    );
  });

  it('cancels with a reason, then shows the cancelled booking and a way to book again', async () => {
    api.replies[GET] = { status: 200, body: booking };
    api.replies[CANCEL] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Intro call', level: 1 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Something came up');
    api.replies[GET] = { status: 200, body: cancelledBy('invitee', 'Something came up') };
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('heading', { name: 'This booking was cancelled', level: 1 })).toBeVisible();
    expect(screen.getByText(bookingMessages.cancelled)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const cancel = api.requests.find((r) => `${r.method} ${r.url}` === CANCEL)!;
    expect(cancel.body).toEqual({ reason: 'Something came up' });
    expect(cancel.headers['x-booking-token']).toBe('tok1');
    expect(screen.getByText('Cancelled by you on 1 March 2027 at 10:05 AM.')).toBeVisible();
    expect(screen.getByText('Something came up')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/ada/intro');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says why when the booking can no longer be cancelled, and shows it as it now is', async () => {
    api.replies[GET] = { status: 200, body: booking };
    api.replies[CANCEL] = { status: 410, body: { error: bookingMessages.alreadyCancelled } };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    api.replies[GET] = { status: 200, body: cancelledBy('host', null) };
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));

    // Said calmly on the page in a polite live region, not in a toast called an error.
    const said = await screen.findByText(bookingMessages.alreadyCancelled);
    expect(said).toBeVisible();
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('article')).toContainElement(said);
    expect(screen.queryByText(messages.error)).toBeNull();
    expect(await screen.findByText('Cancelled by Ada Lovelace on 1 March 2027 at 10:05 AM.')).toBeVisible();
    expect(api.requests.filter((r) => `${r.method} ${r.url}` === GET)).toHaveLength(2);
  });

  it('says a meeting has taken place and offers no changes', async () => {
    api.replies[GET] = { status: 200, body: { ...booking, past: true } };
    renderPage();
    expect(await screen.findByText(bookingMessages.alreadyPast)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Intro call', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('says a link with a wrong token is not valid', async () => {
    api.replies[GET] = { status: 404, body: { error: bookingMessages.linkInvalid } };
    renderPage('wrong');
    expect(await screen.findByRole('heading', { name: bookingMessages.linkInvalid })).toBeVisible();
  });

  it('shows a loading state, and offers a retry when the booking cannot be read', async () => {
    api.replies[GET] = { status: 500, body: { error: 'Internal Server Error' } };
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('Your booking could not be loaded. Please try again.')).toBeVisible();
    api.replies[GET] = { status: 200, body: booking };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Intro call', level: 1 })).toBeVisible());
  });
});
