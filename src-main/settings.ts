import Store from 'electron-store';
import { z } from 'zod';
import { normalizeServerUrl } from '#shared/server-url.ts';

export const WindowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

/** The desktop app's own settings (not the account's: those live on the server). */
export interface Settings {
  getServerOrigin(): string | null;
  setServerOrigin(origin: string): void;
  getWindowState(): WindowState | null;
  setWindowState(state: WindowState): void;
}

interface StoredSettings {
  serverOrigin?: unknown;
  windowState?: unknown;
}

/**
 * Settings in electron-store's JSON file under the user-data folder. The file can be edited by
 * hand, so every value is checked again when read; a bad value reads as unset.
 */
export function createSettings(options: { cwd?: string } = {}): Settings {
  const store = new Store<StoredSettings>({ name: 'settings', ...(options.cwd ? { cwd: options.cwd } : {}) });
  return {
    getServerOrigin() {
      const value = store.get('serverOrigin');
      if (typeof value !== 'string') return null;
      const result = normalizeServerUrl(value);
      return result.ok && result.origin === value ? value : null;
    },
    setServerOrigin(origin) {
      store.set('serverOrigin', origin);
    },
    getWindowState() {
      const parsed = WindowStateSchema.safeParse(store.get('windowState'));
      return parsed.success ? parsed.data : null;
    },
    setWindowState(state) {
      store.set('windowState', WindowStateSchema.parse(state));
    },
  };
}
