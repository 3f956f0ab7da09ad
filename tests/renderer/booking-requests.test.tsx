import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { HostBooking, HostBookingList } from '#shared/schemas/bookings.ts';
import { type RequestLinkView, requestMessages } from '#shared/schemas/requests.ts';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { RequestPage } from '../../src-renderer/features/requests/pages/request-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const request: HostBooking = {
  uid: 'req1',
  title: '30 Min Meeting',
  start: '2030-03-04T12:00:00.000Z',
  end: '2030-03-04T12:30:00.000Z',
  status: 'pending',
  eventTypeId: 'e1',
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.test',
  inviteeTimeZone: 'Europe/Berlin',
  notes: '',
  location: null,
  locationUrl: null,
  locationKind: null,
  responses: {},
  sequence: 0,
  createdAt: '2030-03-01T00:00:00.000Z',
  cancelledAt: null,
  requestExpiresAt: '2030-03-02T00:00:00.000Z',
  cancelledBy: null,
  cancelReason: null,
  noShow: false,
};

const pendingList = (items: HostBooking[]): { status: number; body: HostBookingList } => ({
  status: 200,
  body: { items, nextCursor: null },
});
const PENDING = 'GET /api/bookings?status=pending&group=series';

describe('the Pending tab', () => {
  it('shows a request with its deadline and approves it', async () => {
    api.replies[PENDING] = pendingList([request]);
    api.replies['POST /api/bookings/req1/approve'] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings?status=pending', signedInAs: ada });
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('Declined automatically if not answered by');
    api.replies[PENDING] = pendingList([]);
    await user.click(within(row).getByRole('button', { name: 'Approve 30 Min Meeting with Grace Hopper' }));
    expect(await screen.findByText(requestMessages.approved)).toBeInTheDocument();
    expect(await screen.findByText('No requests waiting for your answer.')).toBeInTheDocument();
  });

  it('shows a move awaiting the answer with the time the booking keeps', async () => {
    const move = { ...request, heldTime: { start: '2030-03-11T12:00:00.000Z', end: '2030-03-11T12:30:00.000Z' } };
    api.replies[PENDING] = pendingList([move]);
    renderInApp(<BookingsPage />, { path: '/bookings?status=pending', signedInAs: ada });
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    expect(row).toHaveTextContent(/Booked for [^.]*11 Mar[^.]*\. Moving to this time awaits your answer/);
  });

  it("declines with a reason, and says the server's reason when the request was already answered", async () => {
    api.replies[PENDING] = pendingList([request]);
    api.replies['POST /api/bookings/req1/decline'] = { status: 409, body: { error: requestMessages.expired } };
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings?status=pending', signedInAs: ada });
    const row = await screen.findByRole('listitem', { name: /Grace Hopper/ });
    await user.click(within(row).getByRole('button', { name: 'Decline 30 Min Meeting with Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(requestMessages.expired)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Away that week' });
  });
});

const view: RequestLinkView = {
  uid: 'req1',
  action: 'approve',
  status: 'pending',
  decided: null,
  title: '30 Min Meeting',
  start: '2030-03-04T12:00:00.000Z',
  end: '2030-03-04T12:30:00.000Z',
  hostTimeZone: 'Europe/Berlin',
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.test',
  inviteeTimeZone: 'America/New_York',
  notes: 'About compilers',
  location: null,
  requestExpiresAt: '2030-03-02T00:00:00.000Z',
};

function renderLinkPage(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/booking/:uid/:action" element={<RequestPage />} />
    </Routes>,
    { path },
  );
}

describe("the host's email link page", () => {
  it('shows the request without changing it, then approves it with the POST button', async () => {
    api.replies['GET /api/public/requests/req1'] = { status: 200, body: view };
    api.replies['POST /api/public/requests/req1/approve'] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderLinkPage('/booking/req1/approve?token=secret-approve');
    expect(await screen.findByRole('heading', { name: 'Approve this request?' })).toBeInTheDocument();
    expect(screen.getByText('Monday, March 4, 2030, 1:00 PM – 1:30 PM (Europe/Berlin)')).toBeInTheDocument();
    expect(screen.getByText('About compilers')).toBeInTheDocument();
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
    expect(api.requests[0]!.headers['x-request-token']).toBe('secret-approve');

    api.replies['GET /api/public/requests/req1'] = {
      status: 200,
      body: { ...view, status: 'accepted', decided: requestMessages.alreadyApproved },
    };
    await user.click(screen.getByRole('button', { name: 'Approve request' }));
    expect(await screen.findByRole('heading', { name: requestMessages.approved })).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.headers['x-request-token']).toBe('secret-approve');
  });

  it('says what happened when the request was already answered, with no button to press', async () => {
    api.replies['GET /api/public/requests/req1'] = {
      status: 200,
      body: { ...view, action: 'decline', status: 'rejected', decided: requestMessages.alreadyDeclined },
    };
    renderLinkPage('/booking/req1/decline?token=secret-decline');
    expect(await screen.findByRole('heading', { name: requestMessages.alreadyDeclined })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your bookings' })).toBeInTheDocument();
  });

  it('refuses a forged link with a readable page', async () => {
    api.replies['GET /api/public/requests/req1'] = { status: 404, body: { error: requestMessages.linkInvalid } };
    renderLinkPage('/booking/req1/approve?token=forged');
    expect(await screen.findByRole('heading', { name: requestMessages.linkInvalidTitle })).toBeInTheDocument();
    expect(screen.getByText(requestMessages.linkInvalidHint)).toBeInTheDocument();
  });
});
