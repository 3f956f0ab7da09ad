import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import type { KairosBridge } from '#shared/ipc-channels.ts';
import { messages } from '#shared/messages.ts';
import { HealthResponseSchema } from '#shared/schemas/health.ts';
import { normalizeServerUrl, serverUrlMessages } from '#shared/server-url.ts';
import { createTokenSession } from '../../src-main/token-session.ts';
import { registerUser, signIn } from './support/auth.ts';

type Tokens = { accessToken: string; refreshToken: string };

/**
 * The desktop shell as the renderer sees it: `window.kairos` is injected before the app loads and
 * forwards every call to this test process, which plays the main process (its real token session,
 * with the keychain in memory; refresh, sign-out and the server check over real HTTP). State
 * survives reloads, like the real keychain and settings.
 */
async function installDesktopShell(page: Page, serverUrl: string | null) {
  const shell = { url: serverUrl, tokens: null as Tokens | null, calls: [] as string[] };
  const session = createTokenSession({
    settings: { getServerOrigin: () => shell.url },
    keychain: {
      getTokens: async () => shell.tokens,
      setTokens: async (_origin, tokens) => void (shell.tokens = tokens),
      clearTokens: async () => void (shell.tokens = null),
    },
  });
  await page.exposeFunction('__desktopShell', async (method: string, arg: unknown) => {
    shell.calls.push(method);
    switch (method) {
      case 'tokens.getAccess':
        return session.accessToken();
      case 'tokens.set':
        await session.set(shell.url!, arg as Tokens);
        return null;
      case 'tokens.refresh':
        return session.refresh(arg as string);
      case 'tokens.signOut':
        await session.signOut();
        return null;
      case 'tokens.clear':
        shell.tokens = null;
        return null;
      case 'server.getUrl':
        return shell.url;
      case 'server.setUrl': {
        const result = normalizeServerUrl(arg as string);
        if (!result.ok) return result;
        const health = await fetch(`${result.origin}/api/health`)
          .then(async (res) => HealthResponseSchema.safeParse(await res.json()).success)
          .catch(() => false);
        if (!health) return { ok: false, error: serverUrlMessages.unreachable };
        shell.url = result.origin;
        return { ok: true, url: result.origin };
      }
      case 'app.getVersion':
        return '9.9.9';
      default:
        return null;
    }
  });
  await page.addInitScript(() => {
    const call = (method: string, arg?: unknown) =>
      (window as unknown as { __desktopShell(m: string, a?: unknown): Promise<never> }).__desktopShell(method, arg);
    const bridge: KairosBridge = {
      tokens: {
        getAccess: () => call('tokens.getAccess'),
        set: (t) => call('tokens.set', t),
        refresh: (refused) => call('tokens.refresh', refused),
        signOut: () => call('tokens.signOut'),
        clear: () => call('tokens.clear'),
      },
      server: {
        getUrl: () => call('server.getUrl'),
        setUrl: (u) => call('server.setUrl', u),
        onChangeRequested: () => () => {},
      },
      app: { getVersion: () => call('app.getVersion') },
      oauth: { connect: (slug) => call('oauth.connect', slug), onConnected: () => () => {} },
      signIn: {
        start: (provider, intent) => call('signIn.start', { provider, intent }),
        link: (provider) => call('signIn.link', provider),
      },
      openExternal: (url) => call('openExternal', url),
    };
    window.kairos = bridge;
  });
  return shell;
}

const localStorageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

test('signing in keeps the tokens in the desktop keychain, never in localStorage, and sign-out clears them', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const shell = await installDesktopShell(page, E2E_BASE_URL);

  await signIn(page, user);
  expect(shell.tokens?.accessToken).toBeTruthy();
  expect(shell.tokens?.refreshToken).toBeTruthy();
  expect(shell.calls).toContain('tokens.set');
  expect(await localStorageKeys(page)).toEqual([]);
  // A script in the page gets the access token only; the refresh token stays in the main process.
  const seen = await page.evaluate(async () => JSON.stringify(await window.kairos!.tokens.getAccess()));
  expect(seen).toBe(JSON.stringify(shell.tokens!.accessToken));
  expect(seen).not.toContain(shell.tokens!.refreshToken);

  // Restarting the app (a reload) signs in from the keychain.
  await page.reload();
  const userMenu = page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) });
  await expect(userMenu).toBeVisible();
  expect(await localStorageKeys(page)).toEqual([]);

  const { refreshToken } = shell.tokens!;
  await userMenu.hover();
  await page.getByRole('menuitem', { name: messages.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(shell.tokens).toBeNull();
  expect(shell.calls).toContain('tokens.signOut');
  expect(await localStorageKeys(page)).toEqual([]);
  // Signed out on the server too (docs/product.md#server-sign-out).
  expect((await request.post('/api/auth/refresh-token', { data: { refreshToken } })).status()).toBe(401);
});

test('the first start asks for the server, refuses one that does not answer, and connects to Kairos', async ({
  page,
}) => {
  const shell = await installDesktopShell(page, null);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect to your Kairos server' })).toBeVisible();
  const address = page.getByLabel('Server address');

  await address.fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverUrlMessages.unreachable);
  expect(shell.url).toBeNull();

  await address.fill(`${E2E_BASE_URL}/`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(shell.url).toBe(E2E_BASE_URL);
});
