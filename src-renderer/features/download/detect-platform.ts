import type { DesktopPlatform } from '#shared/desktop-artifacts.ts';

/** The installers to offer first for the visitor's OS (docs/product.md#desktop-download), best match first. */
export function preferredPlatforms(userAgent: string): DesktopPlatform[] {
  const ua = userAgent.toLowerCase();
  if (ua.includes('windows')) return ['windows'];
  if (ua.includes('mac os') || ua.includes('macintosh')) return ['macos'];
  // Debian-family browsers say so; other Linux users get the AppImage first, which runs anywhere.
  if (ua.includes('ubuntu') || ua.includes('debian')) return ['linux-deb', 'linux-appimage'];
  if (ua.includes('linux') && !ua.includes('android')) return ['linux-appimage', 'linux-deb'];
  return [];
}
