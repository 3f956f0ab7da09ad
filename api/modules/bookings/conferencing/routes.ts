import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConferencingCatalogSchema } from '#shared/schemas/apps.ts';
import { signedInOnly } from '../../../plugins/auth.ts';

/** The video services this app offers (ADR 045), from its registered conferencing providers. */
export const conferencingRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'conferencing');
  app.get(
    '/apps',
    {
      schema: {
        ...common,
        summary: 'The App Store: the video services a location can name',
        response: { 200: ConferencingCatalogSchema },
      },
    },
    () => ({
      items: app.bookings.conferencingProviders.map(({ id, name, description }) => ({ id, name, description })),
    }),
  );
};
