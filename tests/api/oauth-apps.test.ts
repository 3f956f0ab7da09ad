import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApp, AppList } from '#shared/schemas/apps.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { loadConfig } from '../../api/config.ts';
import type {} from '../../api/modules/apps/oauth/plugin.ts';
import { GrantDeadError } from '../../api/modules/apps/oauth/types.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { connectGoogle, googleEnv } from '../helpers/google.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

// The OAuth apps (ADR 048) against a fake of Google's documented OAuth 2.0 and Calendar API: what the
// operator sets up, how a host connects (PKCE, a state bound to the host and the browser), and how a
// grant is refreshed once across processes.
describe('OAuth apps', () => {
  let google: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle();
    // The fake's origin only: the client is set by an app admin in the first test.
    t = await createTestApp({ TEST_GOOGLE_ORIGIN: google.origin });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const appsOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/apps', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AppList>().items;
  };
  const connect = (user: TestUser, slug = 'google-calendar', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${slug}/connect`,
      headers: user.headers,
      ...(cookie ? { cookies: { kairos_oauth: cookie } } : {}),
    });
  const callback = (back: string, cookie?: string) => {
    const url = new URL(back);
    return t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      ...(cookie ? { cookies: { kairos_oauth: cookie } } : {}),
    });
  };
  const calendarsOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calendars', headers: user.headers });
    return res.json<{ items: CalendarConnection[] }>().items;
  };

  it('lists every app, says an OAuth app is not set up yet, and lets only an app admin set its client', async () => {
    const host = await createUser(t);
    const apps = await appsOf(host);
    expect(apps.map((a) => a.slug)).toEqual([
      'caldav',
      'subscription',
      'google-calendar',
      'microsoft-365',
      'google-meet',
      'microsoft-teams',
      'zoom',
      'jitsi',
    ]);
    const googleApp = apps.find((a) => a.slug === 'google-calendar')!;
    expect(googleApp).toMatchObject({ kind: 'calendar', configured: false, installed: false, oauth: true });
    expect(apps.find((a) => a.slug === 'jitsi')).toMatchObject({ kind: 'video', configured: true, installed: true });

    const early = await connect(host);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'Your administrator has not set this app up yet' });

    const put = (user: TestUser, body: object, slug = 'google-meet') =>
      t.app.inject({ method: 'PUT', url: `/api/admin/apps/${slug}`, headers: user.headers, payload: body });
    expect((await put(host, { clientId: google.clientId, clientSecret: google.clientSecret })).statusCode).toBe(403);

    const admin = await createUser(t, { role: 'app_admin' });
    // A first save needs the secret.
    expect((await put(admin, { clientId: google.clientId })).statusCode).toBe(400);
    const saved = await put(admin, { clientId: google.clientId, clientSecret: google.clientSecret });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<AdminApp>();
    expect(view).toMatchObject({ provider: 'google', clientId: google.clientId, hasSecret: true, source: 'admin' });
    expect(view.redirectUris).toContain('http://kairos.test/api/apps/google-calendar/callback');
    // The same client signs people in with Google (ADR 053).
    expect(view.redirectUris).toContain('http://kairos.test/api/sign-in/google/callback');
    // The secret is write-only: never in an answer, sealed in the database.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/apps', headers: admin.headers });
    expect(list.body).not.toContain(google.clientSecret);
    const row = await t.db.oAuthClient.findUniqueOrThrow({ where: { provider: 'google' } });
    expect(row.clientSecretSealed).not.toContain(google.clientSecret);
    // A new client ID alone keeps the secret.
    expect((await put(admin, { clientId: google.clientId }, 'google-calendar')).json<AdminApp>().hasSecret).toBe(true);

    expect((await appsOf(host)).filter((a) => a.slug.startsWith('google-')).every((a) => a.configured)).toBe(true);
  });

  it('sends the host to the consent page with PKCE, a state and offline access', async () => {
    const host = await createUser(t);
    const res = await connect(host);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ authorizeUrl: string }>().authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.origin}/o/oauth2/v2/auth`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(google.clientId);
    expect(q.get('redirect_uri')).toBe('http://kairos.test/api/apps/google-calendar/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['https://www.googleapis.com/auth/calendar.events']),
    );
    // The browser's key: HttpOnly, only for the apps routes.
    const cookie = res.cookies.find((c) => c.name === 'kairos_oauth')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/apps', sameSite: 'Lax' });
  });

  it('refuses a forged, reused or other browser’s state, and a denied consent, connecting nothing', async () => {
    const host = await createUser(t);
    const account = google.addAccount({ email: `refused-${Date.now()}@gmail.test` });
    const started = await connect(host);
    const cookie = started.cookies.find((c) => c.name === 'kairos_oauth')!.value;
    const back = await google.consent(started.json<{ authorizeUrl: string }>().authorizeUrl, { account });

    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(forged.href, cookie)).headers.location).toBe(
      'http://kairos.test/apps/installed?error=state',
    );
    // Another browser (another host's key, or none) cannot use this state…
    const intruder = await createUser(t);
    const theirs = (await connect(intruder)).cookies.find((c) => c.name === 'kairos_oauth')!.value;
    expect((await callback(back, theirs)).headers.location).toContain('error=state');
    expect((await callback(back)).headers.location).toContain('error=state');
    // …nor can another host complete it from the desktop flow.
    const desktop = await t.app.inject({
      method: 'POST',
      url: '/api/apps/google-calendar/callback',
      headers: intruder.headers,
      payload: { code: new URL(back).searchParams.get('code'), state: new URL(back).searchParams.get('state') },
    });
    expect(desktop.statusCode).toBe(400);
    expect(await calendarsOf(intruder)).toEqual([]);

    // The right browser connects once; the same state again is refused.
    expect((await callback(back, cookie)).headers.location).toBe(
      'http://kairos.test/apps/installed?connected=google-calendar',
    );
    expect((await callback(back, cookie)).headers.location).toContain('error=state');
    expect(await calendarsOf(host)).toHaveLength(1);

    // A host who denies consent is told so; nothing is stored.
    const other = await createUser(t);
    const again = await connect(other);
    const denied = await google.consent(again.json<{ authorizeUrl: string }>().authorizeUrl, {
      account,
      allow: false,
    });
    const deniedCookie = again.cookies.find((c) => c.name === 'kairos_oauth')!.value;
    expect((await callback(denied, deniedCookie)).headers.location).toContain('error=denied');
    expect(await t.db.oAuthGrant.count({ where: { userId: other.id } })).toBe(0);
  });

  it('refuses a grant missing a permission, naming it', async () => {
    const host = await createUser(t);
    const account = google.addAccount({ email: `partial-${Date.now()}@gmail.test` });
    const started = await connect(host);
    const cookie = started.cookies.find((c) => c.name === 'kairos_oauth')!.value;
    const back = await google.consent(started.json<{ authorizeUrl: string }>().authorizeUrl, {
      account,
      scopes: ['email', 'https://www.googleapis.com/auth/calendar.calendarlist.readonly'],
    });
    const location = new URL((await callback(back, cookie)).headers.location as string);
    expect(location.searchParams.get('error')).toBe('scopes');
    expect(location.searchParams.get('missing')).toBe('https://www.googleapis.com/auth/calendar.events');
    expect(await calendarsOf(host)).toEqual([]);
  });

  it('installs Google Calendar and Meet with one grant, and Meet cannot be removed while the calendar uses it', async () => {
    const host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = google.addAccount({ email: `both-${Date.now()}@gmail.test` });
    const connection = await connectGoogle(t, host, google, account);
    expect(connection?.username).toBe(account.email);
    const apps = await appsOf(host.user);
    expect(apps.find((a) => a.slug === 'google-calendar')?.installed).toBe(true);
    expect(apps.find((a) => a.slug === 'google-meet')?.installed).toBe(true);
    const meet = await t.app.inject({ method: 'DELETE', url: '/api/apps/google-meet', headers: host.user.headers });
    expect(meet.statusCode).toBe(409);
    const calendar = await t.app.inject({
      method: 'DELETE',
      url: '/api/apps/google-calendar',
      headers: host.user.headers,
    });
    expect(calendar.statusCode).toBe(204);
    // With the calendar gone, Meet goes too, and the grant is revoked at Google.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/apps/google-meet', headers: host.user.headers })).statusCode,
    ).toBe(204);
    expect(await t.db.oAuthGrant.count({ where: { userId: host.user.id } })).toBe(0);
    expect(google.requests.some((r) => r.method === 'POST' && r.path === '/revoke')).toBe(true);
  });

  it('refreshes an expired token once for twenty calls at once, across two processes', async () => {
    const host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = google.addAccount({ email: `burst-${Date.now()}@gmail.test` });
    const connection = await connectGoogle(t, host, google, account);
    const grant = await t.db.oAuthGrant.findFirstOrThrow({ where: { userId: host.user.id } });
    expect(connection).not.toBeNull();
    const second = await createTestApp({ TEST_GOOGLE_ORIGIN: google.origin }, { sameDatabaseAs: t });
    try {
      google.expireAccessTokens();
      await t.db.oAuthGrant.update({ where: { id: grant.id }, data: { accessExpiresAt: new Date(0) } });
      const before = google.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
      const call = (app: TestApp) =>
        app.app.oauth.grants.request(grant.id, {
          method: 'GET',
          url: `${app.app.oauth.grants.apiBase('google')}/calendar/v3/users/me/calendarList`,
        });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? t : second)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const refreshes = google.tokenRequests.filter((r) => r.grantType === 'refresh_token').slice(before);
      expect(refreshes).toEqual([{ grantType: 'refresh_token', clientAuth: 'body', ok: true }]);
    } finally {
      await second.close();
    }
  });

  it('marks a grant Google refused, tells the host once, and keeps failing without asking Google again', async () => {
    const host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = google.addAccount({ email: `revoked-${Date.now()}@gmail.test` });
    await connectGoogle(t, host, google, account);
    const grant = await t.db.oAuthGrant.findFirstOrThrow({ where: { userId: host.user.id } });
    google.revoke(account);
    await t.db.oAuthGrant.update({ where: { id: grant.id }, data: { accessExpiresAt: new Date(0) } });
    const url = `${t.app.oauth.grants.apiBase('google')}/calendar/v3/users/me/calendarList`;
    const before = google.tokenRequests.length;
    for (let i = 0; i < 3; i++) {
      await expect(t.app.oauth.grants.request(grant.id, { method: 'GET', url })).rejects.toBeInstanceOf(GrantDeadError);
    }
    expect(google.tokenRequests.length - before).toBe(1);
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'email' } });
    const mails = jobs.filter(
      (j) => j.payload.includes('Reconnect Google to Kairos') && j.payload.includes(host.user.email),
    );
    expect(mails).toHaveLength(1);
    const [connection] = await calendarsOf(host.user);
    expect(connection).toMatchObject({ needsReconnect: true, errorCode: 'auth' });
    expect((await appsOf(host.user)).find((a) => a.slug === 'google-calendar')?.needsReconnect).toBe(true);
  });
});

describe('OAuth configuration', () => {
  it('refuses a fake provider’s origin outside tests', () => {
    for (const key of ['TEST_GOOGLE_ORIGIN', 'TEST_MICROSOFT_ORIGIN', 'TEST_ZOOM_ORIGIN']) {
      expect(() => loadConfig({ NODE_ENV: 'production', [key]: 'http://127.0.0.1:9' })).toThrow(key);
    }
  });

  it('takes a client from the environment, which Admin → Apps shows and cannot change', async () => {
    const google = await startFakeGoogle();
    const t = await createTestApp(googleEnv(google));
    try {
      const admin = await createUser(t, { role: 'app_admin' });
      const view = await t.app.inject({
        method: 'GET',
        url: '/api/admin/apps/google-calendar',
        headers: admin.headers,
      });
      expect(view.json<AdminApp>()).toMatchObject({
        source: 'environment',
        hasSecret: true,
        clientId: google.clientId,
      });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/apps/google-calendar',
        headers: admin.headers,
        payload: { clientId: 'other', clientSecret: 'other' },
      });
      expect(put.statusCode).toBe(409);
    } finally {
      await t.close();
      await google.close();
    }
  });
});
