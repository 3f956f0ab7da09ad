import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn() } }));

const { menuTemplate } = await import('../../src-main/menu.ts');

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function template(overrides: Partial<Parameters<typeof menuTemplate>[0]> = {}) {
  const calls: string[] = [];
  const items = flatten(
    menuTemplate({
      isMac: false,
      isPackaged: true,
      onChangeServer: () => calls.push('change-server'),
      onOpenInBrowser: () => calls.push('open-in-browser'),
      ...overrides,
    }),
  );
  return { items, calls };
}

describe('application menu', () => {
  it('has the usual menus by role', () => {
    const roles = template().items.map((item) => item.role);
    expect(roles).toEqual(
      expect.arrayContaining(['editMenu', 'windowMenu', 'help', 'quit', 'reload', 'togglefullscreen']),
    );
    expect(template({ isMac: true }).items.map((item) => item.role)).toContain('appMenu');
  });

  it('offers Change Server…', () => {
    const { items, calls } = template();
    const item = items.find((i) => i.label === 'Change Server…')!;
    (item.click as () => void)();
    expect(calls).toEqual(['change-server']);
  });

  it('offers developer tools only outside the packaged app', () => {
    expect(template({ isPackaged: true }).items.some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(template({ isPackaged: false }).items.some((i) => i.role === 'toggleDevTools')).toBe(true);
  });
});
