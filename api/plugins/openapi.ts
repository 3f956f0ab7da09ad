import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../lib/version.ts';

/** The OpenAPI 3 document, generated from the routes' zod schemas, and its docs page. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Kairos API', version: appVersion, description: 'Scheduling and booking API' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The plugin's own static CSP, except that Swagger UI sets inline styles as it renders (the
      // web app's CSP allows them too) and nothing is loaded from other origins.
      staticCSP: [
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
      ].join('; '),
    });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
