import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { appVersion } from '../../api/lib/version.ts';
import { desktopArtifactName } from '#shared/desktop-artifacts.ts';
import type { DownloadsResponse } from '#shared/schemas/downloads.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/downloads', () => {
  it('links every installer of this version under DOWNLOAD_BASE_URL, without signing in', async () => {
    t = await createTestApp({ DOWNLOAD_BASE_URL: 'https://downloads.example.test/kairos/' });
    const res = await t.app.inject({ method: 'GET', url: '/api/downloads' });
    expect(res.statusCode).toBe(200);
    const body = res.json<DownloadsResponse>();
    expect(body.version).toBe(appVersion);
    expect(body.available).toBe(true);
    expect(body.files.map((f) => f.platform)).toEqual(['windows', 'macos', 'linux-appimage', 'linux-deb']);
    const windows = body.files.find((f) => f.platform === 'windows')!;
    expect(windows.fileName).toBe(desktopArtifactName('windows', appVersion));
    expect(windows.url).toBe(`https://downloads.example.test/kairos/${desktopArtifactName('windows', appVersion)}`);
  });

  it('says installers are unavailable, linking nowhere, when DOWNLOAD_BASE_URL is unset', async () => {
    t = await createTestApp();
    const body = (await t.app.inject({ method: 'GET', url: '/api/downloads' })).json<DownloadsResponse>();
    expect(body.available).toBe(false);
    expect(body.files.every((f) => f.url === null)).toBe(true);
    expect(body.files).toHaveLength(4);
  });

  it('refuses to start with an update feed that is not https', () => {
    for (const insecure of ['http://downloads.example.test/kairos/', 'ftp://downloads.example.test/']) {
      expect(() => loadConfig({ DOWNLOAD_BASE_URL: insecure }), insecure).toThrow(ConfigError);
    }
    expect(loadConfig({ DOWNLOAD_BASE_URL: 'https://downloads.example.test/' }).DOWNLOAD_BASE_URL).toBe(
      'https://downloads.example.test/',
    );
  });
});
