import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import type {} from '../../api/plugins/auth.ts'; // the `authenticate` decorator's type

/** One API route as registered, read from Fastify itself (so routes added later are picked up). */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's path pattern, e.g. `/api/event-types/:id/toggle`. */
  url: string;
  /** `METHOD url`, the key used by the tables in the security tests. */
  key: string;
  /** Whether the route declares the bearer scheme in its OpenAPI security (every authed route must). */
  declaresBearer: boolean;
  /** Whether `app.authenticate` is among its preHandlers. */
  authenticates: boolean;
  hasBody: boolean;
  /** The route's own body limit, when it sets one (the app's is BODY_LIMIT_BYTES). */
  bodyLimit: number | undefined;
  hasParams: boolean;
  hasQuery: boolean;
  hidden: boolean;
}

// Fastify announces every new instance on this channel, before any plugin runs: the one way to see
// every route of an app that buildApp() assembles without exposing its internals.
const initialization = channel('fastify.initialization');

/** The real test app (see test-app.ts) plus every /api route it registered. */
export async function createTestAppWithRoutes(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<{
  t: TestApp;
  routes: ApiRoute[];
}> {
  const collected: { route: RouteOptions; preHandlers: () => unknown[] }[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', function (this: FastifyInstance, route) {
      // Hooks a plugin adds with addHook('preHandler', …) are not in the route's options; they live
      // in the registering instance's hook lists (read once the app is ready, as Fastify does).
      const hooks = Object.getOwnPropertySymbols(this).find((s) => s.description === 'fastify.hooks');
      const lists = (hooks ? (this as unknown as Record<symbol, unknown>)[hooks] : {}) as Record<string, unknown[]>;
      collected.push({ route, preHandlers: () => [...(lists.preHandler ?? []), ...(lists.onRequest ?? [])] });
    });
  };
  initialization.subscribe(onInit);
  let t: TestApp;
  try {
    t = await createTestApp(env, options);
  } finally {
    initialization.unsubscribe(onInit);
  }
  const authenticate = t.app.authenticate;
  const routes = new Map<string, ApiRoute>();
  for (const { route, preHandlers: pluginHooks } of collected) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const raw of methods) {
      const method = String(raw).toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      // Fastify reports ignoreTrailingSlash twins and prefix roots with a trailing slash.
      const url = route.url.length > 1 ? route.url.replace(/\/+$/, '') : route.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const security = (schema.security ?? []) as Record<string, unknown>[];
      const preHandlers = [route.preHandler ?? [], route.onRequest ?? [], pluginHooks()].flat();
      // A parameter's pattern (`:users(^…$)`, the group links') is left out of the key.
      const key = `${method} ${url.replace(PARAM_PATTERN, '')}`;
      routes.set(key, {
        method: method as ApiRoute['method'],
        url,
        key,
        declaresBearer: security.some((s) => 'bearerAuth' in s),
        authenticates: preHandlers.includes(authenticate),
        hasBody: schema.body !== undefined,
        bodyLimit: route.bodyLimit,
        hasParams: schema.params !== undefined || url.includes(':'),
        hasQuery: schema.querystring !== undefined,
        hidden: schema.hide === true,
      });
    }
  }
  return { t, routes: [...routes.values()].sort((a, b) => a.key.localeCompare(b.key)) };
}

/** A route parameter's pattern, as Fastify writes it after the name: `:users(^[^/]+[+][^/]+$)`. */
const PARAM_PATTERN = /(?<=:[A-Za-z0-9_]+)\([^)]*\)/g;

/**
 * Fills `:param` segments; `values` maps a param name to its value, anything else gets `fallback`. A
 * parameter with a pattern that the value does not match (the group links' usernames joined by '+')
 * gets the value twice, joined by '+', so the request reaches that route.
 */
export function fillPath(url: string, values: Record<string, string> = {}, fallback = 'missing'): string {
  return url.replace(/:([A-Za-z0-9_]+)(?:\(([^)]*)\))?/g, (_m, name: string, pattern?: string) => {
    const value = values[name] ?? fallback;
    const fits = !pattern || new RegExp(pattern).test(value);
    return fits ? encodeURIComponent(value) : `${encodeURIComponent(value)}+${encodeURIComponent(value)}`;
  });
}

/** The tables a rejected request must leave as they were, by the name a failure reports. */
const COUNTED_TABLES: Record<string, string> = {
  users: 'users',
  refreshTokens: 'refresh_tokens',
  emailTokens: 'email_tokens',
  eventTypes: 'event_types',
  preferences: 'preferences',
  embedSettings: 'embed_settings',
  avatars: 'avatars',
  domains: 'domains',
  appSettings: 'app_settings',
  schedules: 'schedules',
  availabilityRules: 'availability_rules',
  bookings: 'bookings',
  auditLog: 'audit_log',
  teams: 'teams',
  teamMembers: 'team_members',
  teamInvites: 'team_invites',
  signInIdentities: 'sign_in_identities',
  signInStates: 'sign_in_states',
  signInTickets: 'sign_in_tickets',
  outOfOffice: 'out_of_office',
  awaySettings: 'away_settings',
};
/** One statement for every count (the fuzz suites ask before and after thousands of requests). */
const COUNT_SQL = `SELECT ${Object.entries(COUNTED_TABLES)
  .map(([name, table]) => `(SELECT COUNT(*) FROM "${table}") AS "${name}"`)
  .join(', ')}`;

/** Every such table's row count, to prove a rejected request stored nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const [row] = await t.db.$queryRawUnsafe<Record<string, number | bigint>[]>(COUNT_SQL);
  return Object.fromEntries(Object.keys(COUNTED_TABLES).map((name) => [name, Number(row![name])]));
}

/** What `injectRoute` answers: the status, the headers and the body as text. */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = unknown>(): T;
}

/**
 * `app.inject` for a table of every route: a live stream (text/event-stream, ADR 034) answers its
 * status and headers and is then let go, since it would never end; any other answer is read whole.
 */
export async function injectRoute(app: FastifyInstance, options: InjectOptions): Promise<InjectedAnswer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += (chunk as Buffer).toString('utf8');
  return { statusCode: res.statusCode, headers: res.headers, body, json: <T>() => JSON.parse(body) as T };
}
