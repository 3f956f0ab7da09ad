import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostBooking, HostBookingList } from '#shared/schemas/bookings.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { SlotList, seatsLeftOf } from '../../src-renderer/features/booker/components/slot-list.tsx';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { SeatsFields } from '../../src-renderer/features/event-types/components/seats-fields.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

// Times with seats in the app (ADR 026): the booker's seats left, the host's time with its attendees.

const api = fakeApiPerTest();

const time = {
  key: 'e1/2030-03-04T12:00:00.000Z',
  seats: 5,
  attendees: [
    { uid: 's1', name: 'Grace Hopper', email: 'grace@example.test' },
    { uid: 's2', name: 'Alan Turing', email: 'alan@example.test' },
  ],
};

function seat(uid: string, name: string, email: string): HostBooking {
  return {
    uid,
    title: 'Workshop',
    start: '2030-03-04T12:00:00.000Z',
    end: '2030-03-04T13:00:00.000Z',
    status: 'accepted',
    eventTypeId: 'e1',
    inviteeName: name,
    inviteeEmail: email,
    inviteeTimeZone: 'UTC',
    notes: '',
    location: null,
    locationUrl: null,
    locationKind: null,
    responses: {},
    sequence: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    requestExpiresAt: null,
    noShow: false,
    seat: time,
  };
}

const list = (items: HostBooking[]): { status: number; body: HostBookingList } => ({
  status: 200,
  body: { items, nextCursor: null },
});

describe('seats in the booker', () => {
  it('says the seats left under each time, and nothing when the count is not given', () => {
    const slots = [
      { start: '2030-03-04T09:00:00.000Z', seatsLeft: 1 },
      { start: '2030-03-04T10:00:00.000Z', seatsLeft: 4 },
    ];
    render(
      <SlotList
        starts={slots.map((s) => s.start)}
        zone="UTC"
        hour12={false}
        chosen={null}
        onPick={() => undefined}
        seatsLeft={seatsLeftOf(slots)}
      />,
    );
    expect(screen.getByRole('button', { name: '09:00 1 seat left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10:00 4 seats left' })).toBeInTheDocument();
    expect(seatsLeftOf([{ start: '2030-03-04T09:00:00.000Z' }])).toBeUndefined();
  });
});

describe('the seats settings', () => {
  it('offers the count and the attendees switches only once the event type has seats', async () => {
    const user = userEvent.setup();
    const changes: object[] = [];
    const { rerender } = render(
      <SeatsFields
        values={{ seats: '', showSeatsLeft: true, showAttendees: false }}
        onChange={(patch) => changes.push(patch)}
      />,
    );
    expect(screen.queryByLabelText(seatMessages.showSeatsLeftLabel)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(seatMessages.seatsLabel), '8');
    expect(changes).toEqual([{ seats: '8' }]);
    rerender(
      <SeatsFields
        values={{ seats: '8', showSeatsLeft: true, showAttendees: false }}
        error={undefined}
        onChange={(patch) => changes.push(patch)}
      />,
    );
    expect(screen.getByLabelText(seatMessages.showSeatsLeftLabel)).toBeChecked();
    await user.click(screen.getByLabelText(new RegExp(seatMessages.showAttendeesLabel)));
    expect(changes.at(-1)).toEqual({ showAttendees: true });
  });
});

describe('a shared time in the host’s bookings', () => {
  it('lists the time once with its attendees, removes one, and cancels the whole time', async () => {
    api.replies['GET /api/bookings?status=upcoming&group=series'] = list([
      seat('s1', 'Grace Hopper', 'grace@example.test'),
      seat('s2', 'Alan Turing', 'alan@example.test'),
    ]);
    api.replies['POST /api/bookings/s2/cancel'] = { status: 200, body: { ok: true } };
    api.replies['POST /api/bookings/s1/cancel-time'] = { status: 200, body: { cancelled: 1 } };
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });

    const row = await screen.findByRole('listitem', { name: /Workshop, 2 of 5 seats taken/ });
    const attendees = within(row).getByRole('list', { name: 'Attendees of Workshop' });
    expect(
      within(attendees)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Grace Hopper'), expect.stringContaining('Alan Turing')]);

    await user.click(within(row).getByRole('button', { name: /Remove Alan Turing/ }));
    const remove = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(remove).toHaveTextContent('Workshop with Alan Turing');
    await user.click(within(remove).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The invitee will be emailed.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/bookings/s2/cancel']);

    await user.click(screen.getByRole('button', { name: /Actions for Workshop at/ }));
    await user.click(screen.getByRole('menuitem', { name: seatMessages.cancelTime }));
    const all = screen.getByRole('dialog', { name: seatMessages.cancelTimeTitle });
    expect(all).toHaveTextContent(seatMessages.cancelTimeDescription(2));
    await user.click(within(all).getByRole('button', { name: seatMessages.cancelTime }));
    expect(await screen.findByText(seatMessages.timeCancelled)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toContain('/api/bookings/s1/cancel-time');
  });
});
