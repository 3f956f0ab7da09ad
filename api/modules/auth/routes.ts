import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the issue that builds this area.
export const authRoutes: FastifyPluginAsyncZod = async () => {};
