import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract, ipcMessages } from '#shared/ipc-channels.ts';
import { type DesktopTokens, type ServerUrlResult, normalizeServerUrl } from '#shared/server-url.ts';
import type { Keychain } from '../../src-main/keychain.ts';
import type { Settings, WindowState } from '../../src-main/settings.ts';
import { FakeFrame, FakeWebContents } from './fake-electron.ts';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();
const requestChannels = ipcMessages()
  .flatMap(({ message }) => (message.kind === 'request' ? [message.channel] : []))
  .sort();

vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) },
}));

const ipc = await import('../../src-main/ipc.ts');
const { trustedOriginCheck } = await import('../../src-main/security.ts');

/** The OS keychain, in memory (the real one is exercised in keychain.test.ts). */
function memoryKeychain(): Keychain & { entries: Map<string, DesktopTokens> } {
  const entries = new Map<string, DesktopTokens>();
  return {
    entries,
    getTokens: async (origin) => entries.get(origin) ?? null,
    setTokens: async (origin, tokens) => void entries.set(origin, tokens),
    clearTokens: async (origin) => void entries.delete(origin),
  };
}

function memorySettings(serverOrigin: string | null): Settings {
  let origin = serverOrigin;
  let state: WindowState | null = null;
  return {
    getServerOrigin: () => origin,
    setServerOrigin: (value) => {
      origin = value;
    },
    getWindowState: () => state,
    setWindowState: (value) => {
      state = value;
    },
  };
}

const tokens = { accessToken: 'header.payload.signature', refreshToken: 'refresh-1' };
let main: FakeWebContents;
let keychain: ReturnType<typeof memoryKeychain>;
let settings: Settings;
let opened: string[];
let checked: string[];

beforeEach(() => {
  handlers.clear();
  main = new FakeWebContents('app://kairos/');
  keychain = memoryKeychain();
  settings = memorySettings('https://kairos.example.com');
  opened = [];
  checked = [];
  ipc.initialize({
    mainWebContents: () => main as unknown as WebContents,
    isTrusted: trustedOriginCheck(undefined),
    settings,
    keychain,
    // The real check talks HTTP (server-url.test.ts); here only the address rules matter.
    checkServer: async (input): Promise<ServerUrlResult> => {
      checked.push(input);
      return normalizeServerUrl(input);
    },
    openExternal: async (url) => void opened.push(url),
    appVersion: () => '1.2.3',
  });
});

/** Sends a message the way ipcRenderer.invoke arrives in main. */
function invoke(channel: string, args: unknown[], from: { sender?: FakeWebContents; frame?: FakeFrame | null } = {}) {
  const sender = from.sender ?? main;
  const event = { sender, senderFrame: from.frame === undefined ? sender.mainFrame : from.frame };
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event as unknown as IpcMainInvokeEvent, ...args);
}

describe('IPC handlers', () => {
  it('answer every invoke channel of the bridge', () => {
    expect([...handlers.keys()].sort()).toEqual(requestChannels);
  });

  it('store tokens for the configured server and give the page the access token only', async () => {
    expect(await invoke(ipcContract.tokens.getAccess.channel, [])).toBeNull();
    await invoke(ipcContract.tokens.set.channel, [tokens]);
    expect(keychain.entries.get('https://kairos.example.com')).toEqual(tokens);
    expect(await invoke(ipcContract.tokens.getAccess.channel, [])).toBe(tokens.accessToken);
    await invoke(ipcContract.tokens.clear.channel, []);
    expect(await invoke(ipcContract.tokens.getAccess.channel, [])).toBeNull();
  });

  it('never answer the page with the refresh token, on any channel', async () => {
    await invoke(ipcContract.tokens.set.channel, [tokens]);
    // Setting the server checks the address over HTTP (tested below); connecting an app and signing in
    // with a provider wait for the system browser (tests/desktop/oauth-loopback.test.ts and
    // sign-in-loopback.test.ts, which also holds the refresh token back); every other request is asked.
    const skipped = [
      ipcContract.server.setUrl.channel,
      ipcContract.oauth.connect.channel,
      ipcContract.signIn.start.channel,
      ipcContract.signIn.link.channel,
    ];
    for (const channel of requestChannels.filter((c) => !skipped.includes(c))) {
      const args =
        channel === ipcContract.tokens.set.channel
          ? [tokens]
          : channel === ipcContract.openExternal.channel
            ? ['https://a.example']
            : channel === ipcContract.tokens.refresh.channel
              ? ['other-access']
              : [];
      const answer = await invoke(channel, args);
      expect(JSON.stringify(answer ?? null), channel).not.toContain(tokens.refreshToken);
    }
  });

  it('keep tokens of different servers apart', async () => {
    await invoke(ipcContract.tokens.set.channel, [tokens]);
    settings.setServerOrigin('https://other.example.org');
    expect(await invoke(ipcContract.tokens.getAccess.channel, [])).toBeNull();
  });

  it('store a checked server address as its origin', async () => {
    expect(await invoke(ipcContract.server.setUrl.channel, ['  Other.Example.org/ '])).toEqual({
      ok: true,
      url: 'https://other.example.org',
    });
    expect(await invoke(ipcContract.server.getUrl.channel, [])).toBe('https://other.example.org');
  });

  it('keep the old server when the new address fails its check', async () => {
    const result = await invoke(ipcContract.server.setUrl.channel, ['ftp://x.example']);
    expect(result).toMatchObject({ ok: false });
    expect(settings.getServerOrigin()).toBe('https://kairos.example.com');
  });

  it('tell the app version', async () => {
    expect(await invoke(ipcContract.app.getVersion.channel, [])).toBe('1.2.3');
  });

  it('open only safe web links in the browser', async () => {
    await invoke(ipcContract.openExternal.channel, ['https://example.com/jane']);
    await expect(invoke(ipcContract.openExternal.channel, ['javascript:alert(1)'])).rejects.toThrow(/unsafe link/);
    await expect(invoke(ipcContract.openExternal.channel, ['file:///etc/passwd'])).rejects.toThrow(/unsafe link/);
    expect(opened).toEqual(['https://example.com/jane']);
  });
});

describe('IPC sender checks', () => {
  const everyCall: [string, unknown[]][] = [
    [ipcContract.tokens.getAccess.channel, []],
    [ipcContract.tokens.set.channel, [tokens]],
    [ipcContract.tokens.refresh.channel, ['refused']],
    [ipcContract.tokens.signOut.channel, []],
    [ipcContract.tokens.clear.channel, []],
    [ipcContract.server.getUrl.channel, []],
    [ipcContract.server.setUrl.channel, ['https://evil.example']],
    [ipcContract.app.getVersion.channel, []],
    [ipcContract.openExternal.channel, ['https://example.com']],
  ];

  it.each(everyCall)('%s is refused from another web contents', async (channel, args) => {
    const other = new FakeWebContents('app://kairos/');
    await expect(invoke(channel, args, { sender: other })).rejects.toThrow(/not the main window/);
  });

  it.each(everyCall)('%s is refused from a page that is not the app', async (channel, args) => {
    main.mainFrame.url = 'https://evil.example/';
    await expect(invoke(channel, args)).rejects.toThrow(/not the app page/);
  });

  it.each(everyCall)('%s is refused from a subframe', async (channel, args) => {
    await expect(invoke(channel, args, { frame: new FakeFrame('app://kairos/', main.mainFrame) })).rejects.toThrow(
      /not the top frame/,
    );
  });

  it('refuses a message whose frame is gone', async () => {
    await expect(invoke(ipcContract.tokens.getAccess.channel, [], { frame: null })).rejects.toThrow(
      /not the top frame/,
    );
  });

  it('refuses everything when the main window is closed', async () => {
    handlers.clear();
    ipc.initialize({
      mainWebContents: () => null,
      isTrusted: trustedOriginCheck(undefined),
      settings,
      keychain,
      checkServer: async (input) => normalizeServerUrl(input),
      openExternal: async () => undefined,
      appVersion: () => '1.2.3',
    });
    await expect(invoke(ipcContract.tokens.getAccess.channel, [])).rejects.toThrow(/not the main window/);
  });

  it('has nothing leaked or changed after refused messages', async () => {
    await invoke(ipcContract.tokens.set.channel, [tokens], { sender: new FakeWebContents() }).catch(() => undefined);
    await invoke(ipcContract.server.setUrl.channel, ['https://evil.example'], { sender: new FakeWebContents() }).catch(
      () => undefined,
    );
    expect(keychain.entries.size).toBe(0);
    expect(settings.getServerOrigin()).toBe('https://kairos.example.com');
    expect(checked).toEqual([]);
  });
});

describe('IPC argument validation', () => {
  it.each([
    [ipcContract.tokens.set.channel, []],
    [ipcContract.tokens.set.channel, ['a string']],
    [ipcContract.tokens.set.channel, [{ accessToken: 'a' }]],
    [ipcContract.tokens.set.channel, [{ accessToken: '', refreshToken: 'r' }]],
    [ipcContract.tokens.set.channel, [{ accessToken: 'a', refreshToken: 'r', extra: 'x' }]],
    [ipcContract.tokens.set.channel, [{ accessToken: 'a'.repeat(10_000), refreshToken: 'r' }]],
    [ipcContract.tokens.set.channel, [tokens, 'extra argument']],
    [ipcContract.tokens.getAccess.channel, ['unexpected']],
    [ipcContract.tokens.refresh.channel, []],
    [ipcContract.tokens.refresh.channel, [42]],
    [ipcContract.tokens.refresh.channel, ['a'.repeat(10_000)]],
    [ipcContract.tokens.signOut.channel, ['everywhere']],
    [ipcContract.tokens.clear.channel, [{}]],
    [ipcContract.server.setUrl.channel, [42]],
    [ipcContract.server.setUrl.channel, [`https://${'a'.repeat(3000)}.com`]],
    [ipcContract.openExternal.channel, [{ toString: () => 'https://example.com' }]],
    [ipcContract.app.getVersion.channel, [1]],
  ])('%s refuses arguments %j', async (channel, args) => {
    await expect(invoke(channel, args)).rejects.toThrow(/invalid arguments/);
    expect(keychain.entries.size).toBe(0);
    expect(checked).toEqual([]);
  });

  it('refuses tokens when no server is configured yet', async () => {
    settings = memorySettings(null);
    handlers.clear();
    ipc.initialize({
      mainWebContents: () => main as unknown as WebContents,
      isTrusted: trustedOriginCheck(undefined),
      settings,
      keychain,
      checkServer: async (input) => normalizeServerUrl(input),
      openExternal: async () => undefined,
      appVersion: () => '1.2.3',
    });
    await expect(invoke(ipcContract.tokens.set.channel, [tokens])).rejects.toThrow(/no server configured/);
    expect(await invoke(ipcContract.tokens.getAccess.channel, [])).toBeNull();
  });
});

/** A Kairos server's two session endpoints, on a loopback port, as the main process meets them. */
async function startFakeAuthServer() {
  const calls: { path: string; body: { refreshToken?: string } }[] = [];
  let refreshStatus = 200;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { refreshToken?: string };
      calls.push({ path: req.url ?? '', body });
      if (req.url === '/api/auth/logout') return void res.writeHead(204).end();
      if (req.url === '/api/auth/refresh-token' && refreshStatus === 200 && body.refreshToken === tokens.refreshToken) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
      }
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"expired"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failRefresh: () => {
      refreshStatus = 401;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the main process owns refresh and sign-out', () => {
  let server: Awaited<ReturnType<typeof startFakeAuthServer>>;
  beforeEach(async () => {
    server = await startFakeAuthServer();
    settings.setServerOrigin(server.url);
    await invoke(ipcContract.tokens.set.channel, [tokens]);
    return () => server.close();
  });

  it('exchanges the stored refresh token itself and gives the page the new access token only', async () => {
    const answers = await Promise.all([
      invoke(ipcContract.tokens.refresh.channel, [tokens.accessToken]),
      invoke(ipcContract.tokens.refresh.channel, [tokens.accessToken]),
    ]);
    expect(answers).toEqual(['access-2', 'access-2']);
    // One exchange for both (a second would present a spent token and end the session).
    expect(server.calls).toEqual([{ path: '/api/auth/refresh-token', body: { refreshToken: tokens.refreshToken } }]);
    expect(keychain.entries.get(server.url)).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('answers with the stored access token when it is not the one the server refused', async () => {
    expect(await invoke(ipcContract.tokens.refresh.channel, ['an-older-access-token'])).toBe(tokens.accessToken);
    expect(server.calls).toEqual([]);
  });

  it('forgets the session when the server refuses the refresh token', async () => {
    server.failRefresh();
    expect(await invoke(ipcContract.tokens.refresh.channel, [tokens.accessToken])).toBeNull();
    expect(keychain.entries.size).toBe(0);
  });

  it('keeps the tokens when the server cannot be reached', async () => {
    await server.close();
    expect(await invoke(ipcContract.tokens.refresh.channel, [tokens.accessToken])).toBeNull();
    expect(keychain.entries.get(server.url)).toEqual(tokens);
  });

  it('signs out on the server with the refresh token the page never saw, then forgets it', async () => {
    await invoke(ipcContract.tokens.signOut.channel, []);
    expect(server.calls).toEqual([{ path: '/api/auth/logout', body: { refreshToken: tokens.refreshToken } }]);
    expect(keychain.entries.size).toBe(0);
  });
});
