import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apps as catalog, appsMessages, isFormApp } from '#shared/apps.ts';

/** The apps connected by a form (the OAuth apps come from GET /api/apps: tests/renderer/oauth-apps.test.tsx). */
const apps = catalog.filter(isFormApp);
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import {
  type CalendarConnection,
  calendarErrorMessages,
  calendarMessages,
  unreadableEventText,
} from '#shared/schemas/calendars.ts';
import { Sidebar } from '../../src-renderer/features/layout/components/sidebar.tsx';
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
    { id: 'k1', name: 'Work', color: '#0082c9', checkConflicts: true, isDestination: false, readOnly: false },
    { id: 'k2', name: 'Family', color: null, checkConflicts: false, isDestination: false, readOnly: false },
    { id: 'k3', name: 'Holidays', color: '#aa0000', checkConflicts: true, isDestination: false, readOnly: true },
  ],
};

const school: CalendarConnection = {
  id: 'c2',
  kind: 'subscription',
  url: 'webcal://school.example.org/term.ics',
  username: null,
  lastSyncAt: minutesAgo(120),
  error: calendarErrorMessages.timeout,
  errorCode: 'timeout',
  errorEvent: null,
  writeError: null,
  needsReconnect: false,
  createdAt: '2026-11-02T00:00:00.000Z',
  calendars: [
    { id: 'k4', name: 'Term dates', color: null, checkConflicts: true, isDestination: false, readOnly: true },
  ],
};

function renderApps(path: string) {
  return renderInApp(
    <Routes>
      <Route path={paths.apps} element={<AppStorePage />} />
      <Route path={paths.appsInstalled} element={<InstalledAppsPage />} />
    </Routes>,
    { path, signedInAs: ada },
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the CalDAV dialog from the App Store and types what is given into its fields. */
async function fillCaldavForm(user: User, values: { url?: string; username?: string; password?: string }) {
  await user.click(await screen.findByRole('button', { name: 'Connect CalDAV calendar' }));
  const form = screen.getByRole('form', { name: appsMessages.caldavTitle });
  if (values.url) await user.type(within(form).getByLabelText(appsMessages.caldavUrl), values.url);
  if (values.username) await user.type(within(form).getByLabelText(appsMessages.username), values.username);
  if (values.password) await user.type(within(form).getByLabelText(appsMessages.password), values.password);
  return form;
}

describe('the sidebar', () => {
  it('links App Store and Installed Apps, open on an Apps page, and Teams', async () => {
    renderInApp(<Sidebar />, { path: paths.appsInstalled, signedInAs: ada });
    const apps = await screen.findByRole('button', { name: messages.apps });
    expect(apps).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: messages.appStore })).toHaveAttribute('href', paths.apps);
    const installed = screen.getByRole('link', { name: messages.installedApps });
    expect(installed).toHaveAttribute('href', paths.appsInstalled);
    expect(installed).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: messages.teams })).toHaveAttribute('href', paths.teams);
  });
});

describe('the App Store', () => {
  it('lists every app of the catalog with what it does, and how many are connected', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud, school] } };
    renderApps(paths.apps);
    expect(await screen.findByRole('heading', { level: 1, name: messages.appStore })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Calendars' })).getAllByRole('listitem', {
      name: /calendar|subscription/i,
    });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(apps.map((app) => app.name));
    const caldav = screen.getByRole('listitem', { name: 'CalDAV calendar' });
    expect(caldav).toHaveTextContent('Nextcloud, Fastmail, iCloud, Radicale');
    expect(caldav).toHaveTextContent('Checks for conflicts');
    expect(caldav).toHaveTextContent('Adds bookings to your calendar');
    expect(await within(caldav).findByRole('link', { name: '1 connected' })).toHaveAttribute(
      'href',
      paths.appsInstalled,
    );
    const subscription = screen.getByRole('listitem', { name: 'Calendar subscription' });
    expect(subscription).not.toHaveTextContent('Adds bookings');
    expect(within(subscription).getByRole('link', { name: '1 connected' })).toBeInTheDocument();
  });

  it('checks the CalDAV form with the shared rules before asking the server', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    const user = userEvent.setup();
    renderApps(paths.apps);
    const form = await fillCaldavForm(user, { url: 'not a host', password: 'secret' });
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));

    expect(await within(form).findByText(calendarMessages.urlInvalid)).toBeInTheDocument();
    expect(within(form).getByText(calendarMessages.usernameRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText(appsMessages.caldavUrl)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(appsMessages.caldavUrl)).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s reason beside the field it is about, keeping everything typed', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/calendars/caldav'] = {
      status: 400,
      body: { error: calendarErrorMessages.auth, code: 'auth' },
    };
    const user = userEvent.setup();
    renderApps(paths.apps);
    const form = await fillCaldavForm(user, { url: 'cloud.example.com', username: 'ada', password: 'wrong password' });
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));

    expect(await within(form).findByText(calendarErrorMessages.auth)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/calendars/caldav',
      body: { url: 'cloud.example.com', username: 'ada', password: 'wrong password' },
    });
    const password = within(form).getByLabelText(appsMessages.password);
    expect(password).toHaveFocus();
    expect(password).toHaveValue('wrong password');
    expect(within(form).getByLabelText(appsMessages.caldavUrl)).toHaveValue('cloud.example.com');
    expect(within(form).getByLabelText(appsMessages.username)).toHaveValue('ada');

    // A refusal about no one field (a timeout) is said at the end of the form.
    api.replies['POST /api/calendars/caldav'] = {
      status: 400,
      body: { error: calendarErrorMessages.timeout, code: 'timeout' },
    };
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));
    expect(await within(form).findByText(calendarErrorMessages.timeout)).toBeInTheDocument();
    expect(password).toHaveValue('wrong password');
  });

  it('says a plain-HTTP server’s address to type, and that the operator can allow a private network', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/calendars/caldav'] = {
      status: 400,
      body: { error: calendarErrorMessages['not-https'], code: 'not-https' },
    };
    const user = userEvent.setup();
    renderApps(paths.apps);
    const form = await fillCaldavForm(user, { url: '192.168.1.20:5232', username: 'ada', password: 'secret' });
    expect(within(form).getByText(appsMessages.privateNetworkHint)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));
    expect(await within(form).findByText(calendarMessages.notHttps('http://192.168.1.20:5232'))).toBeInTheDocument();
    expect(within(form).getByLabelText(appsMessages.caldavUrl)).toHaveFocus();
  });

  it('names the calendar bookings now go to, when connecting chose it', async () => {
    const chosen = {
      ...nextcloud,
      calendars: nextcloud.calendars.map((c) => (c.id === 'k1' ? { ...c, isDestination: true } : c)),
    };
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/calendars/caldav'] = { status: 201, body: chosen };
    const user = userEvent.setup();
    renderApps(paths.apps);
    const form = await fillCaldavForm(user, { url: 'cloud.example.com', username: 'ada', password: 'secret' });
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [chosen] } };
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));
    expect(await screen.findByText(appsMessages.connectedDestination('Work'))).toBeInTheDocument();
    const picker = await screen.findByRole('group', { name: appsMessages.destinationTitle });
    expect(within(picker).getByRole('radio', { name: 'Work · cloud.example.com' })).toBeChecked();
  });

  it('says Connecting… while the server looks, then goes to Installed Apps with the new connection', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/calendars/caldav'] = { status: 201, body: nextcloud };
    const user = userEvent.setup();
    renderApps(paths.apps);
    const form = await fillCaldavForm(user, {
      url: 'https://cloud.example.com',
      username: 'ada',
      password: 'app-password',
    });
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    // The server takes its time to find the calendars.
    const fakeFetch = globalThis.fetch;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'POST') await answered;
      return fakeFetch(url, init);
    });
    await user.click(within(form).getByRole('button', { name: appsMessages.connect }));

    const pending = await within(form).findByRole('button', { name: appsMessages.connecting });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByRole('status')).toHaveTextContent(appsMessages.connectingStatus);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: appsMessages.caldavTitle })).toBeInTheDocument();
    answer();

    expect(await screen.findByText(calendarMessages.connected)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: messages.installedApps })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'cloud.example.com' });
    expect(within(card).getByRole('heading', { name: 'cloud.example.com' })).toHaveFocus();
    expect(within(card).getByRole('switch', { name: 'Check Work for conflicts' })).toBeChecked();
  });

  it('subscribes to a webcal:// address', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['POST /api/calendars/subscriptions'] = { status: 201, body: school };
    const user = userEvent.setup();
    renderApps(paths.apps);
    await user.click(await screen.findByRole('button', { name: 'Connect Calendar subscription' }));
    const form = screen.getByRole('form', { name: appsMessages.subscriptionTitle });
    await user.type(within(form).getByLabelText(appsMessages.subscriptionUrl), 'ftp://school.example.org/term.ics');
    await user.click(within(form).getByRole('button', { name: appsMessages.subscribe }));
    expect(await within(form).findByText(calendarMessages.urlInvalid)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(appsMessages.subscriptionUrl));
    await user.type(within(form).getByLabelText(appsMessages.subscriptionUrl), school.url);
    await user.click(within(form).getByRole('button', { name: appsMessages.subscribe }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.installedApps })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ url: school.url });
  });
});

describe('Installed Apps', () => {
  it('shows each connection with its calendars and how fresh its busy times are', async () => {
    api.replies['GET /api/calendars'] = {
      status: 200,
      body: {
        items: [
          nextcloud,
          school,
          { ...nextcloud, id: 'c3', url: 'https://dav.fastmail.com', lastSyncAt: null, calendars: [] },
        ],
      },
    };
    renderApps(paths.appsInstalled);
    const cloud = await screen.findByRole('listitem', { name: 'cloud.example.com' });
    expect(cloud).toHaveTextContent('CalDAV calendar · Signed in as ada');
    expect(cloud).toHaveTextContent(nextcloud.url);
    expect(cloud).toHaveTextContent('Synced 3 minutes ago');
    const calendars = within(cloud).getByRole('list', { name: appsMessages.calendarsOf('cloud.example.com') });
    expect(
      within(calendars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Work'),
      expect.stringContaining('Family'),
      expect.stringMatching(/Holidays.*Read only/),
    ]);
    expect(within(cloud).getByRole('switch', { name: 'Check Family for conflicts' })).not.toBeChecked();

    const failing = screen.getByRole('listitem', { name: 'school.example.org' });
    expect(failing).toHaveTextContent(calendarErrorMessages.timeout);
    expect(failing).toHaveTextContent(appsMessages.staleCopy('2 hours ago'));

    expect(screen.getByRole('listitem', { name: 'dav.fastmail.com' })).toHaveTextContent(appsMessages.notSyncedYet);
  });

  it('shows a failing write of bookings', async () => {
    api.replies['GET /api/calendars'] = {
      status: 200,
      body: { items: [{ ...nextcloud, writeError: calendarErrorMessages['write-failed'] }] },
    };
    renderApps(paths.appsInstalled);
    expect(await screen.findByRole('listitem', { name: 'cloud.example.com' })).toHaveTextContent(
      calendarErrorMessages['write-failed'],
    );
  });

  it('names the event Kairos cannot read, with the age of the copy in use', async () => {
    api.replies['GET /api/calendars'] = {
      status: 200,
      body: {
        items: [
          {
            ...school,
            errorCode: 'unreadable',
            errorEvent: 'Standup every second',
            error: unreadableEventText('Standup every second'),
          },
        ],
      },
    };
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'school.example.org' });
    expect(card).toHaveTextContent(calendarErrorMessages.unreadable);
    expect(card).toHaveTextContent('“Standup every second”');
    expect(card).toHaveTextContent(appsMessages.staleCopy('2 hours ago'));
  });

  it('switches "Check for conflicts" for one calendar', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled);
    const work = await screen.findByRole('switch', { name: 'Check Work for conflicts' });
    const updated = {
      ...nextcloud,
      calendars: nextcloud.calendars.map((c) => (c.id === 'k1' ? { ...c, checkConflicts: false } : c)),
    };
    api.replies['PATCH /api/calendars/c1/calendars/k1'] = { status: 200, body: updated };
    work.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Check Work for conflicts' })).not.toBeChecked());
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/api/calendars/c1/calendars/k1',
      body: { checkConflicts: false },
    });
  });

  it('picks the one calendar bookings are added to, across connections, or none', async () => {
    const fastmail: CalendarConnection = {
      ...nextcloud,
      id: 'c3',
      url: 'https://dav.fastmail.com',
      calendars: [
        { id: 'k9', name: 'Personal', color: '#33aa33', checkConflicts: true, isDestination: true, readOnly: false },
      ],
    };
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud, school, fastmail] } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled);
    const picker = await screen.findByRole('group', { name: appsMessages.destinationTitle });
    // Read-only calendars and subscriptions cannot receive bookings.
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Work · cloud.example.com',
      'Family · cloud.example.com',
      'Personal · dav.fastmail.com',
      appsMessages.noDestination,
    ]);
    expect(within(picker).getByRole('radio', { name: 'Personal · dav.fastmail.com' })).toBeChecked();

    const withWork = {
      ...nextcloud,
      calendars: nextcloud.calendars.map((c) => (c.id === 'k1' ? { ...c, isDestination: true } : c)),
    };
    api.replies['PATCH /api/calendars/c1/calendars/k1'] = { status: 200, body: withWork };
    api.replies['GET /api/calendars'] = {
      status: 200,
      body: {
        items: [withWork, school, { ...fastmail, calendars: [{ ...fastmail.calendars[0]!, isDestination: false }] }],
      },
    };
    await user.click(within(picker).getByRole('radio', { name: 'Work · cloud.example.com' }));
    expect(api.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/calendars/c1/calendars/k1',
      body: { isDestination: true },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'cloud.example.com' })).getByText(appsMessages.destinationBadge),
      ).toBeInTheDocument(),
    );
    expect(within(picker).getByRole('radio', { name: 'Work · cloud.example.com' })).toBeChecked();
    expect(
      within(screen.getByRole('listitem', { name: 'dav.fastmail.com' })).queryByText(appsMessages.destinationBadge),
    ).not.toBeInTheDocument();

    api.replies['PATCH /api/calendars/c1/calendars/k1'] = { status: 200, body: nextcloud };
    await user.click(within(picker).getByRole('radio', { name: appsMessages.noDestination }));
    expect(api.requests.filter((r) => r.method === 'PATCH').at(-1)).toMatchObject({
      url: '/api/calendars/c1/calendars/k1',
      body: { isDestination: false },
    });
  });

  it('asks before removing a connection, says what happens, then removes it', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud, school] } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'school.example.org' });
    await user.click(within(card).getByRole('button', { name: 'Remove school.example.org' }));
    const dialog = screen.getByRole('dialog', { name: appsMessages.removeTitle });
    expect(dialog).toHaveTextContent(appsMessages.removeDescription(school.url));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Remove school.example.org' }));
    api.replies['DELETE /api/calendars/c2'] = { status: 204 };
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: appsMessages.remove }));
    expect(await screen.findByText(calendarMessages.removed)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'school.example.org' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'cloud.example.com' })).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/calendars/c2' });
  });

  it('refreshes now and follows the list until the sync has happened', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [school] } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled);
    const card = await screen.findByRole('listitem', { name: 'school.example.org' });
    api.replies['POST /api/calendars/c2/refresh'] = { status: 202 };
    api.replies['GET /api/calendars'] = {
      status: 200,
      body: { items: [{ ...school, lastSyncAt: new Date().toISOString(), error: null, errorCode: null }] },
    };
    await user.click(within(card).getByRole('button', { name: `${appsMessages.refreshNow} school.example.org` }));
    expect(
      within(card).getByRole('button', { name: `${calendarMessages.refreshing} school.example.org` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Synced just now'));
    expect(card).not.toHaveTextContent(calendarErrorMessages.timeout);
    expect(
      within(card).getByRole('button', { name: `${appsMessages.refreshNow} school.example.org` }),
    ).toBeInTheDocument();
    // The calendar requests (the preferences, read once for the host's zone and clock, aside).
    expect(
      api.requests
        .map((r) => `${r.method} ${r.url}`)
        .filter((request) => request !== 'GET /api/preferences' && request !== 'GET /api/apps'),
    ).toEqual(['GET /api/calendars', 'POST /api/calendars/c2/refresh', 'GET /api/calendars']);
  });

  it('has a friendly empty state with the way to the App Store', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    renderApps(paths.appsInstalled);
    expect(await screen.findByText(appsMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: appsMessages.goToStore })).toHaveAttribute('href', paths.apps);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    api.replies['GET /api/calendars'] = { status: 500, body: { error: 'Internal server error' } };
    const user = userEvent.setup();
    renderApps(paths.appsInstalled);
    expect(await screen.findByRole('status', { name: appsMessages.loading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(appsMessages.loadFailed);
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [nextcloud] } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'cloud.example.com' })).toBeInTheDocument();
  });
});

describe('the App Store’s catalog, as the server lists it', () => {
  it('shows only the apps the server offers, and its video services', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['GET /api/calendars/apps'] = { status: 200, body: { items: CATALOG.items.slice(0, 1) } };
    renderApps(paths.apps);
    expect(await screen.findByRole('listitem', { name: 'CalDAV calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Calendar subscription' })).not.toBeInTheDocument();
    const video = await screen.findByRole('list', { name: appsMessages.categoryVideo });
    const jitsi = within(video).getByRole('listitem', { name: 'Jitsi Meet' });
    expect(jitsi).toHaveTextContent(appsMessages.jitsiDescription);
    expect(jitsi).toHaveTextContent(appsMessages.videoReady);
  });

  it('shows a placeholder while the catalog loads, says when it cannot be read, and tries again', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['GET /api/calendars/apps'] = { status: 500, body: { error: 'Internal server error' } };
    const user = userEvent.setup();
    renderApps(paths.apps);
    expect(await screen.findByRole('status', { name: appsMessages.storeLoading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(appsMessages.storeLoadFailed);
    api.replies['GET /api/calendars/apps'] = { status: 200, body: CATALOG };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'CalDAV calendar' })).toBeInTheDocument();
  });

  it('says so when the server offers no app', async () => {
    api.replies['GET /api/calendars'] = { status: 200, body: { items: [] } };
    api.replies['GET /api/calendars/apps'] = { status: 200, body: { items: [] } };
    api.replies['GET /api/conferencing/apps'] = { status: 200, body: { items: [] } };
    renderApps(paths.apps);
    expect(await screen.findByText(appsMessages.storeEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
