import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { Settings, WindowState } from '../../src-main/settings.ts';

const created: FakeBrowserWindow[] = [];
class FakeBrowserWindow extends EventEmitter {
  loadedUrl = '';
  maximized = false;
  normalBounds = { x: 0, y: 0, width: 0, height: 0 };
  constructor(public readonly options: BrowserWindowConstructorOptions) {
    super();
    created.push(this);
  }
  loadURL(url: string) {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  maximize() {
    this.maximized = true;
  }
  isMaximized() {
    return this.maximized;
  }
  getNormalBounds() {
    return this.normalBounds;
  }
  show() {}
}
const displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];

vi.mock('electron', () => ({ BrowserWindow: FakeBrowserWindow, screen: { getAllDisplays: () => displays } }));

const { createMainWindow, restoreBounds, MIN_WINDOW_SIZE, DEFAULT_WINDOW_SIZE } =
  await import('../../src-main/window.ts');

function settingsWith(state: WindowState | null): Settings & { saved: WindowState | null } {
  const settings = {
    saved: state,
    getServerOrigin: () => null,
    setServerOrigin: () => undefined,
    getWindowState: () => settings.saved,
    setWindowState: (value: WindowState) => {
      settings.saved = value;
    },
  };
  return settings;
}

function open(state: WindowState | null = null) {
  const settings = settingsWith(state);
  createMainWindow({ settings, preloadPath: '/app/out/preload/index.cjs', url: 'app://kairos/' });
  return { win: created.at(-1)!, settings };
}

describe('the main window', () => {
  it('runs the renderer sandboxed, isolated, without Node and with web security', () => {
    const { win } = open();
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
    });
  });

  it('loads the app from app://kairos, not from a file', () => {
    expect(open().win.loadedUrl).toBe('app://kairos/');
  });

  it('opens at the default size the first time', () => {
    expect(open().win.options).toMatchObject(DEFAULT_WINDOW_SIZE);
  });

  it('reopens where it was closed, maximised if it was', () => {
    const first = open();
    first.win.normalBounds = { x: 100, y: 80, width: 1300, height: 900 };
    first.win.maximized = true;
    first.win.emit('close');
    expect(first.settings.saved).toEqual({ x: 100, y: 80, width: 1300, height: 900, maximized: true });

    const again = open(first.settings.saved);
    expect(again.win.options).toMatchObject({ x: 100, y: 80, width: 1300, height: 900 });
    expect(again.win.maximized).toBe(true);
  });
});

describe('restoring the window bounds', () => {
  const laptop = { x: 0, y: 0, width: 1440, height: 875 };
  const external = { x: 1440, y: 0, width: 2560, height: 1415 };

  it('keeps bounds that are on a display', () => {
    expect(restoreBounds({ x: 1600, y: 100, width: 1200, height: 800, maximized: false }, [laptop, external])).toEqual({
      x: 1600,
      y: 100,
      width: 1200,
      height: 800,
    });
  });

  it('forgets the position when its display was unplugged', () => {
    const bounds = restoreBounds({ x: 1600, y: 100, width: 1200, height: 800, maximized: false }, [laptop]);
    expect(bounds).toEqual({ width: 1200, height: 800 });
  });

  it('shrinks and moves a window that no longer fits its display', () => {
    const bounds = restoreBounds({ x: 1000, y: 500, width: 2000, height: 1400, maximized: false }, [laptop]);
    expect(bounds).toEqual({ x: 0, y: 0, width: 1440, height: 875 });
  });

  it('never goes below the minimum size', () => {
    const bounds = restoreBounds({ x: 10, y: 10, width: 200, height: 100, maximized: false }, [laptop]);
    expect(bounds).toMatchObject({ width: MIN_WINDOW_SIZE.width, height: MIN_WINDOW_SIZE.height });
  });
});
