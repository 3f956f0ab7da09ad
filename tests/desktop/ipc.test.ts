import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcChannels } from '../../src-shared/ipc-channels.ts';
import { type DesktopTokens, type ServerUrlResult, normalizeServerUrl } from '../../src-shared/server-url.ts';
import type { Keychain } from '../../src-main/keychain.ts';
import type { Settings, WindowState } from '../../src-main/settings.ts';
import { FakeFrame, FakeWebContents } from './fake-electron.ts';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();

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
    const { serverChangeRequested: _toRenderer, ...invokeChannels } = ipcChannels;
    expect([...handlers.keys()].sort()).toEqual(Object.values(invokeChannels).sort());
  });

  it('store, read and clear tokens for the configured server', async () => {
    expect(await invoke(ipcChannels.tokensGet, [])).toBeNull();
    await invoke(ipcChannels.tokensSet, [tokens]);
    expect(keychain.entries.get('https://kairos.example.com')).toEqual(tokens);
    expect(await invoke(ipcChannels.tokensGet, [])).toEqual(tokens);
    await invoke(ipcChannels.tokensClear, []);
    expect(await invoke(ipcChannels.tokensGet, [])).toBeNull();
  });

  it('keep tokens of different servers apart', async () => {
    await invoke(ipcChannels.tokensSet, [tokens]);
    settings.setServerOrigin('https://other.example.org');
    expect(await invoke(ipcChannels.tokensGet, [])).toBeNull();
  });

  it('store a checked server address as its origin', async () => {
    expect(await invoke(ipcChannels.serverSetUrl, ['  Other.Example.org/ '])).toEqual({
      ok: true,
      url: 'https://other.example.org',
    });
    expect(await invoke(ipcChannels.serverGetUrl, [])).toBe('https://other.example.org');
  });

  it('keep the old server when the new address fails its check', async () => {
    const result = await invoke(ipcChannels.serverSetUrl, ['ftp://x.example']);
    expect(result).toMatchObject({ ok: false });
    expect(settings.getServerOrigin()).toBe('https://kairos.example.com');
  });

  it('tell the app version', async () => {
    expect(await invoke(ipcChannels.appGetVersion, [])).toBe('1.2.3');
  });

  it('open only safe web links in the browser', async () => {
    await invoke(ipcChannels.openExternal, ['https://example.com/jane']);
    await expect(invoke(ipcChannels.openExternal, ['javascript:alert(1)'])).rejects.toThrow(/unsafe link/);
    await expect(invoke(ipcChannels.openExternal, ['file:///etc/passwd'])).rejects.toThrow(/unsafe link/);
    expect(opened).toEqual(['https://example.com/jane']);
  });
});

describe('IPC sender checks', () => {
  const everyCall: [string, unknown[]][] = [
    [ipcChannels.tokensGet, []],
    [ipcChannels.tokensSet, [tokens]],
    [ipcChannels.tokensClear, []],
    [ipcChannels.serverGetUrl, []],
    [ipcChannels.serverSetUrl, ['https://evil.example']],
    [ipcChannels.appGetVersion, []],
    [ipcChannels.openExternal, ['https://example.com']],
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
    await expect(invoke(ipcChannels.tokensGet, [], { frame: null })).rejects.toThrow(/not the top frame/);
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
    await expect(invoke(ipcChannels.tokensGet, [])).rejects.toThrow(/not the main window/);
  });

  it('has nothing leaked or changed after refused messages', async () => {
    await invoke(ipcChannels.tokensSet, [tokens], { sender: new FakeWebContents() }).catch(() => undefined);
    await invoke(ipcChannels.serverSetUrl, ['https://evil.example'], { sender: new FakeWebContents() }).catch(
      () => undefined,
    );
    expect(keychain.entries.size).toBe(0);
    expect(settings.getServerOrigin()).toBe('https://kairos.example.com');
    expect(checked).toEqual([]);
  });
});

describe('IPC argument validation', () => {
  it.each([
    [ipcChannels.tokensSet, []],
    [ipcChannels.tokensSet, ['a string']],
    [ipcChannels.tokensSet, [{ accessToken: 'a' }]],
    [ipcChannels.tokensSet, [{ accessToken: '', refreshToken: 'r' }]],
    [ipcChannels.tokensSet, [{ accessToken: 'a', refreshToken: 'r', extra: 'x' }]],
    [ipcChannels.tokensSet, [{ accessToken: 'a'.repeat(10_000), refreshToken: 'r' }]],
    [ipcChannels.tokensSet, [tokens, 'extra argument']],
    [ipcChannels.tokensGet, ['unexpected']],
    [ipcChannels.tokensClear, [{}]],
    [ipcChannels.serverSetUrl, [42]],
    [ipcChannels.serverSetUrl, [`https://${'a'.repeat(3000)}.com`]],
    [ipcChannels.openExternal, [{ toString: () => 'https://example.com' }]],
    [ipcChannels.appGetVersion, [1]],
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
    await expect(invoke(ipcChannels.tokensSet, [tokens])).rejects.toThrow(/no server configured/);
    expect(await invoke(ipcChannels.tokensGet, [])).toBeNull();
  });
});
