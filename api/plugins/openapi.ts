import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../lib/version.ts';

/**
 * The docs pages' policy: Swagger UI's own static CSP, except that it sets inline styles as it renders
 * (the web app's CSP allows them too) and nothing is loaded from other origins. The public API's docs
 * page (`api/modules/v1/docs-routes.ts`) uses it too.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "form-action 'self'",
].join('; ');

/** The OpenAPI 3 document, generated from the routes' zod schemas, and its docs page. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Kairos API', version: appVersion, description: 'Scheduling and booking API' },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The public API's keys (/api/v1, ADR 052; its own document is /api/v1/openapi.json).
            apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'kairos_live_…' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Every group folded, with a filter by group: Swagger UI lays out only a first few operations of a
      // document this size (over about 125) when they are all unfolded, and no group after them shows.
      uiConfig: { docExpansion: 'none', filter: true },
      staticCSP: DOCS_PAGE_CSP,
    });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
