import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { FIRST_VIEW_SCRIPT_SOURCE } from '../lib/booker-first-view-script.ts';

type HelmetMiddleware = ReturnType<typeof helmet>;

/** The headers a helmet middleware sets, and those it removes, as it sets them on every answer. */
function headersOf(middleware: HelmetMiddleware): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return { set, removed };
}

/** Security headers for every answer (a strict CSP for pages, a closed one for the API), and CORS for the desktop app only. */
export const securityPlugin = fp(
  async (app) => {
    // Helmet's middleware, built once per kind of answer, and the headers it sets (the same on every
    // answer: no directive depends on the request) taken from it once and set as they are. (@fastify/helmet
    // builds the middleware again on every request, which cost about 10 µs a request, ADR 008; running
    // it, a chain of six middleware functions, cost about 2 µs more.)
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
    const page = headersOf(pageHeaders);
    const api = headersOf(apiHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      const { set, removed } = request.url.startsWith('/api/') ? api : page;
      const raw = reply.raw;
      for (const name of removed) raw.removeHeader(name);
      for (const [name, value] of set) raw.setHeader(name, value);
      done();
    });
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
