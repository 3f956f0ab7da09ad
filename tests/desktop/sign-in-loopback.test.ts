import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopTokens } from '#shared/server-url.ts';
import { signInMessages } from '#shared/sign-in.ts';
import { signInFromDesktop } from '../../src-main/sign-in-loopback.ts';
import { createTokenSession } from '../../src-main/token-session.ts';
import { type FakeGoogle, type FakeGoogleAccount, startFakeGoogle } from '../fakes/google.ts';
import { googleEnv } from '../helpers/google.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

// The desktop app signs in with Google (issue 42, ADR 053) the way RFC 8252 says: its main process
// listens on a loopback port, the provider's page opens in the system browser, and the code and state
// come back to the listener and go to the server with a key only this app holds. Here against the
// real API on a loopback port and the fake Google; the "system browser" follows the consent page.
describe('signing in from the desktop app', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp(googleEnv(fake));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The OS keychain, in memory, and the main process's session over it. */
  function desktop(account: FakeGoogleAccount, options: { allow?: boolean; tamperState?: boolean } = {}) {
    const entries = new Map<string, DesktopTokens>();
    const keychain = {
      getTokens: async (o: string) => entries.get(o) ?? null,
      setTokens: async (o: string, tokens: DesktopTokens) => void entries.set(o, tokens),
      clearTokens: async (o: string) => void entries.delete(o),
    };
    const session = createTokenSession({ settings: { getServerOrigin: () => origin }, keychain });
    const opened: string[] = [];
    const deps = {
      serverOrigin: () => origin,
      session,
      timeoutMs: 10_000,
      async openExternal(url: string) {
        opened.push(url);
        const back = new URL(await fake.consent(url, { account, allow: options.allow }));
        if (options.tamperState) back.searchParams.set('state', 'forged');
        await fetch(back);
      },
    };
    return { entries, session, opened, deps };
  }

  it('signs a new person up through the system browser: PKCE, a loopback redirect, tokens in the keychain', async () => {
    const account = fake.addAccount({ email: `desk-${Date.now()}@gmail.test` });
    const app = desktop(account);
    const result = await signInFromDesktop('google', 'sign-up', app.deps);
    expect(result).toMatchObject({ status: 'signed-in', provider: 'google', isNew: true });
    const authorize = new URL(app.opened[0]!);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/callback$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    // The refresh token is in the keychain, and never in what the window is told.
    const stored = app.entries.get(origin)!;
    expect(stored.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(result)).not.toContain(stored.refreshToken);
    if (result.status !== 'signed-in') return;
    expect(result.accessToken).toBe(stored.accessToken);
    // That session is live on the server.
    const methods = await fetch(`${origin}/api/sign-in/methods`, {
      headers: { authorization: `Bearer ${await app.session.accessToken()}` },
    });
    expect(await methods.json()).toMatchObject({ identities: [{ provider: 'google', email: account.email }] });
  });

  it('refuses a redirect whose state is not the one it sent, and a refused consent, storing nothing', async () => {
    const account = fake.addAccount({ email: `desk-state-${Date.now()}@gmail.test` });
    const forged = desktop(account, { tamperState: true });
    expect(await signInFromDesktop('google', 'sign-in', forged.deps)).toMatchObject({ status: 'error' });
    const denied = desktop(account, { allow: false });
    expect(await signInFromDesktop('google', 'sign-in', denied.deps)).toMatchObject({ status: 'error' });
    expect(forged.entries.size + denied.entries.size).toBe(0);
    expect(await t.db.user.findUnique({ where: { email: account.email } })).toBeNull();
  });

  it('hands the server a code it cannot use without this app’s key', async () => {
    const account = fake.addAccount({ email: `desk-key-${Date.now()}@gmail.test` });
    const app = desktop(account);
    const seen: { path: string; body: Record<string, unknown> }[] = [];
    const spying: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      seen.push({ path: url.pathname, body });
      // The callback arrives with another key, as if another program had read the redirect.
      if (url.pathname.endsWith('/callback')) body.deviceKey = 'x'.repeat(43);
      return fetch(input, { ...init, body: JSON.stringify(body) });
    };
    const result = await signInFromDesktop('google', 'sign-in', { ...app.deps, fetch: spying });
    expect(result).toEqual({ status: 'error', error: signInMessages.stateRefused });
    expect(seen.map((s) => s.path)).toEqual(['/api/sign-in/google/start', '/api/sign-in/google/callback']);
  });

  it('links Google to the signed-in person from Security, with their own token', async () => {
    const person = await createUser(t);
    const account = fake.addAccount({ email: `desk-link-${Date.now()}@gmail.test` });
    const app = desktop(account);
    await app.session.set(origin, { accessToken: person.accessToken, refreshToken: 'r'.repeat(43) });
    const result = await signInFromDesktop('google', 'link', app.deps);
    expect(result).toEqual({ status: 'linked', provider: 'google' });
    expect(await t.db.signInIdentity.count({ where: { userId: person.id, subject: account.id } })).toBe(1);
  });
});
