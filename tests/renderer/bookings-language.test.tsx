import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingsTexts } from '#shared/i18n/app/bookings.ts';
import { translator } from '#shared/i18n/translator.ts';
import { messages } from '#shared/messages.ts';
import {
  bookingMessages,
  type HostBooking,
  type HostBookingDetail,
  type HostBookingList,
} from '#shared/schemas/bookings.ts';
import { requestMessages } from '#shared/schemas/requests.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { liveMessages } from '#shared/schemas/live.ts';
import { BookingsPage } from '../../src-renderer/features/bookings/pages/bookings-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { hostBooking } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const booking = hostBooking;

const listKey = (status: string) => `GET /api/bookings?${new URLSearchParams({ status })}&group=series`;
const page = (items: HostBookingList['items']): { status: number; body: HostBookingList } => ({
  status: 200,
  body: { items, nextCursor: null },
});
const teams = (role: 'admin' | 'member') => ({
  status: 200,
  body: { items: [{ id: 't1', name: 'Support', slug: 'support', logoUrl: null, role, memberCount: 3 }] },
});

describe('the bookings page in the host’s language (ADR 035)', () => {
  it('speaks German: heading, tabs, team filter, a row, the cancel dialog and its toast, then an empty tab', async () => {
    const grace = booking('2030-03-04', { inviteeName: 'Grace Hopper', inviteeEmail: 'grace@example.test' });
    api.replies['GET /api/teams'] = teams('admin');
    api.replies[listKey('upcoming')] = page([grace]);
    api.replies[`POST /api/bookings/${grace.uid}/cancel`] = { status: 200, body: { ok: true } };
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada, locale: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
    expect(screen.getByText(/Sehen Sie, wer bei Ihnen gebucht hat/)).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Buchungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Anstehend',
      'Offen',
      'Vergangen',
      'Storniert',
    ]);
    const show = await screen.findByRole('combobox', { name: 'Anzeigen' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Meine Buchungen', 'Alle Buchungen von Support']);

    // The day heading is German too (the dates follow the app's language).
    const day = await screen.findByRole('region', { name: /4\. März 2030/ });
    const row = within(day).getByRole('listitem', { name: /30 Min Meeting mit Grace Hopper/ });
    expect(row).toHaveTextContent('Bestätigt');
    await user.click(within(row).getByRole('button', { name: 'Aktionen für 30 Min Meeting mit Grace Hopper' }));
    expect(screen.getByRole('menuitem', { name: 'E-Mail-Adresse des Gastes kopieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Stornieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Diese Buchung stornieren?' });
    expect(dialog).toHaveTextContent('Der Gast erhält eine E-Mail.');
    expect(within(dialog).getByLabelText('Grund (optional)')).toHaveAttribute(
      'placeholder',
      'Sagen Sie dem Gast, warum',
    );
    expect(within(dialog).getByRole('button', { name: 'Buchung behalten' })).toBeInTheDocument();
    api.replies[listKey('upcoming')] = page([]);
    await user.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));
    expect(await screen.findByText('Buchung storniert. Der Gast erhält eine E-Mail.')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine anstehenden Buchungen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link zur öffentlichen Seite kopieren' })).toBeInTheDocument();
    expect(screen.queryByText('Cancel booking')).not.toBeInTheDocument();
  });

  it('speaks German on a series: its place, the dates folded under it and "this and the following"', async () => {
    const dates = [1, 2].map((position) =>
      booking(`2030-03-0${position * 4}`, {
        uid: `s${position}`,
        inviteeName: 'Grace Hopper',
        series: { uid: 's', position, count: 3, skipped: 1 },
      }),
    );
    api.replies['GET /api/teams'] = teams('admin');
    api.replies[listKey('upcoming')] = page([{ ...dates[0]!, occurrences: dates }]);
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada, locale: 'de' });
    const row = await screen.findByRole('listitem', { name: /30 Min Meeting mit Grace Hopper/ });
    expect(row).toHaveTextContent('Wiederkehrende Buchung, 1 von 3');
    expect(row).toHaveTextContent('1 Termin ausgelassen: er war nicht frei');
    await user.click(within(row).getByRole('button', { name: '2 Termine anzeigen' }));
    const list = screen.getByRole('list', { name: 'Termine von 30 Min Meeting mit Grace Hopper' });
    await user.click(within(list).getAllByRole('button', { name: /^Aktionen für 30 Min Meeting, / })[0]!);
    expect(screen.getByRole('menuitem', { name: 'Diesen Termin stornieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Diesen und alle folgenden stornieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Diesen und alle folgenden Termine stornieren?' });
    expect(dialog).toHaveTextContent('2 Termine von 30 Min Meeting mit Grace Hopper, ab ');
    expect(within(dialog).getByRole('button', { name: 'Diese Termine stornieren' })).toBeInTheDocument();
  });

  it('speaks Japanese: a request’s answers and the decline dialog, and who cancelled a booking', async () => {
    api.replies['GET /api/teams'] = teams('member');
    api.replies[listKey('pending')] = page([
      booking('2030-03-04', {
        status: 'pending',
        inviteeName: 'Grace Hopper',
        requestExpiresAt: '2030-03-02T00:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    const view = renderInApp(<BookingsPage />, { path: '/bookings?status=pending', signedInAs: ada, locale: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: '予約' })).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: /30 Min Meeting（Grace Hopperさん）/ });
    expect(row).toHaveTextContent('承認待ち');
    expect(row).toHaveTextContent('までに返答がない場合は自動的に辞退されます。');
    expect(within(row).getByRole('button', { name: '30 Min Meeting（Grace Hopperさん）を承認' })).toHaveTextContent(
      '承認',
    );
    await user.click(within(row).getByRole('button', { name: '30 Min Meeting（Grace Hopperさん）を辞退' }));
    const dialog = screen.getByRole('dialog', { name: 'このリクエストを辞退しますか？' });
    expect(within(dialog).getByRole('button', { name: 'リクエストを辞退' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'リクエストを残す' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'リクエストを残す' }));
    view.unmount();

    api.replies[listKey('cancelled')] = page([
      booking('2030-03-05', { status: 'cancelled', cancelledBy: 'invitee', cancelReason: 'Double booked' }),
      booking('2030-03-05', {
        status: 'rejected',
        cancelledBy: 'system',
        cancelReason: requestMessages.expiredReason,
        start: '2030-03-05T13:00:00.000Z',
        end: '2030-03-05T13:30:00.000Z',
      }),
    ]);
    renderInApp(<BookingsPage />, { path: '/bookings?status=cancelled', signedInAs: ada, locale: 'ja' });
    expect(await screen.findByText('予約者がキャンセルしました：Double booked')).toBeInTheDocument();
    // What the invitee typed stays as typed; Kairos' own reason for an expired request is translated.
    expect(
      screen.getByText('返答がないまま期限切れになりました：主催者が期限までに返答しませんでした。'),
    ).toBeInTheDocument();
  });

  it('tells a booking’s history in German, with the old time and the reason', async () => {
    api.replies['GET /api/teams'] = teams('member');
    const grace = booking('2030-03-04', { uid: 'hist', inviteeName: 'Grace Hopper' });
    api.replies[listKey('upcoming')] = page([grace]);
    const at = (iso: string) => ({ at: iso, fromStart: null, fromEnd: null, reason: null });
    api.replies['GET /api/bookings/hist'] = {
      status: 200,
      body: {
        ...grace,
        history: [
          { kind: 'created', actor: 'invitee', ...at('2030-02-01T09:00:00.000Z') },
          {
            kind: 'rescheduled',
            actor: 'host',
            ...at('2030-02-10T15:30:00.000Z'),
            fromStart: '2030-03-03T12:00:00.000Z',
            fromEnd: '2030-03-03T12:30:00.000Z',
            reason: 'Terminkonflikt',
          },
          { kind: 'no_show_marked', actor: 'host', actorName: 'Nia Admin', ...at('2030-03-04T14:00:00.000Z') },
          { kind: 'no_show_cleared', actor: 'host', ...at('2030-03-04T15:00:00.000Z') },
        ],
      } satisfies HostBookingDetail,
    };
    const user = userEvent.setup();
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada, locale: 'de' });
    const row = await screen.findByRole('listitem', { name: /30 Min Meeting mit Grace Hopper/ });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const history = await within(row).findByRole('list', { name: 'Verlauf' });
    const lines = within(history).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(/^Gebucht · Gast · /);
    expect(lines[1]).toHaveTextContent(/^Verschoben · Sie · .*Vorher: .*3\. März.*Grund: Terminkonflikt$/);
    expect(lines[2]).toHaveTextContent(/^Als nicht erschienen markiert · Nia Admin · /);
    expect(lines[3]).toHaveTextContent(/^Nicht erschienen aufgehoben · Sie · /);
  });

  it('says a shared time’s seats in German', async () => {
    api.replies['GET /api/teams'] = teams('member');
    const seat = {
      key: 'e1/2030-03-04T12:00',
      seats: 5,
      attendees: [] as { uid: string; name: string; email: string }[],
    };
    const one = booking('2030-03-04', { inviteeName: 'Grace Hopper', inviteeEmail: 'grace@example.test' });
    const two = booking('2030-03-04', { inviteeName: 'Alan Turing', inviteeEmail: 'alan@example.test' });
    seat.attendees = [
      { uid: one.uid, name: 'Grace Hopper', email: 'grace@example.test' },
      { uid: two.uid, name: 'Alan Turing', email: 'alan@example.test' },
    ];
    api.replies[listKey('upcoming')] = page([
      { ...one, seat },
      { ...two, seat },
    ] as HostBooking[]);
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada, locale: 'de' });
    const time = await screen.findByRole('listitem', { name: /30 Min Meeting, 2 von 5 Plätzen belegt/ });
    expect(within(time).getByRole('list', { name: 'Teilnehmende von 30 Min Meeting' })).toBeInTheDocument();
    expect(within(time).getByRole('button', { name: 'Grace Hopper (grace@example.test) entfernen' })).toHaveTextContent(
      'Entfernen',
    );
  });

  it('stays English, word for word, by default', async () => {
    api.replies['GET /api/teams'] = teams('admin');
    api.replies[listKey('upcoming')] = page([]);
    renderInApp(<BookingsPage />, { path: '/bookings', signedInAs: ada });
    expect(await screen.findByText('No upcoming bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: messages.bookings })).toBeInTheDocument();
    expect(
      screen.getByText(/See who booked you, answer their requests, and cancel when you must\./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upcoming',
      'Pending',
      'Past',
      'Cancelled',
    ]);
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveTextContent('Every booking of Support');
    expect(screen.getByText('Share your booking page and the meetings people book show up here.')).toBeInTheDocument();
  });

  it('says in English what the shared schemas’ functions say', () => {
    const t = translator('en', bookingsTexts as never);
    expect(t('bookings.seatsTaken' as never, { taken: 2, seats: 5 })).toBe(seatMessages.seatsTaken(2, 5));
    for (const count of [1, 3]) {
      expect(t('bookings.cancelTimeDescription' as never, { title: 'T', when: 'W', count })).toBe(
        `T, W. ${seatMessages.cancelTimeDescription(count)}`,
      );
    }
    expect(t('bookings.liveNewBooking' as never, { name: 'Grace', when: 'Thu' })).toBe(
      liveMessages.newBooking('Grace', 'Thu'),
    );
    expect(t('bookings.liveNewRequest' as never, { name: 'Grace', when: 'Thu' })).toBe(
      liveMessages.newRequest('Grace', 'Thu'),
    );
    expect(t('bookings.routedBy' as never, { form: 'Intake' })).toBe('Routed by Intake');
    expect(bookingsTexts['bookings.cancelled']).toBe(bookingMessages.hostCancelled);
  });
});
