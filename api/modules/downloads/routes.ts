import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DownloadsResponseSchema } from '#shared/schemas/downloads.ts';
import { createDownloadsService } from './service.ts';

/** Public, no sign-in: the desktop installers the /download page links to. */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const downloads = createDownloadsService({ config: app.config });

  app.get(
    '/',
    {
      schema: {
        tags: ['downloads'],
        summary: 'The desktop installers for this server version',
        response: { 200: DownloadsResponseSchema },
      },
    },
    () => downloads.installers(),
  );
};
