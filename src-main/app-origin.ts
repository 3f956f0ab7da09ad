/**
 * Where the renderer lives: a privileged custom scheme instead of file://, so the page has a real
 * origin. The API's CORS default (`CORS_ORIGINS` in api/config.ts) allows exactly this origin.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'kairos';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Whether a URL belongs to the packaged renderer. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}
