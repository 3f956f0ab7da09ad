import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { type LiveEvent, liveMessages, liveWhen } from '#shared/schemas/live.ts';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { OfflineBanner } from '../../src-renderer/features/layout/components/offline-banner.tsx';
import { LiveEventsProvider } from '../../src-renderer/lib/live-events.tsx';
import { browserZone } from '../../src-renderer/lib/zoned-time.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const UPCOMING = `GET /api/bookings?${new URLSearchParams({ status: 'upcoming' })}&group=series`;

const grace: HostBooking = {
  uid: 'live-1',
  title: '30 Min Meeting',
  start: '2030-03-04T12:00:00.000Z',
  end: '2030-03-04T12:30:00.000Z',
  status: 'accepted',
  eventTypeId: 'e1',
  inviteeName: 'Grace Hopper',
  inviteeEmail: 'grace@example.test',
  inviteeTimeZone: 'UTC',
  notes: '',
  location: null,
  locationUrl: null,
  locationKind: null,
  responses: {},
  sequence: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  cancelledAt: null,
  requestExpiresAt: null,
  cancelledBy: null,
  cancelReason: null,
  noShow: false,
};

/** The server's side of the live stream: `/api/events` answers a stream the test writes to. */
function liveServer() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  let opened = 0;
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/events') return inner(url, init);
    opened++;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    opened: () => opened,
    send(id: number, event: LiveEvent) {
      push(`id: ${id}\nevent: booking\ndata: ${JSON.stringify(event)}\n\n`);
    },
  };
}

function renderLive() {
  return renderInApp(
    <LiveEventsProvider>
      <OfflineBanner />
      <BookingsPage />
    </LiveEventsProvider>,
    { path: '/bookings', signedInAs: ada },
  );
}

describe('the bookings page, live', () => {
  it('shows a new booking without a reload when the stream tells of it, and says so in a toast', async () => {
    api.replies[UPCOMING] = { status: 200, body: { items: [], nextCursor: null } };
    const server = liveServer();
    renderLive();
    expect(await screen.findByText(/No upcoming bookings/i)).toBeInTheDocument();
    await vi.waitFor(() => expect(server.opened()).toBe(1));

    api.replies[UPCOMING] = { status: 200, body: { items: [grace], nextCursor: null } };
    server.send(7, {
      kind: 'created',
      at: '2030-01-01T00:00:00.000Z',
      booking: {
        uid: grace.uid,
        title: grace.title,
        start: grace.start,
        end: grace.end,
        status: 'accepted',
        inviteeName: 'Grace Hopper',
        locationUrl: null,
      },
    });
    expect(await screen.findByRole('listitem', { name: /30 Min Meeting with Grace Hopper/ })).toBeInTheDocument();
    expect(
      await screen.findByText(liveMessages.newBooking('Grace Hopper', liveWhen(grace.start, browserZone()))),
    ).toBeInTheDocument();
    // One read of the list per event, not a poll.
    expect(api.requests.filter((r) => `${r.method} ${r.url}` === UPCOMING)).toHaveLength(2);
  });

  it('says the server cannot be reached while the stream cannot connect, and keeps the list readable', async () => {
    api.replies[UPCOMING] = { status: 200, body: { items: [grace], nextCursor: null } };
    api.replies['GET /api/events'] = { status: 0, networkError: true };
    renderLive();
    expect(await screen.findByRole('listitem', { name: /30 Min Meeting with Grace Hopper/ })).toBeInTheDocument();
    expect(await screen.findByText(liveMessages.offline)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /30 Min Meeting with Grace Hopper/ })).toBeInTheDocument();
  });
});
