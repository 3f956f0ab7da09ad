import { existsSync } from 'node:fs';
import { LANG_PARAM } from '#shared/i18n/locales.ts';
import { localeFor } from '../lib/locale.ts';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { monthSpan } from '#shared/availability/month-span.ts';
import { bookerPageHtml, bookerPath, firstAnswer, firstMonth, readBookerShell } from '../lib/booker-first-view.ts';
import { projectRoot } from '../lib/paths.ts';
import { memoryWindowCounter } from '../lib/window-counter.ts';
import { addVary } from '../lib/vary.ts';

/**
 * Server-made booker pages one client address gets a minute, as many as the open-times API answers it
 * (api/modules/open-times/routes.ts): past it, the plain index.html, whose app then asks that
 * rate-limited API. A script walking hosts and months therefore computes no more open times here.
 */
export const FIRST_VIEWS_PER_MINUTE = 120;

/** The built web app's folder (WEB_DIST_DIR, else dist/web). */
export function webRoot(config: { WEB_DIST_DIR?: string | undefined }): string {
  return resolve(config.WEB_DIST_DIR ?? join(projectRoot, 'dist/web'));
}

/**
 * The host page's script (ADR 031), under its stable name and its content-hashed one
 * (assets/kairos-embed-<hash>.js), and their brotli and gzip copies (the file a browser is sent).
 */
const EMBED_SCRIPT = /(^|[\\/])(embed\.js|kairos-embed-[\w-]+\.js)(\.br|\.gz)?$/;

/**
 * Serves the built web app. Unknown `/api/*` paths answer 404 JSON; every other unknown path gets
 * the SPA's index.html so client-side routes (and its '404 Page Not Found' screen) work on reload.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const root = webRoot(app.config);
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
          const fingerprinted = path.includes(`${join(root, 'assets')}`);
          if (EMBED_SCRIPT.test(path)) {
            // Other sites load it: not same-site only. The stable /embed.js is asked again (by its
            // ETag) after 5 minutes, so a fix reaches every host's page within minutes of a release.
            res.header('cross-origin-resource-policy', 'cross-origin');
            res.header('access-control-allow-origin', '*');
            if (!fingerprinted) {
              res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
              return;
            }
          }
          res.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const shell = built ? readBookerShell(root) : null;
    const firstViews = memoryWindowCounter(FIRST_VIEWS_PER_MINUTE, 60_000);
    app.addHook('onClose', () => firstViews.close());

    /**
     * A booker page (/{username}/{slug}) with its first answer inside (ADR 020): the event and the
     * open times the booker would ask for first, read through the cached open-times service, and a
     * view of them a person can tap before the app's JavaScript has arrived. Null when there is no
     * such page or its data cannot be read: the plain index.html then, and the app says why.
     */
    async function bookerPage(
      path: string,
      search: string,
      address: string,
      acceptLanguage: string | undefined,
    ): Promise<string | null> {
      const target = shell && bookerPath(path);
      const query = new URLSearchParams(search);
      if (!target || query.has('reschedule')) return null;
      if (!(await firstViews.take(address)).allowed) return null;
      try {
        const month = firstMonth(query, app.clock.now());
        const [event, slots, away] = await Promise.all([
          app.openTimes.eventPage(target.username, target.slug),
          app.openTimes.slots(target.username, target.slug, monthSpan(month)),
          app.openTimes.away(target.username, target.slug),
        ]);
        // The first view speaks the booker's language (ADR 030): the app then starts in the same one.
        const locale = localeFor(
          { query: { lang: query.get(LANG_PARAM) ?? undefined }, headers: { 'accept-language': acceptLanguage } },
          event.eventLocale ?? null,
        );
        const answer = firstAnswer(
          target.username,
          target.slug,
          month,
          { ...event, locale, ...(away ? { away } : {}) },
          JSON.parse(slots) as SlotsResponse,
        );
        return bookerPageHtml(shell, answer, query.get('date'));
      } catch {
        return null;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
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
      const language = request.headers['accept-language'];
      const page = await bookerPage(
        path,
        request.url.split('?', 2)[1] ?? '',
        request.ip,
        typeof language === 'string' ? language : undefined,
      );
      if (page) {
        return addVary(reply.header('cache-control', 'no-cache'), 'Accept-Language')
          .type('text/html; charset=utf-8')
          .send(page);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['config', 'clock', 'booking-services'] },
);
