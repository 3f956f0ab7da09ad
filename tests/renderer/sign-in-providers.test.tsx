import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';
import { signInMessages } from '#shared/sign-in.ts';
import type { KairosBridge } from '#shared/ipc-channels.ts';
import { LoginPage } from '../../src-renderer/features/auth/pages/login-page.tsx';
import { RegisterPage } from '../../src-renderer/features/auth/pages/register-page.tsx';
import { SignInConfirmPage } from '../../src-renderer/features/auth/pages/sign-in-confirm-page.tsx';
import { SignInContinuePage } from '../../src-renderer/features/auth/pages/sign-in-continue-page.tsx';
import { SecurityPage } from '../../src-renderer/features/settings/pages/security-page.tsx';
import { leavePage } from '../../src-renderer/lib/leave-page.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { accessTokenFor, ada, renderInApp } from '../helpers/render.tsx';

// Signing in with Google or Microsoft on the web pages (ADR 053): the buttons only for what the
// operator set up, the return page's ticket, a pending sign-in's proofs, the emailed link, and
// Settings → Security. The API is faked; the server's side is tests/api/sign-in-*.test.ts.
const api = fakeApiPerTest();
let left: string[];

beforeEach(() => {
  left = [];
  vi.spyOn(leavePage, 'to').mockImplementation((url) => void left.push(url));
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { kairos?: unknown }).kairos;
});

const tokens = { accessToken: accessTokenFor({ ...ada, email: 'grace@gmail.test' }), refreshToken: 'r'.repeat(43) };

function renderAt(path: string | { pathname: string; hash?: string; state?: unknown }) {
  return renderInApp(
    <Routes>
      <Route path="/" element={<p>dashboard</p>} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/sign-in/continue" element={<SignInContinuePage />} />
      <Route path="/sign-in/confirm" element={<SignInConfirmPage />} />
      <Route path="/sign-in/welcome" element={<p>welcome step</p>} />
      <Route path="/settings/security" element={<SecurityPage />} />
    </Routes>,
    { path },
  );
}

describe('the sign-in and sign-up pages', () => {
  it('show no provider button when the server has none set up', async () => {
    api.replies['GET /api/sign-in/providers'] = { status: 200, body: { providers: [] } };
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((r) => r.url)).toContain('/api/sign-in/providers'));
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('send the browser to Google with the sign-in intent, and to Microsoft with the sign-up one', async () => {
    api.replies['GET /api/sign-in/providers'] = { status: 200, body: { providers: ['google', 'microsoft'] } };
    api.replies['POST /api/sign-in/google/start'] = {
      status: 200,
      body: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' },
    };
    api.replies['POST /api/sign-in/microsoft/start'] = {
      status: 200,
      body: { authorizeUrl: 'https://login.microsoftonline.com/common/x' },
    };
    const { unmount } = renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(left).toEqual(['https://accounts.google.com/o/oauth2/v2/auth?x=1']));
    expect(api.requests.find((r) => r.url === '/api/sign-in/google/start')!.body).toEqual({ intent: 'sign-in' });
    unmount();

    renderAt('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    await waitFor(() => expect(left).toHaveLength(2));
    expect(api.requests.find((r) => r.url === '/api/sign-in/microsoft/start')!.body).toEqual({ intent: 'sign-up' });
  });

  it('in the desktop app, sign in through the system browser and take the session main kept', async () => {
    api.replies['GET /api/sign-in/providers'] = { status: 200, body: { providers: ['google'] } };
    const start = vi.fn(async () => ({
      status: 'signed-in' as const,
      provider: 'google' as const,
      isNew: true,
      accessToken: tokens.accessToken,
    }));
    (window as { kairos?: Partial<KairosBridge> }).kairos = {
      tokens: { getAccess: async () => null } as unknown as KairosBridge['tokens'],
      signIn: { start, link: vi.fn() },
    };
    renderAt('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('welcome step')).toBeInTheDocument();
    expect(start).toHaveBeenCalledWith('google', 'sign-up');
    expect(api.requests.some((r) => r.url.includes('/start'))).toBe(false);
  });
});

describe('the page a sign-in comes back to', () => {
  it('redeems its ticket once, keeps the session and opens the calendar offer for a new account', async () => {
    api.replies['POST /api/sign-in/ticket'] = {
      status: 200,
      body: { status: 'signed-in', provider: 'google', isNew: true, ...tokens },
    };
    renderAt({ pathname: '/sign-in/continue', hash: '#ticket=ticket-from-the-server-xxxxxxxxxxxx' });
    expect(await screen.findByText('welcome step')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/api/sign-in/ticket')).toEqual([
      expect.objectContaining({ body: { ticket: 'ticket-from-the-server-xxxxxxxxxxxx' } }),
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(tokens.accessToken);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(tokens.refreshToken);
  });

  it('says why a sign-in failed', async () => {
    renderAt({ pathname: '/sign-in/continue', hash: '#error=denied' });
    expect(await screen.findByText(signInMessages.denied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the existing account’s password before linking, and says a wrong one', async () => {
    api.replies['POST /api/sign-in/ticket'] = {
      status: 200,
      body: { status: 'link', provider: 'google', email: 'ada@example.test', pending: 'p'.repeat(43), codeSent: false },
    };
    renderAt({ pathname: '/sign-in/continue', hash: '#ticket=t' });
    expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeInTheDocument();
    expect(screen.getByText(/Kairos has an account for ada@example.test/)).toBeInTheDocument();
    api.replies['POST /api/sign-in/pending/password'] = { status: 401, body: { error: 'Invalid email or password.' } };
    await userEvent.type(screen.getByLabelText('Password of your Kairos account'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add Google and sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();

    api.replies['POST /api/sign-in/pending/password'] = {
      status: 200,
      body: { status: 'signed-in', provider: 'google', isNew: false, ...tokens },
    };
    await userEvent.clear(screen.getByLabelText('Password of your Kairos account'));
    await userEvent.type(screen.getByLabelText('Password of your Kairos account'), 'right one 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Google and sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ pending: 'p'.repeat(43), password: 'right one 1' });
  });

  it('offers an emailed code instead of the password, and signs in with it', async () => {
    api.replies['POST /api/sign-in/ticket'] = {
      status: 200,
      body: {
        status: 'link',
        provider: 'microsoft',
        email: 'ada@example.test',
        pending: 'p'.repeat(43),
        codeSent: false,
      },
    };
    api.replies['POST /api/sign-in/pending/code'] = { status: 200, body: { message: signInMessages.codeSent } };
    api.replies['POST /api/sign-in/pending/confirm'] = {
      status: 200,
      body: { status: 'signed-in', provider: 'microsoft', isNew: false, ...tokens },
    };
    renderAt({ pathname: '/sign-in/continue', hash: '#ticket=t' });
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a code instead' }));
    const code = await screen.findByLabelText('Code from the email');
    await userEvent.type(code, '12 34-5678');
    expect(code).toHaveValue('12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ pending: 'p'.repeat(43), code: '12345678' });
  });
});

describe('the emailed link', () => {
  it('finishes in the browser that started signing in', async () => {
    sessionStorage.setItem('kairos:sign-in-pending', 'p'.repeat(43));
    api.replies['POST /api/sign-in/pending/confirm'] = {
      status: 200,
      body: { status: 'signed-in', provider: 'google', isNew: true, ...tokens },
    };
    renderAt('/sign-in/confirm?code=87654321');
    expect(await screen.findByText('welcome step')).toBeInTheDocument();
    expect(api.requests[0]!.body).toEqual({ pending: 'p'.repeat(43), code: '87654321' });
  });

  it('does nothing in another browser but say where it works, with the code', async () => {
    renderAt('/sign-in/confirm?code=87654321');
    expect(await screen.findByText(/works only in the browser where you started/)).toBeInTheDocument();
    expect(screen.getByText('87654321')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('Settings → Security', () => {
  const signedIn = (path = '/settings/security') =>
    renderInApp(
      <Routes>
        <Route path="/settings/security" element={<SecurityPage />} />
      </Routes>,
      { path, signedInAs: ada },
    );
  const identity = {
    id: 'idn_1',
    provider: 'google',
    email: 'ada@gmail.test',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: null,
  };

  it('keeps the only way to sign in, offers Microsoft, and sets a first password', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: { time_zone: 'UTC' } };
    api.replies['GET /api/sign-in/methods'] = {
      status: 200,
      body: { hasPassword: false, identities: [identity], providers: ['google', 'microsoft'] },
    };
    api.replies['POST /api/sign-in/microsoft/link'] = {
      status: 200,
      body: { authorizeUrl: 'https://login.microsoftonline.com/x' },
    };
    api.replies['PUT /api/sign-in/password'] = { status: 200, body: { message: signInMessages.passwordSet } };
    signedIn();
    const list = await screen.findByRole('list', { name: 'Connected accounts' });
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByText(/Your only way to sign in/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Disconnect' })).toBeDisabled();

    await userEvent.click(within(list).getByRole('button', { name: 'Link Microsoft' }));
    await waitFor(() => expect(left).toEqual(['https://login.microsoftonline.com/x']));

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a good one 42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findAllByText(signInMessages.passwordSet))[0]).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual({ newPassword: 'a good one 42' });
  });

  it('disconnects a linked account after asking, when a password remains', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: { time_zone: 'UTC' } };
    api.replies['GET /api/sign-in/methods'] = {
      status: 200,
      body: { hasPassword: true, identities: [identity], providers: ['google'] },
    };
    api.replies['DELETE /api/sign-in/methods/idn_1'] = { status: 204 };
    signedIn();
    const list = await screen.findByRole('list', { name: 'Connected accounts' });
    expect(within(list).getByText('Linked on 1 November 2026')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect((await screen.findAllByText('Google disconnected'))[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('says how a link in the browser ended when it comes back', async () => {
    api.replies['GET /api/preferences'] = { status: 200, body: { time_zone: 'UTC' } };
    api.replies['GET /api/sign-in/methods'] = {
      status: 200,
      body: { hasPassword: true, identities: [], providers: ['google'] },
    };
    signedIn('/settings/security?error=taken');
    expect((await screen.findAllByText(signInMessages.alreadyLinkedElsewhere))[0]).toBeInTheDocument();
  });
});
