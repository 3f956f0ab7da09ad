import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcMessages } from '#shared/ipc-channels.ts';

// The main process as electron-vite built it (scripts/test.mjs builds before Vitest runs), started
// by Node with a stand-in `electron` module (fixtures/fake-electron) that plays a short session.
const BUILT = resolve('out/main/index.js');
let dir: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's JSON report
let report: any;

/** The sources the main bundle is built from. */
const SOURCES = [
  'src-main',
  'src-shared/ipc-channels.ts',
  'src-shared/server-url.ts',
  'src-shared/schemas/health.ts',
  'src-shared/schemas/live.ts',
  'src-shared/live-loop.ts',
  'src-shared/sse.ts',
];

function newestSource(): number {
  return Math.max(
    ...SOURCES.flatMap((source) =>
      statSync(source).isDirectory()
        ? readdirSync(source, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs)
        : [statSync(source).mtimeMs],
    ),
  );
}

function boot(env: Record<string, string> = {}) {
  const reportFile = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const result = spawnSync(process.execPath, [join(dir, 'out/main/index.js')], {
    env: {
      PATH: process.env.PATH,
      FAKE_ELECTRON_USER_DATA: join(dir, 'user-data'),
      FAKE_ELECTRON_REPORT: reportFile,
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.status !== 0) throw new Error(`the built main process failed:\n${result.stderr}`);
  return JSON.parse(readFileSync(reportFile, 'utf8'));
}

beforeAll(() => {
  let builtAt: number;
  try {
    builtAt = statSync(BUILT).mtimeMs;
  } catch {
    throw new Error(`${BUILT} is missing: run \`npx electron-vite build\` first (npm test does).`);
  }
  if (newestSource() > builtAt) {
    throw new Error(`${BUILT} is older than its sources (${SOURCES.join(', ')}): run \`npx electron-vite build\`.`);
  }
  // An app folder like the packaged one: out/, package.json, and node_modules with @napi-rs/keyring
  // (its loader and this platform's binary) and (here) the stand-in electron.
  dir = mkdtempSync(join(tmpdir(), 'kairos-main-'));
  cpSync(BUILT, join(dir, 'out/main/index.js'));
  mkdirSync(join(dir, 'out/renderer'), { recursive: true });
  writeFileSync(join(dir, 'out/renderer/index.html'), '<!doctype html><title>Kairos</title>');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', version: '3.4.5' }));
  mkdirSync(join(dir, 'node_modules/electron'), { recursive: true });
  cpSync('tests/desktop/fixtures/fake-electron/index.cjs', join(dir, 'node_modules/electron/index.cjs'));
  writeFileSync(
    join(dir, 'node_modules/electron/package.json'),
    JSON.stringify({ name: 'electron', main: 'index.cjs' }),
  );
  symlinkSync(resolve('node_modules/@napi-rs'), join(dir, 'node_modules/@napi-rs'));
  report = boot();
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the built main process', () => {
  it('serves the renderer from the privileged app:// scheme', () => {
    expect(report.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
    ]);
    expect(report.protocolHandlers).toEqual(['app']);
    expect(report.scenario.page.status).toBe(200);
    expect(report.scenario.page.csp).toContain("connect-src 'self';");
  });

  it('opens one secure window on app://kairos/', () => {
    expect(report.sandboxEnabled).toBe(true);
    expect(report.windows).toHaveLength(1);
    expect(report.windows[0].url).toBe('app://kairos/');
    expect(report.windows[0].options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(report.windows[0].options.webPreferences.preload).toMatch(/out[\\/]preload[\\/]index\.cjs$/);
  });

  it('answers every bridge channel, checking senders and arguments', () => {
    const requestChannels = ipcMessages().flatMap(({ message }) =>
      message.kind === 'request' ? [message.channel] : [],
    );
    expect([...report.ipcChannels].sort()).toEqual(requestChannels.sort());
    expect(report.scenario.serverUrl).toEqual({ value: null });
    expect(report.scenario.tokens).toEqual({ value: null });
    expect(report.scenario.version).toEqual({ value: '3.4.5' });
    expect(report.scenario.fromOtherContents.error).toMatch(/not the main window/);
    expect(report.scenario.badArgs.error).toMatch(/invalid arguments/);
  });

  it('guards navigation, new windows and permissions', () => {
    expect(report.scenario.openJavascript).toEqual({ action: 'deny' });
    expect(report.scenario.openWeb).toEqual({ action: 'deny' });
    expect(report.scenario.opened).toEqual(['https://example.com/']);
    expect(report.scenario.navigateToFilePrevented).toBe(true);
    expect(report.scenario.cameraGranted).toBe(false);
  });

  it('installs the application menu', () => {
    expect(report.menuLabels).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help']);
  });

  it('puts Kairos in the tray, signed out until a server and a session exist, and does not open at login unless asked', () => {
    expect(report.tray).toEqual({
      hasImage: true,
      tooltip: 'Kairos',
      menu: ['Not signed in', 'separator', 'Copy my booking link', 'Open Kairos', 'Settings', 'separator', 'Quit'],
    });
    expect(report.loginItem).toEqual({ openAtLogin: false });
  });

  it('holds no innerHTML: the tray and notifications take server text as text', () => {
    expect(readFileSync(BUILT, 'utf8')).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('quits at once when another instance is already running', () => {
    const second = boot({ FAKE_ELECTRON_LOCK: 'taken' });
    expect(second.quitCalled).toBe(true);
    expect(second.windows).toEqual([]);
    expect(second.ipcChannels).toEqual([]);
  });
});
