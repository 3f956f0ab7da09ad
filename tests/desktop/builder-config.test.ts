import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DESKTOP_PLATFORMS, type DesktopPlatform, desktopArtifactName } from '#shared/desktop-artifacts.ts';

interface Target {
  target: string;
  arch: string[];
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a YAML document, checked field by field
const config = parse(readFileSync('electron-builder.yml', 'utf8')) as any;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; scripts: Record<string, string> };

/** electron-builder's macros as they apply to these artifact names. */
function expand(pattern: string, ext: string, version = pkg.version): string {
  return pattern.replaceAll('${version}', version).replaceAll('${ext}', ext);
}

const builtBy: Record<DesktopPlatform, { section: string; os: string; target: string; ext: string; arch: string }> = {
  windows: { section: 'nsis', os: 'win', target: 'nsis', ext: 'exe', arch: 'x64' },
  macos: { section: 'dmg', os: 'mac', target: 'dmg', ext: 'dmg', arch: 'universal' },
  'linux-appimage': { section: 'appImage', os: 'linux', target: 'AppImage', ext: 'AppImage', arch: 'x64' },
  'linux-deb': { section: 'deb', os: 'linux', target: 'deb', ext: 'deb', arch: 'x64' },
};

describe('electron-builder.yml', () => {
  it.each(DESKTOP_PLATFORMS)('builds the %s installer under the name /download links to', (platform) => {
    const { section, os, target, ext, arch } = builtBy[platform];
    const targets = config[os].target as Target[];
    expect(targets).toContainEqual({ target, arch: [arch] });
    expect(expand(config[section].artifactName, ext)).toBe(desktopArtifactName(platform, pkg.version));
    expect(expand(config[section].artifactName, ext, '2.10.0-beta.1')).toBe(
      desktopArtifactName(platform, '2.10.0-beta.1'),
    );
  });

  it('builds no installer that /download does not know', () => {
    const all = ['win', 'mac', 'linux'].flatMap((os) => (config[os].target as Target[]).map((t) => t.target));
    expect(all.sort()).toEqual(DESKTOP_PLATFORMS.map((p) => builtBy[p].target).sort());
  });

  it('has an app id, a product name and an icon of at least 512 px', async () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z-]+)+$/);
    expect(config.productName).toBe('Kairos');
    for (const os of ['win', 'mac', 'linux']) {
      const { width, height } = await sharp(config[os].icon).metadata();
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(512);
    }
  });

  it('packs the electron-vite output and keeps the keychain module and its binary outside the asar archive', () => {
    expect(config.files).toContain('out/**');
    expect(config.files).toEqual(
      expect.arrayContaining(['node_modules/@napi-rs/keyring/**', 'node_modules/@napi-rs/keyring-*/**']),
    );
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('**/node_modules/@napi-rs/keyring*/**');
  });

  it('sets the hardening fuses', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
  });

  it('publishes updates for electron-updater to a configurable URL', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.DOWNLOAD_BASE_URL}' });
  });

  it('refuses to package with an update feed that is not https', () => {
    const check = (value: string | undefined) =>
      spawnSync(process.execPath, ['scripts/check-release-env.mjs'], {
        env: { PATH: process.env.PATH, ...(value === undefined ? {} : { DOWNLOAD_BASE_URL: value }) },
        encoding: 'utf8',
      });
    for (const insecure of [undefined, 'http://downloads.example.test/kairos', 'not a url']) {
      const result = check(insecure);
      expect(result.status, String(insecure)).toBe(1);
      expect(result.stderr).toContain('DOWNLOAD_BASE_URL must be an https:// URL');
    }
    expect(check('https://downloads.example.test/kairos').status).toBe(0);
    expect(pkg.scripts.dist).toMatch(/^node scripts\/check-release-env\.mjs && /);
  });
});
