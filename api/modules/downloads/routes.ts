import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESKTOP_PLATFORMS, desktopArtifactName } from '../../../src-shared/desktop-artifacts.ts';
import { DownloadsResponseSchema } from '../../../src-shared/schemas/downloads.ts';
import { appVersion } from '../../lib/version.ts';

/**
 * The /download page's data (docs/product.md#desktop-download): the installers of this server's version, linked under
 * DOWNLOAD_BASE_URL. Without that setting there is nowhere to link to, and the answer says so.
 */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['downloads'],
        summary: 'The desktop installers for this server version',
        response: { 200: DownloadsResponseSchema },
      },
    },
    () => {
      const base = app.config.DOWNLOAD_BASE_URL?.replace(/\/+$/, '');
      return {
        version: appVersion,
        available: base !== undefined,
        files: DESKTOP_PLATFORMS.map((platform) => {
          const fileName = desktopArtifactName(platform, appVersion);
          return { platform, fileName, url: base ? `${base}/${encodeURIComponent(fileName)}` : null };
        }),
      };
    },
  );
};
