import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersion } from '../../lib/version.ts';
import { keyRoutesOnly } from './access.ts';
import { v1AvailabilityRoutes } from './availability-routes.ts';
import { v1BookingsRoutes } from './bookings-routes.ts';
import { type ScopeTable, v1DocsRoutes } from './docs-routes.ts';
import { useV1Errors } from './errors.ts';
import { v1EventTypesRoutes } from './event-types-routes.ts';
import { v1MeRoutes } from './me-routes.ts';
import { v1TeamsRoutes } from './teams-routes.ts';
import { v1WebhooksRoutes } from './webhooks-routes.ts';

/** `/api/v1/event-types/:id` as the OpenAPI document writes it: `/api/v1/event-types/{id}`. */
const documentedPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/+$/, '');

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** An ETag on every successful read: a hash of the answer, and 304 without a body when the client has it. */
async function etagOnReads(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}

/**
 * The public API (`/api/v1`, issue 42, ADR 052): its own errors, ETags on reads, its document and
 * docs page (public), and the resources, each behind an API key with its scope and rate limit. Each
 * handler calls the service the app's own route calls: there is no second booking path.
 */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  useV1Errors(app);
  app.addHook('onSend', etagOnReads);

  const scopes: ScopeTable = new Map();
  await app.register(v1DocsRoutes(scopes, appVersion));
  await app.register(async (keyed: FastifyInstance) => {
    keyed.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        scopes.set(`${method} ${documentedPath(route.url)}`, route.config?.apiScope ?? null);
    });
    keyRoutesOnly(keyed);
    await keyed.register(v1MeRoutes);
    await keyed.register(v1EventTypesRoutes);
    await keyed.register(v1AvailabilityRoutes);
    await keyed.register(v1BookingsRoutes);
    await keyed.register(v1WebhooksRoutes);
    await keyed.register(v1TeamsRoutes);
  });
};
