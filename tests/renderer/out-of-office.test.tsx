import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awayTexts } from '#shared/i18n/app/away.ts';
import { monthSpan } from '#shared/availability/month-span.ts';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { awayMessages, type OutOfOffice } from '#shared/schemas/out-of-office.ts';
import { BookerPage } from '../../src-renderer/features/booker/pages/booker-page.tsx';
import { OutOfOfficePage } from '../../src-renderer/features/settings/pages/out-of-office-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const texts = awayTexts;

const range = (over: Partial<OutOfOffice> = {}): OutOfOffice => ({
  id: 'r1',
  startDate: '2027-03-08',
  endDate: '2027-03-14',
  reason: 'Skiing',
  message: 'Back on the 15th',
  forwardToUserId: null,
  forwardTo: null,
  bookingsInRange: [],
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T09:00:00Z') });
  api.replies['GET /api/preferences'] = {
    status: 200,
    body: {
      theme: 'light',
      booking_page_theme: 'light',
      brand_color_light: '#007bff',
      brand_color_dark: '#007bff',
      week_start: 1,
      time_format: '24h',
      time_zone: 'Europe/Berlin',
    },
  };
  api.replies['GET /api/out-of-office/settings'] = { status: 200, body: { acceptsForwards: false } };
  api.replies['GET /api/out-of-office/teammates'] = {
    status: 200,
    body: {
      items: [
        { id: 'u-charles', name: 'Charles Babbage', username: 'charles', acceptsForwards: true },
        { id: 'u-mary', name: 'Mary Somerville', username: 'mary', acceptsForwards: false },
      ],
    },
  };
});
afterEach(() => vi.useRealTimers());

describe('Settings → Out of office', () => {
  it('lists each range with its message, teammate and the bookings that fall inside it, with links to act on them', async () => {
    api.replies['GET /api/out-of-office'] = {
      status: 200,
      body: {
        items: [
          range({
            forwardToUserId: 'u-charles',
            forwardTo: { id: 'u-charles', name: 'Charles Babbage', acceptsForwards: true },
            bookingsInRange: [
              {
                uid: 'b1',
                title: 'Intro',
                start: '2027-03-09T09:00:00.000Z',
                end: '2027-03-09T09:30:00.000Z',
                attendeeName: 'Ivy',
              },
              {
                uid: 'b2',
                title: 'Review',
                start: '2027-03-10T13:00:00.000Z',
                end: '2027-03-10T14:00:00.000Z',
                attendeeName: 'Tom',
              },
            ],
          }),
        ],
      },
    };
    renderInApp(<OutOfOfficePage />, { signedInAs: ada });
    expect(await screen.findByText('“Back on the 15th”')).toBeInTheDocument();
    expect(screen.getByText('Skiing')).toBeInTheDocument();
    expect(screen.getByText('Invitees are offered Charles Babbage instead')).toBeInTheDocument();
    expect(screen.getByText('2 bookings fall in this time')).toBeInTheDocument();
    // 09:00 UTC is 10:00 in Berlin, the host's zone.
    expect(screen.getByText(/10:00 – 10:30/)).toBeInTheDocument();

    const user = userEvent.setup();
    const ivy = screen.getByText('Intro with Ivy').closest('li')!;
    await user.click(within(ivy).getByRole('button', { name: texts['away.askReschedule'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Ivy to book another time?' });
    const reason = within(dialog).getByLabelText(texts['away.reasonForInvitee']);
    expect(reason).toHaveValue(`I am away on this day. Please book another time: ${window.location.origin}/ada`);
    api.replies['POST /api/bookings/b1/cancel'] = { status: 200, body: { ok: true } };
    await user.click(within(dialog).getByRole('button', { name: texts['away.confirmAsk'] }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/bookings/b1/cancel',
        body: { reason: `I am away on this day. Please book another time: ${window.location.origin}/ada` },
      }),
    );
  });

  it('adds a range from the dialog, offering only teammates who accept forwards, and says an overlap as the server does', async () => {
    api.replies['GET /api/out-of-office'] = { status: 200, body: { items: [] } };
    renderInApp(<OutOfOfficePage />, { signedInAs: ada });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts['away.add'] }));
    const dialog = await screen.findByRole('dialog', { name: texts['away.addTitle'] });
    const first = within(dialog).getByLabelText(texts['away.firstDay']);
    expect(first).toHaveValue('2027-03-01');
    await user.clear(first);
    await user.type(first, '2027-03-08');
    // The last day follows a first day moved past it.
    expect(within(dialog).getByLabelText(texts['away.lastDay'])).toHaveValue('2027-03-08');
    await user.clear(within(dialog).getByLabelText(texts['away.lastDay']));
    await user.type(within(dialog).getByLabelText(texts['away.lastDay']), '2027-03-14');
    await user.type(within(dialog).getByLabelText(texts['away.message']), 'Hiking');
    const forward = within(dialog).getByLabelText(texts['away.forwardTo']);
    expect(within(forward).getByRole('option', { name: 'Mary Somerville (does not accept forwards)' })).toBeDisabled();
    await user.selectOptions(forward, 'u-charles');

    api.replies['POST /api/out-of-office'] = { status: 409, body: { error: awayMessages.overlaps } };
    await user.click(within(dialog).getByRole('button', { name: texts['away.save'] }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(awayMessages.overlaps);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      startDate: '2027-03-08',
      endDate: '2027-03-14',
      reason: '',
      message: 'Hiking',
      forwardToUserId: 'u-charles',
    });
  });

  it('refuses a last day before the first in the dialog, before sending anything', async () => {
    api.replies['GET /api/out-of-office'] = { status: 200, body: { items: [] } };
    renderInApp(<OutOfOfficePage />, { signedInAs: ada });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts['away.add'] }));
    const dialog = await screen.findByRole('dialog', { name: texts['away.addTitle'] });
    await user.clear(within(dialog).getByLabelText(texts['away.lastDay']));
    await user.type(within(dialog).getByLabelText(texts['away.lastDay']), '2027-02-20');
    await user.click(within(dialog).getByRole('button', { name: texts['away.save'] }));
    expect(await within(dialog).findByText(awayMessages.endBeforeStart)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('deletes a range only after the confirmation', async () => {
    api.replies['GET /api/out-of-office'] = { status: 200, body: { items: [range()] } };
    renderInApp(<OutOfOfficePage />, { signedInAs: ada });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete time away/ }));
    const dialog = await screen.findByRole('dialog', { name: texts['away.deleteTitle'] });
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    api.replies['DELETE /api/out-of-office/r1'] = { status: 204 };
    api.replies['GET /api/out-of-office'] = { status: 200, body: { items: [] } };
    await user.click(within(dialog).getByRole('button', { name: texts['away.delete'] }));
    expect(await screen.findByText(texts['away.emptyTitle'])).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.url === '/api/out-of-office/r1')).toBe(true);
  });
});

/** The booker at `path`, as its route renders it. */
const renderBooker = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="/:username/:slug" element={<BookerPage />} />
    </Routes>,
    { path },
  );

describe('the booker of a host away', () => {
  const event: PublicBookingEventType = {
    username: 'ada',
    eventType: { name: 'Intro', slug: 'intro', description: '', duration: 30 },
    host: { name: 'Ada Lovelace', avatarUrl: null },
    bookingPageTheme: 'light',
    brandColorLight: '#0f766e',
    brandColorDark: '#5eead4',
    timeZone: 'Europe/Berlin',
    minimumNotice: 0,
    locations: [],
    bookingFields: [],
    away: {
      until: '2027-03-14',
      message: 'Hiking in the Alps',
      forward: { name: 'Charles Babbage', username: 'charles', slug: 'intro-30', eventName: 'Intro' },
    },
  };

  it('says until when the host is away with their message, and offers the teammate instead', async () => {
    api.replies['GET /api/public/ada/intro'] = { status: 200, body: event };
    api.replies[`GET /api/public/ada/intro/slots?${new URLSearchParams(monthSpan('2027-03'))}`] = {
      status: 200,
      body: { slots: [], nextAvailable: '2027-03-15T09:00:00.000Z' },
    };
    renderBooker('/ada/intro?month=2027-03&tz=Europe/Berlin');
    expect(await screen.findByText('Ada Lovelace is away until 14 March')).toBeInTheDocument();
    expect(screen.getByText('Hiking in the Alps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book with Charles Babbage instead' })).toHaveAttribute(
      'href',
      '/charles/intro-30',
    );
  });

  it('asks about a later month without open times from its first day, and says nothing of a month with times', async () => {
    const { away, ...here } = event;
    api.replies['GET /api/public/ada/intro'] = { status: 200, body: here };
    api.replies[`GET /api/public/ada/intro/slots?${new URLSearchParams(monthSpan('2027-05'))}`] = {
      status: 200,
      body: { slots: [], nextAvailable: '2027-06-07T08:00:00.000Z' },
    };
    api.replies['GET /api/public/ada/intro?date=2027-05-01'] = { status: 200, body: { ...here, away } };
    renderBooker('/ada/intro?month=2027-05&tz=Europe/Berlin');
    expect(await screen.findByText('Ada Lovelace is away until 14 March')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('?date=')).map((r) => r.url)).toEqual([
      '/api/public/ada/intro?date=2027-05-01',
    ]);
  });
});
