import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PREFERENCES_RETRIES, PREFERENCES_STALE_TIME_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { adminUsersMessages } from '#shared/schemas/admin-users.ts';
import { type Preferences, preferencesMessages } from '#shared/schemas/preferences.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { preferencesQueryOptions } from '../../src-renderer/lib/preferences-query.ts';
import { AppearancePage } from '../../src-renderer/features/settings/pages/appearance-page.tsx';
import { ProfilePage } from '../../src-renderer/features/settings/pages/profile-page.tsx';
import { useSession } from '../../src-renderer/lib/session.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';
import type { SessionUser } from '#shared/schemas/session.ts';

const api = fakeApiPerTest();

const profile: Profile = {
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  about: '',
  avatar_url: null,
  allow_dynamic_booking: false,
  locale: 'en',
};
const preferences: Preferences = {
  theme: 'system',
  booking_page_theme: 'system',
  brand_color_light: '#007bff',
  brand_color_dark: '#007bff',
};

const ada: SessionUser = {
  id: 'u1',
  email: profile.email,
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  role: 'user',
  email_verified: true,
};

function SessionUsername() {
  const { user } = useSession();
  return <p data-testid="session-username">{user?.username ?? ''}</p>;
}

function renderPage(page: ReactElement) {
  return renderInApp(
    <>
      <SessionUsername />
      <Routes>
        <Route path="/settings" element={page} />
      </Routes>
    </>,
    { path: '/settings', signedInAs: ada },
  );
}

describe('the profile page', () => {
  it('says so when the profile cannot be loaded', async () => {
    api.replies['GET /api/profile'] = { status: 500, body: { error: 'Internal server error' } };
    renderPage(<ProfilePage />);
    expect(await screen.findByText(messages.couldNotLoadProfile)).toBeInTheDocument();
  });

  it('enables Update only after a change, saves, and shows the new username in the session at once', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    api.replies['PUT /api/profile'] = { status: 200, body: { ...profile, username: 'countess', about: 'Hi' } };
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
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/profile',
      body: { first_name: 'Ada', last_name: 'Lovelace', username: 'countess', about: 'Hi' },
    });
    expect(screen.getByTestId('session-username')).toHaveTextContent('countess');
    await waitFor(() => expect(update).toBeDisabled());
  });

  it("shows the server's error when the username is taken", async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    api.replies['PUT /api/profile'] = { status: 409, body: { error: 'This username is already taken.' } };
    renderPage(<ProfilePage />);
    const username = await screen.findByLabelText(messages.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'grace');
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findAllByText('This username is already taken.')).not.toHaveLength(0);
    expect(screen.getByTestId('session-username')).toHaveTextContent('ada');
  });

  it('says why when the last app admin tries to delete their account, and stays signed in', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    api.replies['DELETE /api/profile'] = { status: 409, body: { error: adminUsersMessages.lastAppAdmin } };
    renderPage(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: messages.deleteAccount }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: messages.deleteAccount }));
    expect(await screen.findByText(adminUsersMessages.lastAppAdmin)).toBeInTheDocument();
    expect(screen.queryByText(messages.accountDeleted)).toBeNull();
    expect(screen.getByTestId('session-username')).toHaveTextContent('ada');
  });

  it('checks username rules before calling the server', async () => {
    api.replies['GET /api/profile'] = { status: 200, body: profile };
    renderPage(<ProfilePage />);
    const username = await screen.findByLabelText(messages.username);
    await userEvent.clear(username);
    await userEvent.type(username, 'admin');
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText('This username is reserved. Please choose another one.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('the appearance page', () => {
  it('caches preferences for 5 minutes and retries 3 times', () => {
    const options = preferencesQueryOptions();
    expect(options.staleTime).toBe(PREFERENCES_STALE_TIME_MS);
    expect(options.retry).toBe(PREFERENCES_RETRIES);
  });

  it('enables Update only while the edited copy differs from the loaded one', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: preferences };
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
    api.replies['GET /api/preferences'] = { status: 200, body: preferences };
    api.replies['PUT /api/preferences'] = { status: 500, body: { error: 'Internal server error' } };
    renderPage(<AppearancePage />);
    await screen.findByRole('button', { name: messages.update });
    const booking = screen.getByRole('group', { name: messages.bookingPageTheme });
    await userEvent.click(booking.querySelector('input[value="light"]')!);
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText(messages.appearanceUpdateFailed)).toBeInTheDocument();

    api.replies['PUT /api/preferences'] = { status: 200, body: { ...preferences, booking_page_theme: 'light' } };
    await userEvent.click(screen.getByRole('button', { name: messages.update }));
    expect(await screen.findByText(messages.appearanceUpdated)).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({ ...preferences, booking_page_theme: 'light' });
    await waitFor(() => expect(screen.getByRole('button', { name: messages.update })).toBeDisabled());
  });

  it('saves the day the week starts on with the rest of the appearance', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: { ...preferences, week_start: 1 } };
    api.replies['PUT /api/preferences'] = { status: 200, body: { ...preferences, week_start: 0 } };
    renderPage(<AppearancePage />);
    const weekStart = await screen.findByRole('combobox', { name: 'Week starts on' });
    expect(weekStart).toHaveDisplayValue('Monday');
    expect(weekStart).toHaveAccessibleDescription('Calendars start on this day; weekly booking limits count from it.');
    const update = screen.getByRole('button', { name: messages.update });
    expect(update).toBeDisabled();

    await userEvent.selectOptions(weekStart, 'Sunday');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByText(messages.appearanceUpdated)).toBeInTheDocument();
    expect(api.requests.at(-1)?.method).toBe('PUT');
    expect(api.requests.at(-1)?.body).toEqual({ ...preferences, week_start: 0 });
    expect(weekStart).toHaveDisplayValue('Sunday');
    await waitFor(() => expect(update).toBeDisabled());
  });

  it('shows the booking times an hour the host has now, refuses what is not a count, and saves a higher one', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: { ...preferences, booking_times_per_hour: 30 } };
    api.replies['PUT /api/preferences'] = { status: 200, body: { ...preferences, booking_times_per_hour: 250 } };
    renderPage(<AppearancePage />);
    const times = await screen.findByRole('spinbutton', { name: 'Booking times an hour' });
    expect(times).toHaveValue(30);
    const update = screen.getByRole('button', { name: messages.update });
    expect(update).toBeDisabled();

    await userEvent.clear(times);
    await userEvent.type(times, '0');
    expect(await screen.findByText(preferencesMessages.bookingTimesPerHour)).toBeInTheDocument();
    expect(update).toBeDisabled();
    await userEvent.clear(times);
    await userEvent.type(times, '250');
    expect(screen.queryByText(preferencesMessages.bookingTimesPerHour)).not.toBeInTheDocument();
    await userEvent.click(update);
    expect(await screen.findByText(messages.appearanceUpdated)).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({ ...preferences, booking_times_per_hour: 250 });
    expect(times).toHaveValue(250);
  });
});
