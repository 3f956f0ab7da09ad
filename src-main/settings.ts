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

/**
 * What the desktop app does beside the window (ADR 034): notifications per kind (on by default),
 * open at login and keep running in the tray (off by default: the person chooses).
 */
export const DesktopPreferencesSchema = z.object({
  notifyBookings: z.boolean().default(true),
  notifyCancellations: z.boolean().default(true),
  notifyRequests: z.boolean().default(true),
  launchAtLogin: z.boolean().default(false),
  keepInTray: z.boolean().default(false),
});
export type DesktopPreferences = z.infer<typeof DesktopPreferencesSchema>;

/** The desktop app's own settings (not the account's: those live on the server). */
export interface Settings {
  getServerOrigin(): string | null;
  setServerOrigin(origin: string): void;
  getWindowState(): WindowState | null;
  setWindowState(state: WindowState): void;
}

/** The person's choices for notifications, login and the tray, in the same file. */
export interface DesktopPreferencesStore {
  getPreferences(): DesktopPreferences;
  setPreferences(change: Partial<DesktopPreferences>): DesktopPreferences;
}

interface StoredSettings {
  serverOrigin?: unknown;
  windowState?: unknown;
  preferences?: unknown;
}

/**
 * Settings in electron-store's JSON file under the user-data folder. The file can be edited by
 * hand, so every value is checked again when read; a bad value reads as unset.
 */
export function createSettings(options: { cwd?: string } = {}): Settings & DesktopPreferencesStore {
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
    getPreferences() {
      const parsed = DesktopPreferencesSchema.safeParse(store.get('preferences') ?? {});
      return parsed.success ? parsed.data : DesktopPreferencesSchema.parse({});
    },
    setPreferences(change) {
      const next = DesktopPreferencesSchema.parse({ ...this.getPreferences(), ...change });
      store.set('preferences', next);
      return next;
    },
  };
}
