import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-origin.ts';

const MAX_EXTERNAL_URL_LENGTH = 2048;

/**
 * Whether a link may be handed to the operating system's browser: only plain http(s) links with a
 * host and no embedded credentials. Anything else (javascript:, file:, data:, custom schemes that
 * launch other programs) is refused, since `shell.openExternal` would execute or open it.
 */
export function isSafeExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > MAX_EXTERNAL_URL_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (!parsed.hostname || parsed.username || parsed.password) return false;
  return true;
}

/** The renderer origin a window may show: the app scheme, or the dev server during `dev:desktop`. */
export type TrustedOriginCheck = (url: string) => boolean;

export function trustedOriginCheck(devServerUrl: string | undefined): TrustedOriginCheck {
  if (!devServerUrl) return isAppUrl;
  const devOrigin = new URL(devServerUrl).origin;
  return (url) => {
    try {
      return isAppUrl(url) || new URL(url).origin === devOrigin;
    } catch {
      return false;
    }
  };
}

/**
 * Applied to every web contents the app creates: navigation stays inside the app, new windows are
 * never opened (safe http(s) links go to the default browser instead), and no <webview> attaches.
 */
export function guardWebContents(
  contents: WebContents,
  isTrusted: TrustedOriginCheck,
  openExternal: (url: string) => void,
): void {
  const keepInside = (event: { preventDefault(): void }, url: string) => {
    if (isTrusted(url)) return;
    event.preventDefault();
    if (isSafeExternalUrl(url)) openExternal(url);
  };
  contents.on('will-navigate', keepInside);
  contents.on('will-redirect', keepInside);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/**
 * The one permission the renderer uses: writing plain text to the clipboard (Copy link, docs/product.md#own-links), and
 * only from the app's own page. Camera, microphone, location, notifications, clipboard reading
 * and every other permission are refused.
 */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  isTrusted: TrustedOriginCheck,
) {
  return ALLOWED_PERMISSIONS.has(permission) && requestingUrl !== undefined && isTrusted(requestingUrl);
}

export function denyPermissions(session: Session, isTrusted: TrustedOriginCheck): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, isTrusted));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, isTrusted),
  );
  session.setDevicePermissionHandler(() => false);
}

/**
 * The renderer's Content-Security-Policy: scripts only from the app itself, and network calls
 * only to the configured Kairos server (none at all before one is configured). Avatars are images
 * served by that server.
 */
export function contentSecurityPolicy(serverOrigin: string | null): string {
  const server = serverOrigin ? ` ${serverOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix's scroll lock injects a <style> element; no script may be inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${server}`,
    "font-src 'self' data:",
    `connect-src 'self'${server}`,
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
