import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ipcContract } from '#shared/ipc-channels.ts';

// The preload as electron-vite built it (scripts/test.mjs builds before Vitest runs), executed the
// way Electron runs a sandboxed preload: CommonJS, with only `require('electron')` available.
const BUILT = join(process.cwd(), 'out/preload/index.cjs');
const SOURCES = ['src-preload/index.ts', 'src-shared/ipc-channels.ts'];

function loadBuiltPreload() {
  let code: string;
  try {
    code = readFileSync(BUILT, 'utf8');
  } catch {
    throw new Error(`${BUILT} is missing: run \`npx electron-vite build\` first (npm test does).`);
  }
  const builtAt = statSync(BUILT).mtimeMs;
  const stale = SOURCES.filter((file) => statSync(file).mtimeMs > builtAt);
  if (stale.length) throw new Error(`${BUILT} is older than ${stale.join(', ')}: run \`npx electron-vite build\`.`);

  const exposed = new Map<string, unknown>();
  const invoked: { channel: string; args: unknown[] }[] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      invoked.push({ channel, args });
      return `answer to ${channel}`;
    },
    on: (channel: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      listeners.get(channel)?.delete(listener),
  };
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer,
  };
  const required: string[] = [];
  const sandbox = {
    require: (id: string) => {
      required.push(id);
      if (id !== 'electron') throw new Error(`a sandboxed preload cannot require ${id}`);
      return electron;
    },
    module: { exports: {} },
    exports: {},
  };
  new Script(code, { filename: BUILT }).runInContext(createContext(sandbox));
  return { exposed, invoked, listeners, required };
}

/** Every function in the exposed object, by dotted path. */
function methodPaths(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, member]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof member === 'function') return [path];
    if (member && typeof member === 'object') return methodPaths(member, path);
    return [`${path} (not a method)`];
  });
}

describe('the built preload', () => {
  it('exposes exactly the bridge, as window.kairos, and nothing else', () => {
    const { exposed, required } = loadBuiltPreload();
    expect([...exposed.keys()]).toEqual(['kairos']);
    expect(methodPaths(exposed.get('kairos')).sort()).toEqual(
      [
        'app.getVersion',
        'oauth.connect',
        'oauth.onConnected',
        'openExternal',
        'server.getUrl',
        'server.onChangeRequested',
        'server.setUrl',
        'signIn.link',
        'signIn.start',
        'tokens.clear',
        'tokens.getAccess',
        'tokens.refresh',
        'tokens.set',
        'tokens.signOut',
      ].sort(),
    );
    expect(required).toEqual(['electron']);
  });

  it('sends each call on its own channel with only its arguments', async () => {
    const { exposed, invoked } = loadBuiltPreload();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the built object is untyped
    const kairos = exposed.get('kairos') as any;
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    expect(await kairos.tokens.getAccess()).toBe(`answer to ${ipcContract.tokens.getAccess.channel}`);
    await kairos.tokens.set(tokens);
    expect(await kairos.tokens.refresh('a')).toBe(`answer to ${ipcContract.tokens.refresh.channel}`);
    await kairos.tokens.signOut();
    await kairos.tokens.clear();
    await kairos.server.getUrl();
    await kairos.server.setUrl('https://kairos.example.com');
    await kairos.app.getVersion();
    await kairos.openExternal('https://example.com');
    expect(invoked).toEqual([
      { channel: ipcContract.tokens.getAccess.channel, args: [] },
      { channel: ipcContract.tokens.set.channel, args: [tokens] },
      { channel: ipcContract.tokens.refresh.channel, args: ['a'] },
      { channel: ipcContract.tokens.signOut.channel, args: [] },
      { channel: ipcContract.tokens.clear.channel, args: [] },
      { channel: ipcContract.server.getUrl.channel, args: [] },
      { channel: ipcContract.server.setUrl.channel, args: ['https://kairos.example.com'] },
      { channel: ipcContract.app.getVersion.channel, args: [] },
      { channel: ipcContract.openExternal.channel, args: ['https://example.com'] },
    ]);
  });

  it('tells the page about Change Server… without handing it the IPC event', () => {
    const { exposed, listeners } = loadBuiltPreload();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the built object is untyped
    const kairos = exposed.get('kairos') as any;
    const received: unknown[][] = [];
    const unsubscribe = kairos.server.onChangeRequested((...args: unknown[]) => received.push(args));
    const [forward] = listeners.get(ipcContract.server.onChangeRequested.channel)!;
    forward!({ sender: 'the ipc event' });
    expect(received).toEqual([[]]);
    unsubscribe();
    expect(listeners.get(ipcContract.server.onChangeRequested.channel)!.size).toBe(0);
  });
});
