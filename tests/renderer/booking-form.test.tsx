import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { messages } from '#shared/messages.ts';
import { bookingMessages, type PublicBooking } from '#shared/schemas/bookings.ts';
import { bookingFormTexts } from '#shared/booking-form-texts.ts';
import { answerMessages, type BookingField, locationMessages } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { monthSpan } from '#shared/availability/month-span.ts';
import { BookerPage } from '../../src-renderer/features/booker/pages/booker-page.tsx';
import { type FakeReply, fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const event: PublicBookingEventType = {
  username: 'ada',
  eventType: { name: '30 Min Meeting', slug: '30min', description: '', duration: 30 },
  host: { name: 'Ada Lovelace', avatarUrl: null },
  bookingPageTheme: 'light',
  brandColorLight: '#0f766e',
  brandColorDark: '#5eead4',
  timeZone: 'Europe/Berlin',
  minimumNotice: 0,
  locations: [],
  bookingFields: [],
};
const NINE = '2027-03-16T08:00:00.000Z';
const NINE_THIRTY = '2027-03-16T08:30:00.000Z';
const movedBooking: PublicBooking = {
  uid: 'bk1',
  icalUid: 'bk1@kairos.example',
  sequence: 0,
  bookingPageTheme: 'system',
  brandColorLight: '#007bff',
  brandColorDark: '#007bff',
  status: 'accepted',
  title: '30 Min Meeting',
  start: NINE,
  end: NINE_THIRTY,
  duration: 30,
  past: false,
  host: { name: 'Ada Lovelace', timeZone: 'Europe/Berlin' },
  username: 'ada',
  eventSlug: '30min',
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
};
const BOOK = 'POST /api/public/ada/30min/bookings?lang=en';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function slotsUrl(reschedule?: string): string {
  const query = new URLSearchParams({ ...monthSpan('2027-03'), ...(reschedule && { reschedule }) });
  return `GET /api/public/ada/30min/slots?${query}`;
}

function Address() {
  const location = useLocation();
  const state = location.state as { justBooked?: boolean; rescheduled?: boolean } | null;
  return (
    <output aria-label="address">{`${location.pathname}${location.search}${state?.justBooked ? ' (just booked)' : ''}${state?.rescheduled ? ' (rescheduled)' : ''}`}</output>
  );
}

function renderBooker(search: string) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/:username/:slug" element={<BookerPage />} />
        <Route path="/booking/:uid" element={<p>Manage page</p>} />
      </Routes>
      <Address />
    </>,
    { path: `/ada/30min?month=2027-03&date=2027-03-16&tz=Europe/Berlin&${search}` },
  );
}

const created: FakeReply = {
  status: 201,
  body: {
    uid: 'bk1',
    status: 'accepted',
    start: NINE,
    end: NINE_THIRTY,
    manageUrl: 'https://kairos.test/booking/bk1?token=tok1',
  },
};

const bookRequests = () => api.requests.filter((r) => `${r.method} ${r.url}` === BOOK);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'Grace@Example.com');
  await user.type(screen.getByLabelText(/Notes/), 'About compilers');
}

beforeEach(() => {
  api.replies['GET /api/public/ada/30min'] = { status: 200, body: event };
  api.replies[slotsUrl()] = {
    status: 200,
    body: { slots: [{ start: NINE }, { start: NINE_THIRTY }], nextAvailable: null },
  };
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-10T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('the booking form', () => {
  it('says what is missing in the shared schema’s words and sends nothing', async () => {
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    // The file's first test also pays for compiling the form's lazy chunk.
    const form = await screen.findByRole('region', { name: 'Enter your details' }, { timeout: 10_000 });
    expect(form).toHaveTextContent('Tue 16 Mar 2027 · 9:00 AM–9:30 AM (Europe/Berlin) · 30 min');
    expect(screen.getByRole('heading', { name: 'Enter your details' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Name is required.')).toBeVisible();
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@');
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Email must be a valid email address.')).toBeVisible();
    expect(bookRequests()).toHaveLength(0);
  });

  it('books the time in the booker’s zone with an idempotency key and opens the manage page', async () => {
    api.replies[BOOK] = created;
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await screen.findByText('Manage page');
    expect(address()).toBe('/booking/bk1?token=tok1 (just booked)');
    const [request] = bookRequests();
    expect(request!.body).toEqual({
      start: NINE,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      notes: 'About compilers',
      timeZone: 'Europe/Berlin',
      // The device's language tag and the clock the times were shown on: the invitee's emails use them.
      dateLocale: navigator.language,
      hourCycle: 'h12',
      responses: {},
    });
    expect(request!.headers['idempotency-key']).toMatch(UUID);
  });

  it('asks to request a time the host confirms first, and says so, only within the host’s threshold', async () => {
    // Now is 10 February 12:00 UTC; 16 March is 820 hours ahead.
    api.replies['GET /api/public/ada/30min'] = {
      status: 200,
      body: { ...event, requiresConfirmation: true, confirmationThresholdHours: 1000 },
    };
    api.replies[BOOK] = { ...created, body: { ...(created.body as object), status: 'pending' } };
    const user = userEvent.setup();
    const { unmount } = renderBooker(`slot=${NINE}`);
    await fillIn(user);
    expect(screen.getByText(/The host confirms this booking first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await screen.findByText('Manage page');
    expect(bookRequests()).toHaveLength(1);
    unmount();

    // Booked further ahead than the threshold: an ordinary booking.
    api.replies['GET /api/public/ada/30min'] = {
      status: 200,
      body: { ...event, requiresConfirmation: true, confirmationThresholdHours: 24 },
    };
    renderBooker(`slot=${NINE}`);
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    expect(screen.queryByText(/The host confirms this booking first/)).not.toBeInTheDocument();
  });

  it('keeps the values and the key when the server cannot be reached, and takes a new key when they change', async () => {
    api.replies[BOOK] = { status: 0, networkError: true };
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach Kairos. Your booking is not confirmed yet — try again.",
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(bookRequests()).toHaveLength(2));
    const [first, retry] = bookRequests();
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(bookRequests()).toHaveLength(3));
    expect(bookRequests()[2]!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('says calmly above the day’s times, read again, that someone else took the time; what was typed stays', async () => {
    const TEN = '2027-03-16T09:00:00.000Z';
    api.replies[slotsUrl()] = {
      status: 200,
      body: { slots: [{ start: NINE }, { start: NINE_THIRTY }, { start: TEN }], nextAvailable: null },
    };
    api.replies[BOOK] = { status: 409, body: { error: bookingMessages.slotTaken } };
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await fillIn(user);
    api.replies[slotsUrl()] = {
      status: 200,
      body: { slots: [{ start: NINE_THIRTY }, { start: TEN }], nextAvailable: null },
    };
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const times = await screen.findByRole('list', { name: 'Open times' });
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['9:30 AM', '10:00 AM']),
    );
    // Inline, in a polite live region above the times: not a toast, and not called an error.
    const said = await screen.findByText(bookingMessages.slotTaken);
    const region = said.closest('[role="status"]')!;
    expect(region).not.toBeNull();
    expect(region).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('region', { name: 'Choose a time' })).toContainElement(said);
    expect(region.compareDocumentPosition(times) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(bookingMessages.slotTaken)).toHaveLength(1);
    expect(screen.queryByText(messages.error)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(address()).not.toContain('slot=');
    expect(api.requests.filter((r) => r.url.includes('/slots'))).toHaveLength(2);

    await user.click(within(times).getByRole('button', { name: '9:30 AM' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('Grace@Example.com');
    expect(screen.queryByText(bookingMessages.slotTaken)).toBeNull();
  });

  it('shows the server’s sentence for a refused booking and for too many attempts', async () => {
    api.replies[BOOK] = { status: 400, body: { error: bookingMessages.notice(120) } };
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Bookings need at least 2 hours' notice.");

    api.replies[BOOK] = { status: 429, body: { error: 'Too many attempts. Try again in 1 minute.' } };
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 minute.'),
    );
    expect(screen.getByLabelText(/Notes/)).toHaveValue('About compilers');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.queryByText(messages.error)).toBeNull();
  });

  it('never calls a failure an error: not reached, refused or limited, it is said beside the buttons', async () => {
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await fillIn(user);
    for (const [reply, text] of [
      [{ status: 0, networkError: true }, "We couldn't reach Kairos. Your booking is not confirmed yet — try again."],
      [
        { status: 429, body: { error: 'Too many attempts. Try again in 1 minute.' } },
        'Too many attempts. Try again in 1 minute.',
      ],
      [{ status: 500, body: {} }, 'Something went wrong. Your booking is not confirmed yet — try again.'],
    ] as const) {
      api.replies[BOOK] = reply;
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(screen.getByRole('region', { name: 'Enter your details' })).toContainElement(screen.getByRole('alert'));
      expect(screen.queryByText(messages.error)).toBeNull();
      expect(screen.getByLabelText('Email')).toHaveValue('Grace@Example.com');
    }
  });
});

describe('the booking form built from the event’s questions and locations', () => {
  const questions: BookingField[] = [
    ...DEFAULT_BOOKING_FIELDS,
    { name: 'company', type: 'text', label: 'Company', required: true, hidden: false },
    { name: 'remote', type: 'checkbox', label: 'We work remotely', required: false, hidden: false },
    {
      name: 'tools',
      type: 'multiselect',
      label: 'Tools you use',
      required: true,
      hidden: false,
      options: ['Slack', 'Teams'],
      showIf: { field: 'remote', equals: 'true' },
    },
  ];
  const withQuestions: PublicBookingEventType = {
    ...event,
    bookingFields: questions,
    locations: [
      { kind: 'jitsi', label: 'Jitsi Meet video call' },
      { kind: 'invitee_address', label: 'In person, at an address you choose' },
    ],
  };

  it('asks the host’s questions, a conditional one only when its condition holds, and sends the answers', async () => {
    api.replies['GET /api/public/ada/30min'] = { status: 200, body: withQuestions };
    api.replies[BOOK] = created;
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}`);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    expect(screen.queryByRole('group', { name: 'Tools you use' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(answerMessages.required('Company'))).toBeVisible();
    expect(screen.getByText('Location is required.')).toBeVisible();
    expect(screen.queryByText(answerMessages.required('Tools you use'))).toBeNull();
    expect(bookRequests()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Navy');
    await user.click(screen.getByRole('checkbox', { name: 'We work remotely' }));
    const tools = screen.getByRole('group', { name: 'Tools you use' });
    await user.click(screen.getByRole('radio', { name: /In person, at an address you choose/ }));
    await user.type(screen.getByRole('textbox', { name: bookingFormTexts.inviteeAddressLabel }), '1 Navy Yard');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await within(tools).findByText(answerMessages.required('Tools you use'))).toBeVisible();

    await user.click(within(tools).getByRole('checkbox', { name: 'Teams' }));
    await user.click(screen.getByRole('button', { name: bookingFormTexts.addGuest }));
    await user.keyboard('alan@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('Manage page');
    expect(bookRequests()[0]!.body).toEqual({
      start: NINE,
      timeZone: 'Europe/Berlin',
      dateLocale: navigator.language,
      hourCycle: 'h12',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      notes: '',
      location: { kind: 'invitee_address', value: '1 Navy Yard' },
      responses: { company: 'Navy', remote: true, tools: ['Teams'], guests: ['alan@example.com'] },
    });
  });

  it('fills in what the booking URL names, and keeps what was typed over Back', async () => {
    api.replies['GET /api/public/ada/30min'] = { status: 200, body: withQuestions };
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}&name=Grace%20Hopper&email=grace%40example.com&company=Navy&location=jitsi`);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Navy');
    expect(screen.getByRole('radio', { name: /Jitsi Meet video call/ })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'US Navy');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: '9:30 AM' }));
    expect(await screen.findByRole('textbox', { name: 'Company' })).toHaveValue('US Navy');
  });

  it('puts each of the server’s sentences under its field and focuses the first', async () => {
    api.replies['GET /api/public/ada/30min'] = { status: 200, body: withQuestions };
    api.replies[BOOK] = {
      status: 400,
      body: {
        error: answerMessages.summary,
        fields: { company: 'Company is not known to us.', location: locationMessages.notOffered },
      },
    };
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}&name=Grace&email=grace%40example.com&company=Navy&location=jitsi`);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    const company = screen.getByRole('textbox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveAccessibleDescription('Company is not known to us.'));
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'Location' })).getByRole('alert')).toHaveTextContent(
      locationMessages.notOffered,
    );
    expect(screen.queryByText(answerMessages.summary)).toBeNull();
  });

  it('tells the one location the invitee need not choose, and sends no choice', async () => {
    api.replies['GET /api/public/ada/30min'] = {
      status: 200,
      body: {
        ...event,
        bookingFields: [],
        locations: [{ kind: 'phone', label: 'Phone call', value: '+1 212 555 0123' }],
      },
    };
    api.replies[BOOK] = created;
    const user = userEvent.setup();
    renderBooker(`slot=${NINE}&name=Grace&email=grace%40example.com`);
    const form = await screen.findByRole('region', { name: 'Enter your details' });
    expect(within(form).getByText('+1 212 555 0123')).toBeVisible();
    expect(within(form).queryByRole('radio')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText('Manage page');
    expect(bookRequests()[0]!.body).toMatchObject({ location: { kind: 'phone' } });
  });
});

describe('rescheduling from the booker', () => {
  /** The booking, its open times with its own, and the answer to moving it. */
  function replyToMove(move: FakeReply) {
    api.replies['GET /api/public/bookings/bk1'] = { status: 200, body: movedBooking };
    api.replies[slotsUrl('bk1')] = {
      status: 200,
      body: { slots: [{ start: NINE }, { start: NINE_THIRTY }], nextAvailable: null },
    };
    api.replies['POST /api/public/bookings/bk1/reschedule'] = move;
  }

  it('says which time moves, reads the open times with the link’s token, and moves it to the new one', async () => {
    replyToMove({
      status: 200,
      body: {
        uid: 'bk1',
        status: 'accepted',
        start: NINE_THIRTY,
        end: '2027-03-16T09:00:00.000Z',
        manageUrl: 'https://kairos.test/booking/bk1?token=tok1',
      },
    });
    const user = userEvent.setup();
    renderBooker('reschedule=bk1&token=tok1');

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Rescheduling Tue 16 Mar 2027 · 9:00 AM–9:30 AM (Europe/Berlin) — pick a new time',
    );
    const times = await screen.findByRole('list', { name: 'Open times' });
    const slotsRequest = api.requests.find((r) => r.url.includes('/slots'))!;
    expect(slotsRequest.headers['x-booking-token']).toBe('tok1');

    await user.click(within(times).getByRole('button', { name: '9:30 AM' }));
    const step = await screen.findByRole('region', { name: 'Your new time' });
    expect(within(step).queryByLabelText('Name')).not.toBeInTheDocument();
    await user.type(within(step).getByLabelText(/Reason for rescheduling/), 'A clash');
    await user.click(within(step).getByRole('button', { name: 'Confirm new time' }));

    await screen.findByText('Manage page');
    expect(address()).toBe('/booking/bk1?token=tok1 (rescheduled)');
    const move = api.requests.find((r) => r.url.endsWith('/reschedule'))!;
    expect(move.body).toEqual({ start: NINE_THIRTY, reason: 'A clash' });
    expect(move.headers['x-booking-token']).toBe('tok1');
  });

  it('says calmly above the times that someone else took the new time of a move', async () => {
    replyToMove({ status: 409, body: { error: bookingMessages.slotTaken } });
    const user = userEvent.setup();
    renderBooker(`reschedule=bk1&token=tok1&slot=${NINE_THIRTY}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm new time' }));

    const said = await screen.findByText(bookingMessages.slotTaken);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Choose a time' })).toContainElement(said);
    expect(screen.queryByText(messages.error)).toBeNull();
    expect(screen.getByRole('list', { name: 'Open times' })).toBeInTheDocument();
  });

  it('says so when the link is not valid', async () => {
    api.replies['GET /api/public/bookings/bk1'] = { status: 404, body: { error: bookingMessages.linkInvalid } };
    renderBooker('reschedule=bk1&token=wrong');
    expect(await screen.findByRole('heading', { name: bookingMessages.linkInvalid })).toBeVisible();
  });
});
