/**
 * The desktop installers' file names, shared by electron-builder.yml (which must produce exactly
 * these names) and the /download page (which links to them under DOWNLOAD_BASE_URL).
 */
export const DESKTOP_PLATFORMS = ['windows', 'macos', 'linux-appimage', 'linux-deb'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

export function desktopArtifactName(platform: DesktopPlatform, version: string): string {
  switch (platform) {
    case 'windows':
      return `Kairos-Setup-${version}.exe`;
    case 'macos':
      return `Kairos-${version}-universal.dmg`;
    case 'linux-appimage':
      return `Kairos-${version}-x86_64.AppImage`;
    case 'linux-deb':
      return `kairos_${version}_amd64.deb`;
  }
}
