import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { BookingSettingsDialog } from '../../src-renderer/features/event-types/components/booking-settings-dialog.tsx';
import { EventTypeSettingsPage } from '../../src-renderer/features/event-types/pages/event-type-settings-page.tsx';
import { EventTypesPage } from '../../src-renderer/features/event-types/pages/event-types-page.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import type { EventType, EventTypeList } from '#shared/schemas/event-types.ts';
import { demoEventType } from '../helpers/fixtures.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

/** The event-types area in the host's language (ADR 035), with the API faked as the existing tests do. */

const demo: EventType = demoEventType;
const detail: EventTypeDetail = {
  ...demo,
  locations: [],
  bookingFields: DEFAULT_BOOKING_FIELDS.map((f) => ({ ...f })),
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The list answers `items`; a visibility toggle fails. */
function fakeList(items: EventType[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return json({ error: 'Internal server error' }, 500);
      if (url.includes('/api/event-types/e1')) return json(detail);
      return json({ items, nextCursor: null } satisfies EventTypeList);
    }),
  );
}

function renderPage(ui: ReactNode, locale: Locale, path = '/') {
  return renderInApp(
    <Routes>
      <Route path="/" element={ui} />
      <Route path="/event-types/:id" element={ui} />
    </Routes>,
    { signedInAs: ada, locale, path },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the Event Types screen in the host’s language', () => {
  it('speaks German: heading, search, empty state and the create dialog', async () => {
    fakeList([]);
    renderPage(<EventTypesPage />, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termintypen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Termintypen durchsuchen' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Termintypen erstellt.')).toBeInTheDocument();
    expect(screen.queryByText('No event types created yet.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Neu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Termintyp erstellen' });
    expect(within(dialog).getByLabelText('Name des Ereignisses')).toHaveAttribute('placeholder', 'Kurzes Gespräch');
    expect(within(dialog).getByLabelText('Dauer (Minuten)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Termintyp erstellen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('speaks Japanese on a card, and in the toast when changing visibility fails', async () => {
    fakeList([demo]);
    renderPage(<EventTypesPage />, 'ja');
    const toggle = await screen.findByRole('switch', { name: 'Demoを公開ページに表示' });
    expect(screen.getByText('30分')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demoを編集' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demoのリンクをコピー' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await screen.findByText('予約タイプの表示設定を変更できませんでした')).toBeInTheDocument();
    expect(screen.getByText('エラー')).toBeInTheDocument();
  });

  it('stays in English by default, word for word', async () => {
    fakeList([]);
    renderPage(<EventTypesPage />, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Types' })).toBeInTheDocument();
    expect(screen.getByText('Create events to share for people to book on your calendar.')).toBeInTheDocument();
    expect(await screen.findByText('No event types created yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Event Type' })).toBeInTheDocument();
  });
});

describe('the booking settings dialog in the host’s language', () => {
  it('speaks German: title, fields, units, confirmation and language', async () => {
    renderInApp(<BookingSettingsDialog eventType={demo} onOpenChange={() => undefined} />, { locale: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Buchungseinstellungen' });
    expect(within(dialog).getByText('Wann „Demo“ gebucht werden kann.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Puffer danach (Min.)')).toBeInTheDocument();
    const unit = within(dialog).getByLabelText('Einheit des Mindestvorlaufs');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Minuten', 'Stunden', 'Tage']);
    expect(within(dialog).getByLabelText('Innerhalb eines Zeitraums')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Bestätigung erforderlich' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Plätze pro Termin')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Sprache der Buchungsseite')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
  });

  it('stays in English by default, word for word', async () => {
    renderInApp(<BookingSettingsDialog eventType={demo} onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Booking settings' });
    expect(within(dialog).getByText('When “Demo” can be booked.')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: "The event's duration (30 min)" })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: '15 min' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bookings are requests that hold the time until you approve or decline them.'),
    ).toBeInTheDocument();
  });
});

describe('the event type settings page in the host’s language', () => {
  it('speaks French on the Locations tab', async () => {
    fakeList([]);
    renderPage(<EventTypeSettingsPage />, 'fr', '/event-types/e1?tab=locations');
    expect(await screen.findByRole('link', { name: 'Retour aux types de rendez-vous' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Lieux' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Les réservations n’ont pas de lieu.')).toBeInTheDocument();
    const kind = screen.getByLabelText('Type de lieu');
    expect(within(kind).getByRole('option', { name: 'En personne, à votre adresse' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un lieu' }));
    expect(
      await screen.findByText('Chaque réservation a lieu sous la forme « En personne, à votre adresse ».'),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les lieux' })).toBeEnabled();
  });

  it('speaks German on the Questions tab, built-in questions included', async () => {
    fakeList([]);
    renderPage(<EventTypeSettingsPage />, 'de', '/event-types/e1?tab=questions');
    const list = await screen.findByRole('list', { name: 'Fragen' });
    const email = within(list).getByRole('listitem', { name: 'E-Mail' });
    expect(within(email).getByText('Pflichtfeld')).toBeInTheDocument();
    expect(within(email).getByText('Integriert')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Notizen ausblenden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Frage hinzufügen' })).toBeInTheDocument();
    expect(
      screen.getByText('Tipp: Alt + Pfeil nach oben oder unten verschiebt eine fokussierte Zeile.'),
    ).toBeInTheDocument();
  });
});
