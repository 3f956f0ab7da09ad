import { Menu, type MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  isMac: boolean;
  /** Developer tools only in development builds. */
  isPackaged: boolean;
  onChangeServer(): void;
  /** Opens the configured server's web app in the default browser. */
  onOpenInBrowser(): void;
}

/** The usual menus, by role, plus Change Server… (docs/product.md#server-choice) under File. */
export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const changeServer: MenuItemConstructorOptions = {
    label: 'Change Server…',
    click: () => options.onChangeServer(),
  };
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(options.isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [changeServer, { type: 'separator' }, options.isMac ? { role: 'close' } : { role: 'quit' }],
    },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'Open Kairos in Browser', click: () => options.onOpenInBrowser() }] },
  ];
}

export function initialize(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(options)));
}
