import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSettingsResponseSchema,
  SaveCloudflareTokenRequestSchema,
  SetupCoreDomainRequestSchema,
} from '#shared/schemas/admin.ts';
import { MessageResponseSchema } from '#shared/schemas/session.ts';
import { createAdminService } from './service.ts';
import { signedInOnly } from '../../plugins/auth.ts';

/** The app admin's portal: the Cloudflare token and the core domain (app admins only, checked here). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = signedInOnly(app, 'admin', 'app_admin');
  const admin = createAdminService({ db: app.db, secretBox: app.secretBox, config: app.config });
  // These call Cloudflare on the server's behalf; keep a runaway client from exhausting its quota.
  // Counted per admin after the role check, so refused callers cannot use up an admin's allowance.
  const rateLimit = {
    max: 30,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `admin:${request.caller.id}`,
  };

  app.get(
    '/settings',
    {
      schema: {
        ...common,
        summary: 'Whether a Cloudflare token is saved (and its last four characters, never more)',
        response: { 200: AdminSettingsResponseSchema },
      },
    },
    () => admin.settings(),
  );

  app.post(
    '/settings/cloudflare-token',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: 'Checks a Cloudflare API token with Cloudflare and saves it encrypted',
        body: SaveCloudflareTokenRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({ message: await admin.saveCloudflareToken(request.caller.id, request.body.token) }),
  );

  app.post(
    '/dns/setup-core',
    {
      config: { rateLimit },
      schema: {
        ...common,
        summary: 'Creates or updates the root A/AAAA record and the wildcard CNAME of the core domain',
        body: SetupCoreDomainRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({ message: await admin.setupCoreDomain(request.caller.id, request.body) }),
  );
};
