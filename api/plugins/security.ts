import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { FIRST_VIEW_SCRIPT_SOURCE } from '../lib/booker-first-view-script.ts';

/** Security headers for every answer (a strict CSP for pages, a closed one for the API), and CORS for the desktop app only. */
export const securityPlugin = fp(
  async (app) => {
    // Helmet's middleware, built once per kind of answer. (@fastify/helmet builds it again on every
    // request, which cost about 10 µs a request: a tenth of a signed-in list request's whole budget. ADR 008.)
    const hsts = app.config.APP_URL.startsWith('https:');
    // Pages (the web app, the booker's first view): a strict CSP for a document that runs scripts.
    const pageHeaders = helmet({
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
      strictTransportSecurity: hsts,
    });
    // API answers (JSON, an avatar, a calendar feed) are never a document that runs anything: the
    // policy OWASP gives for APIs (nothing may load, nothing may frame it), and none of the headers
    // that only a page reads. A tenth of the bytes of the page set on every answer.
    const apiHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: hsts,
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      (request.url.startsWith('/api/') ? apiHeaders : pageHeaders)(request.raw, reply.raw, (error) =>
        done(error as Error | undefined),
      ),
    );
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      // Exactly the configured origins (the desktop app's app://kairos by default), nothing wider.
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Last-Event-ID: the desktop window's live stream resumes with it (ADR 034).
      allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
