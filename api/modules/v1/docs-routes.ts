import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { API_KEY_PREFIX, API_KEY_SCOPES } from '#shared/schemas/api-keys.ts';
import { V1_ERROR_CODES, V1_PREFIX } from '#shared/schemas/v1.ts';
import { DOCS_PAGE_CSP } from '../../plugins/openapi.ts';
import { API_KEY_SCHEME } from './access.ts';

type Operation = Record<string, unknown> & { tags?: string[]; responses?: Record<string, Record<string, unknown>> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** What a v1 route needs, by `METHOD /path/{param}` as the document writes it. */
export type ScopeTable = Map<string, string | null>;

const DESCRIPTION = `The public API of this Kairos server. Changes after release are additive only.

**Authentication.** Create a key in Settings → Developer and send it as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. A key acts as its owner with only its scopes (${API_KEY_SCOPES.map((s) => `\`${s}\``).join(', ')}); each operation names the one it needs as \`x-kairos-scope\` (null: any valid key). A team key acts only on its team's routes. A key is refused (401) by every route outside ${V1_PREFIX}/.

**Errors.** Every refusal is \`{"error": {"code", "message", "fields"}}\`: \`code\` is one of ${V1_ERROR_CODES.map((c) => `\`${c}\``).join(', ')}; \`fields\` names each refused field by path (empty when none). 401: no key, or an unknown, revoked or expired key, or a disabled owner. 403: the key lacks the scope (or is a team key on a personal route).

**Rate limits.** Each key has its own limit of requests per minute, shared by every server process. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds until the window ends) and \`RateLimit-Policy\`; past the limit the answer is 429 with \`Retry-After\`.

**Times** are RFC 3339 with a zone (\`2030-01-07T09:00:00.000Z\`); filters take any zone offset. **Reads** carry an \`ETag\`; send it back as \`If-None-Match\` for a 304 when nothing changed. **Lists** are pages: pass \`nextCursor\` back as \`cursor\`. **Bookings** made here are made exactly as the booker makes them (the same checks, emails, invites, calendar writes and webhooks); \`Idempotency-Key\` (a UUID) makes a retry answer the same booking.`;

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests this key may make per window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in this window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
  'RateLimit-Policy': { description: 'The limit and its window, as `limit;w=seconds`', schema: { type: 'string' } },
};
const ETAG_HEADER = {
  ETag: { description: 'Send back as If-None-Match: 304 when unchanged', schema: { type: 'string' } },
};

/**
 * OpenAPI 3.0 says a nullable enum lists null among its values (else null is refused by a validator
 * that reads the enum); the generated schemas leave it out, so it is added here, in a copy.
 */
function withNullInNullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullInNullableEnums);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withNullInNullableEnums(value);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** The app's document cut to the public API: its paths, its scheme, each operation's scope and headers. */
export function v1Document(whole: Document, scopes: ScopeTable, version: string) {
  const paths: Document['paths'] = {};
  for (const [path, operations] of Object.entries(whole.paths)) {
    if (!path.startsWith(`${V1_PREFIX}/`)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (!scopes.has(key)) {
        if (operation.tags?.includes('v1 documents')) (paths[path] ??= {})[method] = operation;
        continue;
      }
      const responses: Record<string, Record<string, unknown>> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const etag = method === 'get' && status === '200' ? ETAG_HEADER : {};
        responses[status] = { ...response, headers: { ...RATE_LIMIT_HEADERS, ...etag } };
      }
      if (method === 'get') responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' };
      (paths[path] ??= {})[method] = { ...operation, responses, 'x-kairos-scope': scopes.get(key) ?? null };
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Kairos public API', version: `1 (server ${version})`, description: DESCRIPTION },
    paths: withNullInNullableEnums(paths),
    components: {
      ...(whole.components?.schemas ? { schemas: withNullInNullableEnums(whole.components.schemas) } : {}),
      securitySchemes: { [API_KEY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: `${API_KEY_PREFIX}…` } },
    },
  };
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kairos public API</title>
    <link rel="stylesheet" href="/api/docs/static/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/static/swagger-ui-bundle.js"></script>
    <script src="${V1_PREFIX}/docs/start.js"></script>
  </body>
</html>
`;
const START = `window.ui = SwaggerUIBundle({ url: '${V1_PREFIX}/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The public API's document and its docs page, both public (no key). */
export function v1DocsRoutes(scopes: ScopeTable, version: string): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const common = { tags: ['v1 documents'] };
    let document: ReturnType<typeof v1Document> | undefined;

    app.get(
      '/openapi.json',
      {
        schema: {
          ...common,
          summary: "The public API's OpenAPI 3 document",
          response: { 200: z.looseObject({ openapi: z.string() }) },
        },
      },
      async (_request, reply) => {
        document ??= v1Document(app.swagger() as unknown as Document, scopes, version);
        return reply.header('cache-control', 'no-cache').send(document);
      },
    );

    app.get(
      '/docs',
      { schema: { ...common, summary: "The public API's docs page (HTML)", response: { 200: z.string() } } },
      async (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_PAGE_CSP).send(PAGE),
    );

    app.get(
      '/docs/start.js',
      { schema: { ...common, summary: "The docs page's script", response: { 200: z.string() } } },
      async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START),
    );
  };
}
