import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { FIRST_VIEW_SCRIPT_SOURCE } from '../lib/booker-first-view-script.ts';

/** Security headers for every answer, a strict CSP for the web app, and CORS for the desktop app only. */
export const securityPlugin = fp(
  async (app) => {
    // Helmet's middleware, built once. (@fastify/helmet builds it again on every request, which cost
    // about 10 µs a request: a tenth of a signed-in list request's whole budget. ADR 008.)
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The booker page's first view has one inline script, allowed by its hash (ADR 020); no other.
          scriptSrc: ["'self'", FIRST_VIEW_SCRIPT_SOURCE],
          // Radix's scroll lock injects a <style> element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: app.config.APP_URL.startsWith('https:'),
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      // Exactly the configured origins (the desktop app's app://kairos by default), nothing wider.
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
