import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { projectRoot } from '../lib/paths.ts';

/**
 * Serves the built web app. Unknown `/api/*` paths answer 404 JSON; every other unknown path gets
 * the SPA's index.html so client-side routes (and its '404 Page Not Found' screen) work on reload.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const root = resolve(app.config.WEB_DIST_DIR ?? join(projectRoot, 'dist/web'));
    const built = existsSync(join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes a .br and a .gz beside each file (vite.config.ts): sent to browsers that
        // accept them, so a phone on a slow link downloads a third of the entry script.
        preCompressed: true,
        setHeaders(res, path) {
          // Vite fingerprints everything under assets/; index.html must always be revalidated.
          res.header(
            'cache-control',
            path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) {
        return reply.status(404).send({ error: `Route ${request.method} ${path} not found` });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ error: 'Not found' });
      }
      if (!built) {
        // An API-only install (or tests before a build): there is no page here, which is not a server fault.
        return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build:web`.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['config'] },
);
