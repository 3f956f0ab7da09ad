import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { apps as catalog, appsMessages, isFormApp } from '#shared/apps.ts';

/** The apps connected by a form (the OAuth apps come from GET /api/apps: tests/renderer/oauth-apps.test.tsx). */
const apps = catalog.filter(isFormApp);
import type { Locale } from '#shared/i18n/locales.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { type CalendarConnection, calendarMessages } from '#shared/schemas/calendars.ts';
import { AppStorePage } from '../../src-renderer/features/apps/pages/app-store-page.tsx';
import { InstalledAppsPage } from '../../src-renderer/features/apps/pages/installed-apps-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

/** The catalogs as this server's API lists them (GET /api/calendars/apps, GET /api/conferencing/apps). */
const CATALOG = { items: apps.map((app) => ({ ...app, capabilities: [...app.capabilities] })) };
const VIDEO_CATALOG = {
  items: [{ id: 'jitsi', name: 'Jitsi Meet', description: appsMessages.jitsiDescription }],
};
beforeEach(() => {
  api.replies['GET /api/calendars/apps'] = { status: 200, body: CATALOG };
  api.replies['GET /api/conferencing/apps'] = { status: 200, body: VIDEO_CATALOG };
  api.replies['GET /api/apps'] = { status: 200, body: { items: [] } };
});
/** A language's words arrive as their own chunks: the first look waits longer on a busy machine. */
const loading = { timeout: 5000 };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const nextcloud: CalendarConnection = {
  id: 'c1',
  kind: 'caldav',
  url: 'https://cloud.example.com/remote.php/dav',
  username: 'ada',
  lastSyncAt: minutesAgo(3),
  error: null,
  errorCode: null,
  errorEvent: null,
  writeError: null,
  needsReconnect: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  calendars: [
    { id: 'k1', name: 'Work', color: '#0082c9', checkConflicts: true, isDestination: true, readOnly: false },
    { id: 'k3', name: 'Holidays', color: '#aa0000', checkConflicts: true, isDestination: false, readOnly: true },
  ],
};

function renderApps(path: string, locale?: Locale) {
  return renderInApp(
    <Routes>
      <Route path={paths.apps} element={<AppStorePage />} />
      <Route path={paths.appsInstalled} element={<InstalledAppsPage />} />
    </Routes>,
    { path, signedInAs: ada, locale },
  );
}

describe('the App Store in the host’s language', () => {
  it('speaks German: heading, tabs, what each app does, and the CalDAV dialog', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    const user = userEvent.setup();
    renderApps(paths.apps, 'de');
    expect(await screen.findByText(/damit Kairos nur Zeiten anbietet/, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'App Store' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Apps' })).toHaveTextContent('Installierte Apps');
    const caldav = await screen.findByRole('listitem', { name: 'CalDAV calendar' });
    expect(caldav).toHaveTextContent('Prüft auf Konflikte');
    expect(caldav).toHaveTextContent('Trägt Buchungen in Ihren Kalender ein');
    expect(caldav).toHaveTextContent('Radicale und jeder CalDAV-Server');
    expect(caldav).toHaveTextContent('Verbinden Sie das Kalenderkonto');
    expect(await within(caldav).findByRole('link', { name: '1 verbunden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kalender' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CalDAV calendar verbinden' }));
    const form = screen.getByRole('form', { name: 'CalDAV-Kalender verbinden' });
    expect(within(form).getByLabelText('Serveradresse')).toBeInTheDocument();
    expect(within(form).getByLabelText('Benutzername')).toBeInTheDocument();
    expect(within(form).getByLabelText('Passwort oder App-Passwort')).toBeInTheDocument();
    expect(form).toHaveTextContent('Nextcloud: Einstellungen → Sicherheit → Geräte & Sitzungen');
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Verbinden' })).toBeInTheDocument();
    expect(screen.queryByText(appsMessages.caldavDescription)).not.toBeInTheDocument();
  });

  it('speaks Japanese in the subscription dialog', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    const user = userEvent.setup();
    renderApps(paths.apps, 'ja');
    expect(await screen.findByRole('heading', { level: 1, name: 'アプリストア' }, loading)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Calendar subscriptionを接続' }));
    const form = screen.getByRole('form', { name: 'カレンダーを購読' });
    expect(within(form).getByLabelText('カレンダーのアドレス')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '購読' })).toBeInTheDocument();
  });

  it('stays in English as before', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    renderApps(paths.apps);
    expect(await screen.findByRole('heading', { level: 1, name: messages.appStore })).toBeInTheDocument();
    expect(screen.getByText(appsMessages.storeDescription)).toBeInTheDocument();
    for (const app of apps) {
      const card = await screen.findByRole('listitem', { name: app.name });
      expect(card).toHaveTextContent(app.description);
      expect(card).toHaveTextContent(app.worksWith);
      expect(within(card).getByRole('button', { name: `${appsMessages.connect} ${app.name}` })).toBeInTheDocument();
    }
  });
});

describe('Installed Apps in the host’s language', () => {
  it('says the empty state in French', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    renderApps(paths.appsInstalled, 'fr');
    expect(await screen.findByText('Aucun agenda connecté pour l’instant.', {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Applications installées' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir l’App Store' })).toBeInTheDocument();
  });

  it('says which event Kairos cannot read in German, the event’s name as written', async () => {
    const unreadable = { ...nextcloud, errorCode: 'unreadable' as const, errorEvent: 'Bomb', error: 'x' };
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [unreadable] } };
    renderApps(paths.appsInstalled, 'de');
    const card = await screen.findByRole('listitem', { name: 'cloud.example.com' }, loading);
    expect(card).toHaveTextContent('Dieser Kalender enthält einen Termin, den Kairos nicht lesen kann.');
    expect(card).toHaveTextContent('“Bomb”');
  });

  it('says the sync state, its age, the calendars and the remove dialog in German', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled, 'de');
    const card = await screen.findByRole('listitem', { name: 'cloud.example.com' }, loading);
    expect(card).toHaveTextContent('CalDAV calendar · Angemeldet als ada');
    expect(card).toHaveTextContent('Synchronisiert vor 3 Minuten');
    expect(within(card).getByRole('list', { name: 'Kalender von cloud.example.com' })).toHaveTextContent(
      /Work.*Buchungen landen hier.*Holidays.*Schreibgeschützt/,
    );
    expect(within(card).getByRole('switch', { name: 'Work auf Konflikte prüfen' })).toBeChecked();
    expect(screen.getByText('Buchungen in keinen Kalender eintragen')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'cloud.example.com jetzt aktualisieren' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'cloud.example.com entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Diesen Kalender entfernen?' });
    expect(dialog).toHaveTextContent(`Belegte Zeiten von ${nextcloud.url} zählen nicht mehr`);
    api.replies['DELETE /api/calendars/c1'] = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Kalender entfernt')).toBeInTheDocument();
  });

  it('stays in English as before', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'cloud.example.com' });
    expect(card).toHaveTextContent(`CalDAV calendar · ${appsMessages.signedInAs('ada')}`);
    expect(card).toHaveTextContent(appsMessages.syncedAgo('3 minutes ago'));
    expect(card).toHaveTextContent(appsMessages.destinationBadge);
    expect(screen.getByText(appsMessages.noDestination)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `${appsMessages.refreshNow} cloud.example.com` }),
    ).toBeInTheDocument();
    expect(calendarMessages.removed).toBe('Calendar removed');
  });
});
