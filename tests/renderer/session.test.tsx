import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import { RequireAuth } from '../../src-renderer/app/route-guard.tsx';
import { useSession } from '../../src-renderer/lib/session.tsx';
import { accessTokenFor, renderInApp } from '../helpers/render.tsx';

const ada: SessionUser = {
  id: 'u1',
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: null,
  role: 'user',
  email_verified: false,
};

/** An unsigned JWT-shaped token: the client only decodes it, the server verifies it. */
let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  const location = useLocation();
  return (
    <div>
      <p>path:{location.pathname}</p>
      <p>user:{session.user ? `${session.user.first_name} ${session.user.last_name}` : 'none'}</p>
      <p>loading:{String(session.isLoading)}</p>
    </div>
  );
}

function renderApp(initialPath = '/somewhere') {
  return renderInApp(
    <>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/" element={<p>dashboard</p>} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { path: initialPath },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session provider', () => {
  it('restores the user from the stored access token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessTokenFor(ada));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    renderApp();
    await waitFor(() => expect(screen.getByText('loading:false')).toBeInTheDocument());
    expect(screen.getByText('user:Ada Lovelace')).toBeInTheDocument();
    expect(session.user).toEqual(ada);
  });

  it('clears storage and logs why when the token cannot be decoded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'garbage');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    localStorage.setItem('something-else', 'x');
    renderApp();
    await waitFor(() => expect(screen.getByText('loading:false')).toBeInTheDocument());
    expect(session.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(log).toHaveBeenCalledWith(messages.decodeFailed);
  });

  it('shows Loading session... in the guard, then sends a signed-out visitor to /login', async () => {
    renderApp('/');
    expect(screen.getByText(messages.loadingSession)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('path:/login')).toBeInTheDocument());
  });

  it('login stores the tokens, sets the user and goes to /', async () => {
    renderApp();
    await waitFor(() => expect(session.isLoading).toBe(false));
    await act(() => session.login({ accessToken: accessTokenFor(ada), refreshToken: 'r1' }));
    expect(session.user).toEqual(ada);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(accessTokenFor(ada));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('merges partial updates only while a user exists', async () => {
    renderApp();
    await waitFor(() => expect(session.isLoading).toBe(false));
    act(() => session.updateUser({ username: 'ada' }));
    expect(session.user).toBeNull();
    await act(() => session.login({ accessToken: accessTokenFor(ada), refreshToken: 'r1' }));
    act(() => session.updateUser({ username: 'ada', email_verified: true }));
    expect(session.user).toEqual({ ...ada, username: 'ada', email_verified: true });
  });

  it('logout revokes the refresh token on the server, clears everything and goes to /login', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(ACCESS_TOKEN_KEY, accessTokenFor(ada));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r-to-revoke');
    renderApp();
    await waitFor(() => expect(session.user).not.toBeNull());
    await act(() => session.logout());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'r-to-revoke' });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(session.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(screen.getByText('path:/login')).toBeInTheDocument();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, accessTokenFor(ada));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    renderApp();
    await waitFor(() => expect(session.user).not.toBeNull());
    await act(() => session.logout());
    expect(session.user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('follows a refreshed access token (e.g. a new username) and goes to /login when the session expires', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.setItem(ACCESS_TOKEN_KEY, accessTokenFor(ada));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    const renamed = { ...ada, username: 'countess' };
    let refreshOk = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/auth/refresh-token') {
          return refreshOk
            ? new Response(JSON.stringify({ accessToken: accessTokenFor(renamed), refreshToken: 'r2' }), {
                status: 200,
              })
            : new Response('{"error":"expired"}', { status: 401 });
        }
        const auth = (init.headers as Record<string, string>).authorization;
        return auth === `Bearer ${accessTokenFor(renamed)}`
          ? new Response('{}', { status: 200 })
          : new Response('', { status: 401 });
      }),
    );
    renderApp();
    await waitFor(() => expect(session.user).not.toBeNull());
    const { api } = await import('../../src-renderer/lib/api-client.ts');
    await act(() => api('/profile'));
    expect(session.user?.username).toBe('countess');

    refreshOk = false;
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale');
    await act(() => api('/profile').catch(() => undefined));
    expect(session.user).toBeNull();
    expect(screen.getByText('path:/login')).toBeInTheDocument();
  });
});
