import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../src-shared/schemas/health.ts';
import { appVersion } from '../../lib/version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await app.db.$queryRawUnsafe('SELECT 1').then(
        () => true,
        () => false,
      );
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'unavailable',
        database: { kind: app.dbKind, reachable },
        version: appVersion,
      });
    },
  );
};
