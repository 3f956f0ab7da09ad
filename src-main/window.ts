import { BrowserWindow, type BrowserWindowConstructorOptions, type Rectangle, screen } from 'electron';
import type { Settings, WindowState } from './settings.ts';

export const DEFAULT_WINDOW_SIZE = { width: 1200, height: 800 };
export const MIN_WINDOW_SIZE = { width: 720, height: 520 };
/** How much of a saved window must still be on some display for its position to be reused. */
const MIN_VISIBLE_PX = 100;

/** The renderer's sandbox: no Node, isolated preload world, Chromium's sandbox and web security. */
export function secureWebPreferences(preloadPath: string): BrowserWindowConstructorOptions['webPreferences'] {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // Chromium's spellchecker downloads dictionaries from Google: no remote content but the server's.
    spellcheck: false,
  };
}

function visibleArea(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where to open the window: the saved bounds when enough of them is on a display that still
 * exists (displays come and go), shrunk to fit that display; otherwise the default size, centred
 * by the OS.
 */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: Rectangle[],
): Partial<Rectangle> & {
  width: number;
  height: number;
} {
  if (!saved) return { ...DEFAULT_WINDOW_SIZE };
  const display = workAreas.find((area) => {
    const overlap = visibleArea(saved, area);
    return overlap.width >= MIN_VISIBLE_PX && overlap.height >= MIN_VISIBLE_PX;
  });
  if (!display) {
    const fallback = workAreas[0];
    return {
      width: Math.max(MIN_WINDOW_SIZE.width, Math.min(saved.width, fallback?.width ?? saved.width)),
      height: Math.max(MIN_WINDOW_SIZE.height, Math.min(saved.height, fallback?.height ?? saved.height)),
    };
  }
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.min(saved.width, display.width));
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.min(saved.height, display.height));
  const x = Math.min(Math.max(saved.x, display.x), display.x + display.width - width);
  const y = Math.min(Math.max(saved.y, display.y), display.y + display.height - height);
  return { x, y, width, height };
}

export function mainWindowOptions(saved: WindowState | null, workAreas: Rectangle[], preloadPath: string) {
  return {
    ...restoreBounds(saved, workAreas),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Kairos',
    show: false,
    backgroundColor: '#f9fafb',
    webPreferences: secureWebPreferences(preloadPath),
  } satisfies BrowserWindowConstructorOptions;
}

/** The one window. Its size, position and maximised state are saved when it closes. */
export function createMainWindow(options: { settings: Settings; preloadPath: string; url: string }): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const saved = options.settings.getWindowState();
  const win = new BrowserWindow(mainWindowOptions(saved, workAreas, options.preloadPath));
  if (saved?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const bounds = win.getNormalBounds();
    options.settings.setWindowState({ ...bounds, maximized: win.isMaximized() });
  });
  void win.loadURL(options.url);
  return win;
}
