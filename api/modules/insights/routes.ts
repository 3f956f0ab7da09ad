import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  INSIGHTS_EXPORTS_PER_MINUTE,
  InsightsQuerySchema,
  InsightsSchema,
  InsightsScopesSchema,
  insightsMessages,
} from '#shared/schemas/insights.ts';
import { ErrorResponseSchema } from '#shared/schemas/session.ts';
import { signedInOnly } from '../../plugins/auth.ts';
import { createInsightsService } from './service.ts';

const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Insights (issue 30, ADR 032): a host's, a team's or a member's figures and charts, and the CSV of the bookings. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'insights');
  const service = createInsightsService({ db: app.db, reads: app.reads.insights, now: app.clock.now });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Figures (with the previous period of the same length) and charts of your bookings, a team’s (owners and admins) or a member’s, over local dates in the host’s zone',
        querystring: InsightsQuerySchema,
        response: { 200: InsightsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.insights(request.caller.id, request.query);
    },
  );

  app.get(
    '/scopes',
    {
      schema: {
        ...common,
        summary: 'The event types to filter Insights by, and the teams (with their members) you may look at',
        response: { 200: InsightsScopesSchema },
      },
    },
    (request) => service.scopes(request.caller.id),
  );

  app.get(
    '/export.csv',
    {
      config: {
        rateLimit: {
          max: INSIGHTS_EXPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          // After authentication, so the limit is per user.
          hook: 'preHandler',
          keyGenerator: (request) => `insights-export:${request.caller?.id ?? request.ip}`,
          errorResponseBuilder: () => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: insightsMessages.tooManyExports,
          }),
        },
      },
      schema: {
        ...common,
        summary: 'The bookings of the same filters as CSV (RFC 4180; formula-like cells guarded), streamed',
        querystring: InsightsQuerySchema,
        // The body is CSV text (text/csv), streamed from the database a page at a time.
        response: { 200: z.string(), ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await service.exportCsv(request.caller.id, request.query);
      return (
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .type('text/csv; charset=utf-8')
          // A stream is sent as it is (never serialised); the schema's string names the body for OpenAPI.
          .send(Readable.from(file.lines()) as unknown as string)
      );
    },
  );
};
