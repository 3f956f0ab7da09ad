import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import {
  ApiError,
  api,
  errorText,
  renewAccessToken,
  setSessionExpiredHandler,
} from '../../src-renderer/lib/api-client.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; init: RequestInit }[];
let onExpired: ReturnType<typeof vi.fn<() => void>>;

function serve(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An access token as the server shapes it (the client only reads its claims; the server checks the signature). */
const fakeJwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((part) => btoa(part).replace(/=+$/, '')).join('.') +
  '.signature';

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).authorization;
const refreshCalls = () => calls.filter((c) => c.url === '/api/auth/refresh-token');

beforeEach(() => {
  calls = [];
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
  onExpired = vi.fn<() => void>();
  setSessionExpiredHandler(onExpired);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server whose protected routes accept only `new-access`, and whose refresh rotates once. */
function serverWithRotation(options: { refreshDelayMs?: number; refreshStatus?: number } = {}) {
  serve(async (url, init) => {
    if (url === '/api/auth/refresh-token') {
      await new Promise((r) => setTimeout(r, options.refreshDelayMs ?? 0));
      if (options.refreshStatus) return json(options.refreshStatus, { error: 'Your session has expired.' });
      expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'old-refresh' });
      return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
    }
    return authHeader(init) === 'Bearer new-access' ? json(200, { url }) : json(401, { error: 'expired' });
  });
}

describe('the API client', () => {
  it('renews the access token on demand, announcing it so the session user follows', async () => {
    serverWithRotation();
    const announced: string[] = [];
    const listener = (e: Event) => announced.push((e as CustomEvent<string>).detail);
    window.addEventListener('kairos:tokens-refreshed', listener);
    await renewAccessToken();
    window.removeEventListener('kairos:tokens-refreshed', listener);
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
    expect(announced).toEqual(['new-access']);
  });

  it('keeps the session when renewing on demand fails', async () => {
    serverWithRotation({ refreshStatus: 401 });
    await renewAccessToken();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('old-access');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('sends JSON to /api with the bearer token and credentials', async () => {
    serve(() => json(200, { ok: true }));
    await expect(api('/event-types', { method: 'POST', body: { name: 'Intro' } })).resolves.toEqual({ ok: true });
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/event-types');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Intro"}');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer old-access' });
  });

  it('sends the extra headers a call names, without a bearer token on a public call', async () => {
    serve(() => json(200, { ok: true }));
    await api('/public/bookings/abc', { auth: false, headers: { 'x-booking-token': 'secret' } });
    expect(calls[0]!.init.headers).toEqual({ 'x-booking-token': 'secret' });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(api('/profile', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.headers).toEqual({ authorization: 'Bearer old-access' });
  });

  it('throws "status: body", or the status text when the body is empty', async () => {
    serve((url) =>
      url.endsWith('/a')
        ? json(409, { error: 'Slug taken' })
        : new Response('', { status: 500, statusText: 'Server Error' }),
    );
    const a = await api('/a', { auth: false }).catch((e: unknown) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect((a as ApiError).message).toBe('409: {"error":"Slug taken"}');
    expect((a as ApiError).status).toBe(409);
    expect(errorText(a, 'fallback')).toBe('Slug taken');
    const b = await api('/b', { auth: false }).catch((e: unknown) => e);
    expect((b as ApiError).message).toBe('500: Server Error');
    expect(errorText(b, 'fallback')).toBe('fallback');
  });

  it('on a 401 refreshes once, stores the new tokens and retries once', async () => {
    serverWithRotation();
    await expect(api('/profile')).resolves.toEqual({ url: '/api/profile' });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/profile', '/api/auth/refresh-token', '/api/profile']);
    expect(authHeader(calls[2]!.init)).toBe('Bearer new-access');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('treats a 403 the same way', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh-token')
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      return authHeader(init) === 'Bearer new-access' ? json(200, {}) : json(403, { error: 'no' });
    });
    await api('/admin/settings');
    expect(refreshCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    serverWithRotation({ refreshDelayMs: 30 });
    const results = await Promise.all([api('/a'), api('/b'), api('/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it("renews a token about to expire before the page's calls: one refresh, no 401 at all", async () => {
    const expiring = fakeJwt({ iat: nowSeconds() - 890, exp: nowSeconds() + 10 });
    const renewed = fakeJwt({ iat: nowSeconds(), exp: nowSeconds() + 900 });
    localStorage.setItem(ACCESS_TOKEN_KEY, expiring);
    serve(async (url, init) => {
      if (url === '/api/auth/refresh-token') {
        await new Promise((r) => setTimeout(r, 30));
        return json(200, { accessToken: renewed, refreshToken: 'new-refresh' });
      }
      return authHeader(init) === `Bearer ${renewed}` ? json(200, { url }) : json(401, { error: 'expired' });
    });
    const results = await Promise.all([api('/a'), api('/b'), api('/c'), api('/d')]);
    expect(results).toHaveLength(4);
    expect(refreshCalls()).toHaveLength(1);
    const sent = calls.filter((c) => c.url !== '/api/auth/refresh-token').map((c) => authHeader(c.init));
    expect(sent).toEqual(Array(4).fill(`Bearer ${renewed}`));
    // The renewed token is far from expiry: the next call sends it as it is.
    await api('/e');
    expect(refreshCalls()).toHaveLength(1);
  });

  it("does not renew on every call when this computer's clock runs ahead of the server's", async () => {
    const skewS = 3600; // the page's clock is an hour ahead
    const serverNow = () => nowSeconds() - skewS;
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt({ iat: serverNow(), exp: serverNow() + 900 }));
    serve((url, init) => {
      if (url === '/api/auth/refresh-token') {
        const iat = serverNow();
        return json(200, { accessToken: fakeJwt({ iat, exp: iat + 900, issuedAtMs: iat * 1000 }), refreshToken: 'r' });
      }
      return authHeader(init) ? json(200, { url }) : json(401, { error: 'expired' });
    });
    for (const path of ['/a', '/b', '/c']) await api(path);
    expect(refreshCalls().length).toBeLessThanOrEqual(1);
  });

  it('a 401 that arrives after another call refreshed reuses the new token instead of refreshing again', async () => {
    serve(async (url, init) => {
      if (url === '/api/auth/refresh-token')
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      if (url === '/api/slow' && authHeader(init) === 'Bearer old-access') await new Promise((r) => setTimeout(r, 50));
      return authHeader(init) === 'Bearer new-access' ? json(200, { url }) : json(401, { error: 'expired' });
    });
    const slow = api('/slow');
    await api('/fast');
    await expect(slow).resolves.toEqual({ url: '/api/slow' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('uses the tokens another tab already refreshed instead of rotating again', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh-token') return json(200, { accessToken: 'x', refreshToken: 'y' });
      if (authHeader(init) === 'Bearer new-access') return json(200, { url });
      // Another tab refreshes while this request is in flight.
      localStorage.setItem(ACCESS_TOKEN_KEY, 'new-access');
      localStorage.setItem(REFRESH_TOKEN_KEY, 'new-refresh');
      return json(401, { error: 'expired' });
    });
    await expect(api('/profile')).resolves.toEqual({ url: '/api/profile' });
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
  });

  it('refreshes under a Web Lock shared by all tabs, where the browser has one', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      locks: { request: (name: string, fn: () => Promise<unknown>) => (names.push(name), fn()) },
    });
    serverWithRotation();
    await api('/profile');
    expect(names).toEqual(['kairos-token-refresh']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries only once: a second 401 is an error, not a loop', async () => {
    serve((url) =>
      url === '/api/auth/refresh-token'
        ? json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' })
        : json(401, { error: 'still no' }),
    );
    await expect(api('/profile')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('when the refresh fails, clears storage, logs that the session expired and goes to /login', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.setItem('other', 'kept?');
    serverWithRotation({ refreshStatus: 401 });
    await expect(api('/profile')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(log).toHaveBeenCalledWith(messages.sessionExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('when there is no refresh token, does not call the server and ends the session', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    serverWithRotation();
    await expect(api('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls made without auth (sign-in itself)', async () => {
    serve(() => json(401, { error: 'Invalid email or password.' }));
    await expect(api('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(authHeader(calls[0]!.init)).toBeUndefined();
    expect(onExpired).not.toHaveBeenCalled();
  });
});
