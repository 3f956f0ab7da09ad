import type { Config } from '../../config.ts';
import { appVersion } from '../../lib/version.ts';
import { DESKTOP_PLATFORMS, desktopArtifactName } from '#shared/desktop-artifacts.ts';
import type { DownloadsResponse } from '#shared/schemas/downloads.ts';

export interface DownloadsServiceDeps {
  config: Pick<Config, 'DOWNLOAD_BASE_URL'>;
}

/**
 * The /download page's data (docs/product.md#desktop-download): the installers of this server's version, linked under
 * DOWNLOAD_BASE_URL. Without that setting there is nowhere to link to, and the answer says so.
 */
export function createDownloadsService({ config }: DownloadsServiceDeps) {
  return {
    installers(): DownloadsResponse {
      const base = config.DOWNLOAD_BASE_URL?.replace(/\/+$/, '');
      return {
        version: appVersion,
        available: base !== undefined,
        files: DESKTOP_PLATFORMS.map((platform) => {
          const fileName = desktopArtifactName(platform, appVersion);
          return { platform, fileName, url: base ? `${base}/${encodeURIComponent(fileName)}` : null };
        }),
      };
    },
  };
}
