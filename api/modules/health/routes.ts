import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '#shared/schemas/health.ts';
import { createHealthService } from './service.ts';

/** Public, no sign-in: for load balancers and monitoring. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ db: app.db, dbKind: app.dbKind });

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
      const answer = await health.check();
      return reply.status(answer.database.reachable ? 200 : 503).send(answer);
    },
  );
};
