import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EMBED_VERDICT_ID, embedParams, type EmbedVerdict } from '#shared/embed-protocol.ts';
import { webRoot } from '../../plugins/static-web.ts';
import { createEmbedService } from './service.ts';

/** The page CSP's `frame-ancestors` (api/plugins/security.ts), which this page alone widens. */
const NO_FRAMING = "frame-ancestors 'none'";

/** This server's own origins: its configured address and the one the request came to (a custom domain). */
function ownOrigins(request: FastifyRequest, appUrl: string): string[] {
  return [new URL(appUrl).origin, `${request.protocol}://${request.host}`.toLowerCase()];
}

/** `frame-ancestors` for a host's booker: this server (Settings → Embed's preview) and the sites they list. */
function frameAncestors(allowed: readonly string[]): string {
  return ["frame-ancestors 'self'", ...allowed].join(' ');
}

/**
 * GET /embed/{username}/{slug} (ADR 031): the booker for another site's frame. The page is the web
 * app's index.html, answered with a `frame-ancestors` that lists only the host's allowed origins, and
 * with the verdict on the frame's `embed.origin`: that origin when the host lists it, so the booker
 * posts its messages there and nowhere else, or null (the booker then posts nothing).
 */
export const embedPageRoutes: FastifyPluginAsync = async (app) => {
  const root = webRoot(app.config);
  const index = existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : null;
  const embed = createEmbedService({ db: app.db });

  app.get<{ Params: { username: string; slug: string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/embed/:username/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!index) {
        return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build:web`.');
      }
      const allowed = await embed.originsOf(request.params.username);
      // The script sends `location.origin`, which browsers write as the settings keep origins: an exact match.
      const given = request.query[embedParams.origin];
      const parent = typeof given === 'string' ? given : null;
      const verdict: EmbedVerdict = {
        parentOrigin:
          parent !== null && (allowed.includes(parent) || ownOrigins(request, app.config.APP_URL).includes(parent))
            ? parent
            : null,
      };
      const csp = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.raw.setHeader('content-security-policy', csp.replace(NO_FRAMING, frameAncestors(allowed)));
      // X-Frame-Options knows no list of sites; frame-ancestors decides for every browser that reads it.
      reply.raw.removeHeader('x-frame-options');
      // The JSON is data, never run: `<` is escaped so no text can close the script element.
      const data = JSON.stringify(verdict).replace(/</g, '\\u003c');
      const page = index.replace(
        '</head>',
        `<script type="application/json" id="${EMBED_VERDICT_ID}">${data}</script></head>`,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    },
  );
};
