import { join } from 'node:path';
import { app, type BrowserWindow, net, session, shell } from 'electron';
import { ipcContract } from '#shared/ipc-channels.ts';
import { APP_ORIGIN } from './app-origin.ts';
import * as ipc from './ipc.ts';
import { keychain } from './keychain.ts';
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
import { createMainWindow } from './window.ts';

// `electron-vite dev` serves the renderer from its dev server; a packaged app never does.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const isTrusted = trustedOriginCheck(devServerUrl);
let mainWindow: BrowserWindow | null = null;

const openExternal = (url: string) => {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
};

function showMainWindow(settings: Settings): void {
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    return;
  }
  mainWindow = createMainWindow({
    settings,
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    url: devServerUrl ?? `${APP_ORIGIN}/`,
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
    ipc.initialize({
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
    // A second launch focuses the window that is already open.
    app.on('second-instance', () => showMainWindow(settings));
    app.on('activate', () => showMainWindow(settings));
    showMainWindow(settings);
    updater.initialize(app.isPackaged);
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
