import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSettingsResponseSchema,
  SaveCloudflareTokenRequestSchema,
  SetupCoreDomainRequestSchema,
} from '../../../src-shared/schemas/admin.ts';
import { messages } from '../../../src-shared/messages.ts';
import { MessageResponseSchema } from '../../../src-shared/schemas/session.ts';
import { recordAudit } from './audit.ts';
import { getAdminSettings, saveCloudflareToken, setupCoreDomain } from './service.ts';
import { adminUsersRoutes } from './users-routes.ts';

/** The app admin's portal: the Cloudflare token and the core domain (app admins only, checked here). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = app.secretBox;
  // Checked on request, before the body is validated: outsiders learn nothing about the endpoint.
  const onRequest = [app.authenticate, app.requireRole('app_admin')];
  const security = [{ bearerAuth: [] }];
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
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Whether a Cloudflare token is saved (and its last four characters, never more)',
        security,
        response: { 200: AdminSettingsResponseSchema },
      },
    },
    async () => getAdminSettings(app.db, box),
  );

  app.post(
    '/settings/cloudflare-token',
    {
      onRequest,
      config: { rateLimit },
      schema: {
        tags: ['admin'],
        summary: 'Checks a Cloudflare API token with Cloudflare and saves it encrypted',
        security,
        body: SaveCloudflareTokenRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await saveCloudflareToken(app.db, box, app.config, request.body.token);
      await recordAudit(app.db, { actor: request.caller, action: 'cloudflare_token_saved' });
      return { message: messages.cloudflareTokenSaved };
    },
  );

  app.post(
    '/dns/setup-core',
    {
      onRequest,
      config: { rateLimit },
      schema: {
        tags: ['admin'],
        summary: 'Creates or updates the root A/AAAA record and the wildcard CNAME of the core domain',
        security,
        body: SetupCoreDomainRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const message = await setupCoreDomain(app.db, box, app.config, request.body);
      const { domain, ipAddress } = request.body;
      await recordAudit(app.db, {
        actor: request.caller,
        action: 'core_domain_set_up',
        detail: `${domain} → ${ipAddress}`,
      });
      return { message };
    },
  );

  await app.register(adminUsersRoutes);
};
