import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// electron-store asks Electron for the user-data folder; a temporary folder stands in for it.
const userData = { dir: '' };
vi.mock('electron', () => {
  const app = { getPath: () => userData.dir, getVersion: () => '0.1.0' };
  const ipcMain = { on: () => undefined };
  return { default: { app, ipcMain, shell: {} }, app, ipcMain };
});

const { createSettings } = await import('../../src-main/settings.ts');

beforeEach(async () => {
  userData.dir = await mkdtemp(join(tmpdir(), 'kairos-settings-'));
});
afterEach(async () => {
  await rm(userData.dir, { recursive: true, force: true });
});

describe('desktop settings (electron-store)', () => {
  it('has no server before the first start', () => {
    expect(createSettings().getServerOrigin()).toBeNull();
    expect(createSettings().getWindowState()).toBeNull();
  });

  it('remembers the server and the window across restarts', async () => {
    const first = createSettings();
    first.setServerOrigin('https://kairos.example.com');
    first.setWindowState({ x: 10, y: 20, width: 1000, height: 700, maximized: true });

    const again = createSettings();
    expect(again.getServerOrigin()).toBe('https://kairos.example.com');
    expect(again.getWindowState()).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: true });
    const file = JSON.parse(await readFile(join(userData.dir, 'settings.json'), 'utf8'));
    expect(file.serverOrigin).toBe('https://kairos.example.com');
  });

  it('treats a hand-edited bad value as unset', async () => {
    await writeFile(
      join(userData.dir, 'settings.json'),
      JSON.stringify({ serverOrigin: 'javascript:alert(1)', windowState: { x: 'left', width: -5 } }),
    );
    const settings = createSettings();
    expect(settings.getServerOrigin()).toBeNull();
    expect(settings.getWindowState()).toBeNull();
  });

  it('does not accept a server address that is not an origin', async () => {
    await writeFile(join(userData.dir, 'settings.json'), JSON.stringify({ serverOrigin: 'https://x.example/api?q=1' }));
    expect(createSettings().getServerOrigin()).toBeNull();
  });
});
