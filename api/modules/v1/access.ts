import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { type ApiKeyScope, apiKeyMessages } from '#shared/schemas/api-keys.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { type WindowCounter, memoryWindowCounter, redisWindowCounter } from '../../lib/window-counter.ts';
import type { KeyCaller } from '../api-keys/contract.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope a v1 route needs (ADR 052); null: any valid key (`me`, the teams list). A v1 route
     * without it is refused to every key, so a route that forgot to say is closed, not open.
     */
    apiScope?: ApiKeyScope | null;
    /** Whether a team key may call the route (the team routes); personal routes refuse team keys. */
    teamKeys?: boolean;
  }
}

/** The OpenAPI security scheme of the public API: a bearer API key. */
export const API_KEY_SCHEME = 'apiKey';
const WINDOW_MS = 60_000;

/**
 * What a v1 route names beside its own fields: the scope it needs (in `config`) and, in its schema,
 * its OpenAPI tag and the API key scheme.
 */
export function keyRoute(tag: string, scope: ApiKeyScope | null, options: { teamKeys?: boolean } = {}) {
  return {
    config: { apiScope: scope, teamKeys: options.teamKeys ?? false },
    schema: { tags: [`v1 ${tag}`], security: [{ [API_KEY_SCHEME]: [] }] },
  };
}

/** The key's owner, for a route on the owner's own resources (a team key never gets here). */
export const ownerOf = (request: FastifyRequest): string => request.apiKey.userId;

/** Whether the key may act on this team: a personal key of a member, or the team's own key. */
export function mayActOnTeam(key: KeyCaller, teamId: string): boolean {
  return key.teamId === null || key.teamId === teamId;
}

function counterFor(app: FastifyInstance): WindowCounter {
  const limit = app.config.API_KEY_RATE_LIMIT_PER_MINUTE;
  if (!app.config.REDIS_URL) return memoryWindowCounter(limit, WINDOW_MS, app.clock.now);
  const redis = new Redis(app.config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => void (await redis.quit()));
  return redisWindowCounter(redis, limit, WINDOW_MS, 'kairos-api-key:');
}

/**
 * Every v1 route that takes a key: the key (401), its own rate limit (429, with the RateLimit-*
 * headers of the IETF draft on every answer), then the route's scope and kind of key (403).
 */
export function keyRoutesOnly(app: FastifyInstance): void {
  const limit = app.config.API_KEY_RATE_LIMIT_PER_MINUTE;
  const counter = counterFor(app);
  app.addHook('onClose', () => counter.close());

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticateKey(request);
    const key = request.apiKey;
    const tally = await counter.take(key.keyId);
    const resetSeconds = Math.max(1, Math.ceil(tally.resetInMs / 1000));
    reply.headers({
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - tally.count)),
      'ratelimit-reset': String(resetSeconds),
      'ratelimit-policy': `${limit};w=${WINDOW_MS / 1000}`,
    });
    if (!tally.allowed) throw httpErrors.tooManyRequests(apiKeyMessages.tooManyRequests(resetSeconds), resetSeconds);

    const { apiScope, teamKeys } = request.routeOptions.config;
    if (apiScope === undefined) throw httpErrors.forbidden();
    if (apiScope !== null && !key.scopes.includes(apiScope)) throw httpErrors.forbidden(apiKeyMessages.scope(apiScope));
    if (key.teamId !== null && !teamKeys) throw httpErrors.forbidden(apiKeyMessages.personalOnly);
  });
}
