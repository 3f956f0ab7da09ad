import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, PREFERENCES_RETRIES, PREFERENCES_STALE_TIME_MS } from '../../src-shared/constants.ts';
import { messages } from '../../src-shared/messages.ts';
import { adminUsersMessages } from '../../src-shared/schemas/admin-users.ts';
import type { Preferences } from '../../src-shared/schemas/preferences.ts';
import type { Profile } from '../../src-shared/schemas/profile.ts';
import { Toaster } from '../../src-renderer/components/ui/toaster.tsx';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { preferencesQueryOptions } from '../../src-renderer/features/settings/api/get-preferences.ts';
import { AppearancePage } from '../../src-renderer/features/settings/pages/appearance-page.tsx';
import { ProfilePage } from '../../src-renderer/features/settings/pages/profile-page.tsx';
import { SessionProvider, useSession } from '../../src-renderer/lib/session.tsx';
import { type FakeApi, fakeApi } from '../helpers/fake-api.ts';

let replies: FakeApi['replies'];
let requests: FakeApi['requests'];

const profile: Profile = {
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  about: '',
  avatar_url: null,
};
const preferences: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: '#007bff',
  brand_color_dark: '#007bff',
};

/** An access token as the server would send it (the client only decodes it). */
function fakeAccessToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const payload = {
    id: 'u1',
    email: profile.email,
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada',
    role: 'user',
    email_verified: true,
    typ: 'access',
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
  ({ replies, requests } = fakeApi());
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function SessionUsername() {
  const { user } = useSession();
  return <p data-testid="session-username">{user?.username ?? ''}</p>;
}

function renderPage(page: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/settings']}>
        <SessionProvider>
          <SessionUsername />
          <Routes>
            <Route path="/settings" element={page} />
          </Routes>
          <Toaster />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the profile page', () => {
  it('says so when the profile cannot be loaded', async () => {
    replies['GET /api/profile'] = { status: 500, body: { error: 'Internal server error' } };
    renderPage(<ProfilePage />);
    expect(await screen.findByText(messages.couldNotLoadProfile)).toBeInTheDocument();
  });

  it('enables Update only after a change, saves, and shows the new username in the session at once', async () => {
    replies['GET /api/profile'] = { status: 200, body: profile };
    replies['PUT /api/profile'] = { status: 200, body: { ...profile, username: 'countess', about: 'Hi' } };
    renderPage(<ProfilePage />);
    const update = await screen.findByRole('button', { name: messages.update });
    expect(update).toBeDisabled();
    expect(screen.getByLabelText(messages.fullName)).toHaveValue('Ada Lovelace');

    const username = screen.getByLabelText(messages.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'Countess');
    await userEvent.type(screen.getByLabelText(messages.about), 'Hi');
    expect(update).toBeEnabled();
    await userEvent.click(update);

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/profile',
      body: { first_name: 'Ada', last_name: 'Lovelace', username: 'countess', about: 'Hi' },
    });
    expect(screen.getByTestId('session-username')).toHaveTextContent('countess');
    await waitFor(() => expect(update).toBeDisabled());
  });

  it("shows the server's error when the username is taken", async () => {
    replies['GET /api/profile'] = { status: 200, body: profile };
    replies['PUT /api/profile'] = { status: 409, body: { error: 'This username is already taken.' } };
    renderPage(<ProfilePage />);
    const username = await screen.findByLabelText(messages.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'grace');
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findAllByText('This username is already taken.')).not.toHaveLength(0);
    expect(screen.getByTestId('session-username')).toHaveTextContent('ada');
  });

  it('says why when the last app admin tries to delete their account, and stays signed in', async () => {
    replies['GET /api/profile'] = { status: 200, body: profile };
    replies['DELETE /api/profile'] = { status: 409, body: { error: adminUsersMessages.lastAppAdmin } };
    renderPage(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: messages.deleteAccount }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: messages.deleteAccount }));
    expect(await screen.findByText(adminUsersMessages.lastAppAdmin)).toBeInTheDocument();
    expect(screen.queryByText(messages.accountDeleted)).toBeNull();
    expect(screen.getByTestId('session-username')).toHaveTextContent('ada');
  });

  it('checks username rules before calling the server', async () => {
    replies['GET /api/profile'] = { status: 200, body: profile };
    renderPage(<ProfilePage />);
    const username = await screen.findByLabelText(messages.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'admin');
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText('This username is reserved. Please choose another one.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('the appearance page', () => {
  it('caches preferences for 5 minutes and retries 3 times', () => {
    const options = preferencesQueryOptions();
    expect(options.staleTime).toBe(PREFERENCES_STALE_TIME_MS);
    expect(options.retry).toBe(PREFERENCES_RETRIES);
  });

  it('enables Update only while the edited copy differs from the loaded one', async () => {
    replies['GET /api/preferences'] = { status: 200, body: preferences };
    renderPage(<AppearancePage />);
    const update = await screen.findByRole('button', { name: messages.update });
    expect(update).toBeDisabled();
    const dashboard = screen.getByRole('group', { name: messages.dashboardTheme });
    await userEvent.click(dashboard.querySelector('input[value="dark"]')!);
    expect(update).toBeEnabled();
    await userEvent.click(dashboard.querySelector('input[value="system"]')!);
    expect(update).toBeDisabled();

    const hex = screen.getByLabelText('Brand color (light theme)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    expect(update).toBeDisabled(); // not a colour yet
    await userEvent.type(hex, '34AB');
    expect(update).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Reset brand color \(light theme\)/ }));
    expect(hex).toHaveValue('#007bff');
    expect(update).toBeDisabled();
  });

  it('saves and says so, or says it failed', async () => {
    replies['GET /api/preferences'] = { status: 200, body: preferences };
    replies['PUT /api/preferences'] = { status: 500, body: { error: 'Internal server error' } };
    renderPage(<AppearancePage />);
    await screen.findByRole('button', { name: messages.update });
    const booking = screen.getByRole('group', { name: messages.bookingPageTheme });
    await userEvent.click(booking.querySelector('input[value="light"]')!);
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText(messages.appearanceUpdateFailed)).toBeInTheDocument();

    replies['PUT /api/preferences'] = { status: 200, body: { ...preferences, booking_page_theme: 'light' } };
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText(messages.appearanceUpdated)).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ ...preferences, booking_page_theme: 'light' });
    await waitFor(() => expect(screen.getByRole('button', { name: messages.update })).toBeDisabled());
  });
});
