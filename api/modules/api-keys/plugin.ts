import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyMessages } from '#shared/schemas/api-keys.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { KeyCaller } from './contract.ts';
import { type ApiKeysService, createApiKeysService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** API keys (ADR 052): made once per app, shared by the settings, admin and v1 routes. */
    apiKeys: ApiKeysService;
    /** The v1 routes' `onRequest`: a valid API key in `Authorization: Bearer`, else 401. */
    authenticateKey: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticateKey`: who the key acts as. */
    apiKey: KeyCaller;
  }
}

/** The key of an `Authorization: Bearer <key>` header, or undefined. */
function bearerOf(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer +([^ ]+)$/i.exec(header);
  return match?.[1];
}

export const apiKeysPlugin = fp(
  async (app) => {
    const service = createApiKeysService({ db: app.db, now: app.clock.now });
    app.decorate('apiKeys', service);
    app.decorateRequest('apiKey', null as unknown as KeyCaller);
    app.decorate('authenticateKey', async (request: FastifyRequest) => {
      const key = bearerOf(request.headers.authorization);
      if (!key) throw httpErrors.unauthorized(apiKeyMessages.missing);
      const caller = await service.authenticate(key);
      if (!caller) throw httpErrors.unauthorized(apiKeyMessages.invalid);
      request.apiKey = caller;
    });
  },
  { name: 'api-keys', dependencies: ['db', 'clock'] },
);
