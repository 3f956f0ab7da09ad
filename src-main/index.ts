import { join } from 'node:path';
import {
  app,
  type BrowserWindow,
  Menu,
  Notification,
  Tray,
  clipboard,
  nativeImage,
  net,
  session,
  shell,
} from 'electron';
import { ipcContract } from '#shared/ipc-channels.ts';
import { APP_ORIGIN } from './app-origin.ts';
import * as ipc from './ipc.ts';
import { keychain } from './keychain.ts';
import { startDesktopLive } from './live.ts';
import * as menu from './menu.ts';
import * as appProtocol from './protocol.ts';
import {
  contentSecurityPolicy,
  denyPermissions,
  guardWebContents,
  isSafeExternalUrl,
  trustedOriginCheck,
} from './security.ts';
import { checkServer } from './server-check.ts';
import { createSettings, type Settings } from './settings.ts';
import * as updater from './updater.ts';
import { createTokenSession } from './token-session.ts';
import { TRAY_ICON_DATA_URL } from './tray-icon.ts';
import { createMainWindow } from './window.ts';

// `electron-vite dev` serves the renderer from its dev server; a packaged app never does.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const isTrusted = trustedOriginCheck(devServerUrl);
let mainWindow: BrowserWindow | null = null;
let keepInTray = () => false;

const openExternal = (url: string) => {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
};

/** Shows the window (made again if it was closed), on `page` when given (a notification's booking). */
function showMainWindow(settings: Settings, page?: string): void {
  const url = `${devServerUrl ?? APP_ORIGIN}${page ?? '/'}`;
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    if (page) void mainWindow.loadURL(url);
    mainWindow.show();
    mainWindow.focus();
    return;
  }
  mainWindow = createMainWindow({
    settings,
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    url,
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

// Every renderer sandboxed, whatever its webPreferences say (defence in depth).
app.enableSandbox();
appProtocol.registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, isTrusted, openExternal));

  void app.whenReady().then(() => {
    const settings = createSettings();
    denyPermissions(session.defaultSession, isTrusted);
    appProtocol.initialize(join(import.meta.dirname, '../renderer'), () =>
      contentSecurityPolicy(settings.getServerOrigin()),
    );
    const fetchFromMain = ((url: string | URL | Request, init?: RequestInit) =>
      net.fetch(url instanceof URL ? url.href : url, init)) as typeof fetch;
    // One session for the window's bridge and the tray: a refresh token is spent once, by one owner.
    const tokenSession = createTokenSession({ settings, keychain, fetch: fetchFromMain });
    ipc.initialize({
      session: tokenSession,
      mainWebContents: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : null),
      isTrusted,
      settings,
      keychain,
      checkServer: (input) => checkServer(input, { fetch: (url, init) => net.fetch(url, init) }),
      openExternal: (url) => shell.openExternal(url),
      appVersion: () => app.getVersion(),
    });
    menu.initialize({
      isMac: process.platform === 'darwin',
      isPackaged: app.isPackaged,
      onChangeServer: () => {
        showMainWindow(settings);
        mainWindow?.webContents.send(ipcContract.server.onChangeRequested.channel);
      },
      onOpenInBrowser: () => {
        const origin = settings.getServerOrigin();
        if (origin) openExternal(origin);
      },
    });
    // The tray and notifications (ADR 034): main-process code, server text shown as text.
    const tray = new Tray(nativeImage.createFromDataURL(TRAY_ICON_DATA_URL));
    tray.setToolTip('Kairos');
    const live = startDesktopLive({
      api: { serverOrigin: () => settings.getServerOrigin(), session: tokenSession, fetch: fetchFromMain },
      preferences: settings,
      now: () => Date.now(),
      schedule: (ms, fn) => {
        // Timers past 24 days overflow; a later change is picked up by the agenda's own refresh.
        const timer = setTimeout(fn, Math.min(ms, 2 ** 31 - 1));
        return () => clearTimeout(timer);
      },
      notifications: { create: (options) => new Notification(options), supported: () => Notification.isSupported() },
      notificationActions: process.platform === 'darwin',
      setTrayMenu: (template) => tray.setContextMenu(Menu.buildFromTemplate(template)),
      setLoginItem: (openAtLogin) => app.setLoginItemSettings({ openAtLogin }),
      copy: (text) => clipboard.writeText(text),
      openExternal,
      openPage: (page) => showMainWindow(settings, page),
      openApp: () => showMainWindow(settings),
      quit: () => app.quit(),
    });
    app.on('before-quit', () => live.stop());
    keepInTray = () => settings.getPreferences().keepInTray;
    // A second launch focuses the window that is already open.
    app.on('second-instance', () => showMainWindow(settings));
    app.on('activate', () => showMainWindow(settings));
    showMainWindow(settings);
    updater.initialize(app.isPackaged);
  });

  // Closing the window quits, unless the person keeps Kairos in the tray (macOS apps stay open anyway).
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !keepInTray()) app.quit();
  });
}
