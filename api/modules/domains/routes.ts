import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DomainSettingsResponseSchema,
  SaveDomainRequestSchema,
  VerifyDomainResponseSchema,
} from '#shared/schemas/domains.ts';
import { createDomainsService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** A company's custom domain (company admins only, checked here whatever the client shows). */
export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'domains', 'company_admin');
  const domains = createDomainsService({ db: app.db, config: app.config });

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: "The company's saved domain and the DNS records it needs",
        response: { 200: DomainSettingsResponseSchema },
      },
    },
    async (request) => domains.settings(request.caller.id),
  );

  app.put(
    '/',
    {
      schema: {
        ...common,
        summary: "Saves the company's custom domain",
        body: SaveDomainRequestSchema,
        response: { 200: DomainSettingsResponseSchema },
      },
    },
    async (request) => domains.save(request.caller.id, request.body),
  );

  app.delete(
    '/',
    {
      schema: {
        ...common,
        summary: "Disconnects the company's custom domain",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await domains.remove(request.caller.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify',
    {
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
        ...common,
        summary: 'Looks up the DNS records of the saved domain and reports each one',
        response: { 200: VerifyDomainResponseSchema },
      },
    },
    async (request) => domains.verify(request.caller.id),
  );
};
