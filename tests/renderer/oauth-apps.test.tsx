import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apps, appsMessages } from '#shared/apps.ts';
import { paths } from '#shared/routes.ts';
import { type AdminApp, type AppListItem, oauthAppMessages } from '#shared/schemas/apps.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { AdminAppsPage } from '../../src-renderer/features/admin/pages/admin-apps-page.tsx';
import { AppStorePage } from '../../src-renderer/features/apps/pages/app-store-page.tsx';
import { InstalledAppsPage } from '../../src-renderer/features/apps/pages/installed-apps-page.tsx';
import { leavePage } from '../../src-renderer/lib/leave-page.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const item = (slug: string, name: string, kind: AppListItem['kind'], over: Partial<AppListItem> = {}): AppListItem => ({
  slug,
  kind,
  name,
  description: `${name} description`,
  configured: true,
  installed: false,
  oauth: true,
  needsReconnect: false,
  ...over,
});

const APP_LIST = {
  items: [
    item('caldav', 'CalDAV calendar', 'calendar', { oauth: false }),
    item('subscription', 'Calendar subscription', 'calendar', { oauth: false }),
    item('google-calendar', 'Google Calendar', 'calendar'),
    item('microsoft-365', 'Microsoft 365 / Outlook', 'calendar', { configured: false }),
    item('google-meet', 'Google Meet', 'video'),
    item('microsoft-teams', 'Microsoft Teams', 'video', { configured: false }),
    item('zoom', 'Zoom', 'video', { installed: true }),
    item('jitsi', 'Jitsi Meet', 'video', { oauth: false, installed: true }),
  ],
};

const formApps = apps.filter((app) => app.slug === 'caldav' || app.slug === 'ical-subscription');

beforeEach(() => {
  api.replies['GET /api/calendars/apps'] = {
    status: 200,
    body: { items: formApps.map((app) => ({ ...app, capabilities: [...app.capabilities] })) },
  };
  api.replies['GET /api/conferencing/apps'] = {
    status: 200,
    body: { items: [{ id: 'jitsi', name: 'Jitsi Meet', description: appsMessages.jitsiDescription }] },
  };
  api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
  api.replies['GET /api/apps'] = { status: 200, body: APP_LIST };
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Shows the router's address, so a test sees it cleaned. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderApps(path: string) {
  return renderInApp(
    <>
      <Routes>
        <Route path={paths.apps} element={<AppStorePage />} />
        <Route path={paths.appsInstalled} element={<InstalledAppsPage />} />
      </Routes>
      <Address />
    </>,
    { path, signedInAs: ada },
  );
}

describe('the App Store with apps connected through a provider', () => {
  it('offers Connect for a set-up app, says "not set up yet" for the others, and marks installed ones', async () => {
    renderApps(paths.apps);
    const calendars = await screen.findByRole('list', { name: 'Calendars' });
    const google = await within(calendars).findByRole('listitem', { name: 'Google Calendar' });
    expect(within(google).getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();
    const microsoft = within(calendars).getByRole('listitem', { name: 'Microsoft 365 / Outlook' });
    expect(microsoft).toHaveTextContent(oauthAppMessages.notSetUp);
    expect(within(microsoft).queryByRole('button')).toBeNull();
    expect(within(microsoft).queryByRole('alert')).toBeNull();

    const video = screen.getByRole('list', { name: appsMessages.categoryVideo });
    const zoom = within(video).getByRole('listitem', { name: 'Zoom' });
    expect(within(zoom).getByRole('link', { name: appsMessages.installedBadge })).toHaveAttribute(
      'href',
      paths.appsInstalled,
    );
    expect(within(video).getByRole('listitem', { name: 'Microsoft Teams' })).toHaveTextContent(
      oauthAppMessages.notSetUp,
    );
    expect(within(video).getByRole('listitem', { name: 'Jitsi Meet' })).toHaveTextContent(appsMessages.videoReady);
    // Jitsi is listed once, from the conferencing catalog.
    expect(within(video).getAllByRole('listitem', { name: 'Jitsi Meet' })).toHaveLength(1);
  });

  it('Connect asks the server for the sign-in page and goes there', async () => {
    const go = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const authorizeUrl = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=s';
    api.replies['POST /api/apps/google-calendar/connect'] = { status: 200, body: { authorizeUrl } };
    renderApps(paths.apps);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(authorizeUrl));
    const request = api.requests.find((r) => r.url === '/api/apps/google-calendar/connect');
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toMatch(/^Bearer /);
  });

  it('says when the server refuses to connect, and stays on the store', async () => {
    const go = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    api.replies['POST /api/apps/google-calendar/connect'] = {
      status: 429,
      body: { error: oauthAppMessages.tooManyStarts },
    };
    renderApps(paths.apps);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await screen.findByText(oauthAppMessages.tooManyStarts)).toBeVisible();
    expect(go).not.toHaveBeenCalled();
  });

  it('says when the apps cannot be read, and Try again reads them again', async () => {
    api.replies['GET /api/apps'] = { status: 500, body: { error: 'boom' } };
    renderApps(paths.apps);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(appsMessages.storeLoadFailed);
    api.replies['GET /api/apps'] = { status: 200, body: APP_LIST };
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  });
});

const googleConnection = (needsReconnect: boolean): CalendarConnection => ({
  id: 'g1',
  kind: 'google-calendar',
  url: 'https://calendar.google.com',
  username: 'ada@example.com',
  lastSyncAt: new Date(Date.now() - 3_600_000).toISOString(),
  error: needsReconnect ? 'The server refused this user name or password.' : null,
  errorCode: needsReconnect ? 'auth' : null,
  errorEvent: null,
  writeError: null,
  needsReconnect,
  createdAt: '2026-11-01T00:00:00.000Z',
  calendars: [
    { id: 'k1', name: 'ada@example.com', color: '#039be5', checkConflicts: true, isDestination: true, readOnly: false },
    { id: 'k2', name: 'Team holidays', color: null, checkConflicts: true, isDestination: false, readOnly: true },
  ],
});

describe('Installed Apps after a provider’s sign-in page', () => {
  it('says the app is connected, and cleans the address', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [googleConnection(false)] } };
    renderApps(`${paths.appsInstalled}?connected=google-calendar`);
    expect(await screen.findByText(appsMessages.connectedMessage('Google Calendar'))).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/apps\/installed$/),
    );
    const card = await screen.findByRole('listitem', { name: 'ada@example.com' });
    expect(within(card).getByRole('list', { name: 'Calendars of ada@example.com' })).toHaveTextContent('Team holidays');
  });

  it.each([
    ['state', oauthAppMessages.stateRefused],
    ['denied', oauthAppMessages.denied],
    ['failed', oauthAppMessages.connectFailed],
    ['scopes&missing=calendar.events', oauthAppMessages.missingScopes('calendar.events')],
  ])('says why nothing was connected (?error=%s)', async (query, text) => {
    renderApps(`${paths.appsInstalled}?error=${query}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByText(text).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/apps\/installed$/),
    );
  });

  it('shows "Reconnect needed" on a refused account, and Reconnect goes through the sign-in page again', async () => {
    const go = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [googleConnection(true)] } };
    api.replies['POST /api/apps/google-calendar/connect'] = {
      status: 200,
      body: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=again' },
    };
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'ada@example.com' });
    expect(within(card).getByText(oauthAppMessages.reconnectNeeded)).toBeVisible();
    // Said once: the sync state does not repeat the refusal.
    expect(within(card).getAllByRole('alert')).toHaveLength(1);
    // The cached busy times still count, and the card says how old they are.
    expect(card).toHaveTextContent(/Synced an hour ago|Synced 1 hour ago|Synced 60 minutes ago/);
    await userEvent.click(within(card).getByRole('button', { name: 'Reconnect ada@example.com' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=again'));
  });

  it('says what a refused video app means for bookings, not for busy times', async () => {
    api.replies['GET /api/apps'] = {
      status: 200,
      body: { items: APP_LIST.items.map((a) => (a.slug === 'zoom' ? { ...a, needsReconnect: true } : a)) },
    };
    renderApps(paths.appsInstalled);
    const video = await screen.findByRole('list', { name: appsMessages.categoryVideo });
    const zoom = within(video).getByRole('listitem', { name: 'Zoom' });
    expect(within(zoom).getByRole('alert')).toHaveTextContent(appsMessages.reconnectVideoDescription('Zoom'));
    expect(zoom).not.toHaveTextContent(/busy times/);
  });

  it('does not say "Reconnect needed" on a working account', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [googleConnection(false)] } };
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'ada@example.com' });
    expect(within(card).queryByText(oauthAppMessages.reconnectNeeded)).toBeNull();
  });

  it('lists an installed video app, removed after a confirmation', async () => {
    api.replies['DELETE /api/apps/zoom'] = { status: 204 };
    renderApps(paths.appsInstalled);
    const video = await screen.findByRole('list', { name: appsMessages.categoryVideo });
    const zoom = within(video).getByRole('listitem', { name: 'Zoom' });
    await userEvent.click(within(zoom).getByRole('button', { name: 'Remove Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: appsMessages.removeAppTitle('Zoom') });
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    api.replies['GET /api/apps'] = {
      status: 200,
      body: { items: APP_LIST.items.map((a) => (a.slug === 'zoom' ? { ...a, installed: false } : a)) },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: appsMessages.categoryVideo })).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/apps/zoom']);
  });

  it('says Google Meet goes with the Google Calendar connection, with no Remove of its own', async () => {
    api.replies['GET /api/apps'] = {
      status: 200,
      body: {
        items: APP_LIST.items.map((a) =>
          a.slug === 'google-meet' || a.slug === 'google-calendar' ? { ...a, installed: true } : a,
        ),
      },
    };
    renderApps(paths.appsInstalled);
    const video = await screen.findByRole('list', { name: appsMessages.categoryVideo });
    const meet = within(video).getByRole('listitem', { name: 'Google Meet' });
    expect(meet).toHaveTextContent(oauthAppMessages.calendarFirst('Google Calendar', 'Google Meet'));
    expect(within(meet).queryByRole('button', { name: 'Remove Google Meet' })).toBeNull();
    expect(within(video).getByRole('button', { name: 'Remove Zoom' })).toBeVisible();
  });
});

const adminApp = (over: Partial<AdminApp>): AdminApp => ({
  slug: 'google-calendar',
  provider: 'google',
  name: 'Google',
  clientId: null,
  hasSecret: false,
  tenant: null,
  source: null,
  redirectUris: ['https://kairos.example.com/api/apps/google-calendar/callback'],
  ...over,
});

describe('Admin → Apps', () => {
  const renderAdmin = () =>
    renderInApp(<AdminAppsPage />, { path: paths.adminApps, signedInAs: { ...ada, role: 'app_admin' } });

  beforeEach(() => {
    api.replies['GET /api/admin/apps'] = {
      status: 200,
      body: {
        items: [
          adminApp({ clientId: 'google-id', hasSecret: true, source: 'admin' }),
          adminApp({
            slug: 'microsoft-365',
            provider: 'microsoft',
            name: 'Microsoft',
            redirectUris: ['https://kairos.example.com/api/apps/microsoft-365/callback'],
          }),
          adminApp({
            slug: 'zoom',
            provider: 'zoom',
            name: 'Zoom',
            clientId: 'zoom-env-id',
            hasSecret: true,
            source: 'environment',
            redirectUris: ['https://kairos.example.com/api/apps/zoom/callback'],
          }),
        ],
      },
    };
  });

  it('saves a client ID and keeps the saved secret when the field is left empty', async () => {
    api.replies['PUT /api/admin/apps/google-calendar'] = { status: 200, body: adminApp({ clientId: 'new-id' }) };
    renderAdmin();
    const form = await screen.findByRole('form', { name: 'Google' });
    expect(within(form).getByLabelText(appsMessages.clientSecret)).toHaveAccessibleDescription(
      appsMessages.clientSecretKeep,
    );
    const id = within(form).getByLabelText(appsMessages.clientId);
    await userEvent.clear(id);
    await userEvent.type(id, '  new-id ');
    await userEvent.click(within(form).getByRole('button', { name: appsMessages.saveClient }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ clientId: 'new-id' });
  });

  it('sends a new secret and Microsoft’s tenant, "common" by default', async () => {
    api.replies['PUT /api/admin/apps/microsoft-365'] = { status: 200, body: adminApp({ provider: 'microsoft' }) };
    renderAdmin();
    const form = await screen.findByRole('form', { name: 'Microsoft' });
    expect(within(form).getByLabelText(appsMessages.tenant)).toHaveValue('common');
    await userEvent.type(within(form).getByLabelText(appsMessages.clientId), 'ms-id');
    await userEvent.type(within(form).getByLabelText(appsMessages.clientSecret), 's3cret');
    await userEvent.click(within(form).getByRole('button', { name: appsMessages.saveClient }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      clientId: 'ms-id',
      clientSecret: 's3cret',
      tenant: 'common',
    });
  });

  it('refuses an empty client ID and a bad tenant before sending anything', async () => {
    renderAdmin();
    const form = await screen.findByRole('form', { name: 'Microsoft' });
    const tenant = within(form).getByLabelText(appsMessages.tenant);
    await userEvent.clear(tenant);
    await userEvent.type(tenant, 'not a tenant!');
    await userEvent.click(within(form).getByRole('button', { name: appsMessages.saveClient }));
    expect(await within(form).findByText('Enter the client ID.')).toBeVisible();
    expect(within(form).getByText('Enter a tenant ID, domain or "common".')).toBeVisible();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows a client set by the environment read only, with the redirect URIs to copy', async () => {
    const user = userEvent.setup();
    renderAdmin();
    const form = await screen.findByRole('form', { name: 'Zoom' });
    expect(form).toHaveTextContent(appsMessages.setByEnvironment);
    expect(within(form).getByLabelText(appsMessages.clientId)).toHaveValue('zoom-env-id');
    expect(within(form).getByLabelText(appsMessages.clientId)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: appsMessages.saveClient })).toBeNull();
    expect(within(form).queryByLabelText(appsMessages.clientSecret)).toBeNull();
    const uri = 'https://kairos.example.com/api/apps/zoom/callback';
    await user.click(within(form).getByRole('button', { name: appsMessages.copyUri(uri) }));
    expect(await navigator.clipboard.readText()).toBe(uri);
  });
});
