import electronUpdater from 'electron-updater';

/**
 * Packaged builds look for a newer version where electron-builder.yml's `publish` points (the
 * download site) once at start; the OS notification says when it will install on quit. A failed
 * check (offline, no feed) only costs a log line.
 */
export function initialize(isPackaged: boolean): void {
  if (!isPackaged) return;
  electronUpdater.autoUpdater.checkForUpdatesAndNotify().catch((error: unknown) => {
    console.warn('Update check failed:', error instanceof Error ? error.message : String(error));
  });
}
