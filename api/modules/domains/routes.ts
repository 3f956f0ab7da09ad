import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DomainSettingsResponseSchema,
  SaveDomainRequestSchema,
  VerifyDomainResponseSchema,
} from '../../../src-shared/schemas/domains.ts';
import { getDomainSettings, removeDomain, saveDomain, verifyDomain } from './service.ts';

/** A company's custom domain (company admins only, checked here whatever the client shows). */
export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the body is validated: outsiders learn nothing about the endpoint.
  const onRequest = [app.authenticate, app.requireRole('company_admin')];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      onRequest,
      schema: {
        tags: ['domains'],
        summary: "The company's saved domain and the DNS records it needs",
        security,
        response: { 200: DomainSettingsResponseSchema },
      },
    },
    async (request) => getDomainSettings(app.db, app.config, request.caller.id),
  );

  app.put(
    '/',
    {
      onRequest,
      schema: {
        tags: ['domains'],
        summary: "Saves the company's custom domain",
        security,
        body: SaveDomainRequestSchema,
        response: { 200: DomainSettingsResponseSchema },
      },
    },
    async (request) => saveDomain(app.db, app.config, request.caller.id, request.body),
  );

  app.delete(
    '/',
    {
      onRequest,
      schema: {
        tags: ['domains'],
        summary: "Disconnects the company's custom domain",
        security,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDomain(app.db, request.caller.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify',
    {
      onRequest,
      // Each call makes DNS lookups on the server's behalf; counted per company admin after the role check.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `domains-verify:${request.caller.id}`,
        },
      },
      schema: {
        tags: ['domains'],
        summary: 'Looks up the DNS records of the saved domain and reports each one',
        security,
        response: { 200: VerifyDomainResponseSchema },
      },
    },
    async (request) => verifyDomain(app.db, app.config, request.caller.id),
  );
};
