import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  GraphApi,
  type GraphAccount,
  type GraphCalendar,
  type GraphEvent,
  graphError,
  graphFaultBody,
} from './microsoft-graph.ts';
import { type IdTokenFault, createIdTokenSigner } from './id-tokens.ts';
import { type Answer, startLoopbackServer } from './loopback-server.ts';
import * as oauth from './oauth-parts.ts';

/**
 * A loopback fake of the Microsoft identity platform v2.0 and Microsoft Graph v1.0 on one origin,
 * with the real paths (learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow,
 * …/reference-error-codes, learn.microsoft.com/graph/api/…): `GET /{tenant}/oauth2/v2.0/authorize` (a
 * consent page in HTML: the accounts, the permissions, "Accept"/"Cancel" as Allow and Deny),
 * `POST /{tenant}/oauth2/v2.0/token` (authorization_code with PKCE, single-use codes, the client's
 * secret in the form body; refresh_token answering a NEW refresh token each time), the AADSTS error
 * bodies, `/{tenant}/discovery/v2.0/keys`, OpenID Connect's discovery document
 * (`/{tenant}/v2.0/.well-known/openid-configuration`, whose multi-tenant issuer names `{tenantid}`,
 * learn.microsoft.com/entra/identity-platform/v2-protocols-oidc), id_tokens signed RS256 by the published
 * key with the claims of learn.microsoft.com/entra/identity-platform/id-token-claims-reference (`tid`,
 * `oid`, `email` only when asked, the optional `xms_edov`), and Graph under `/v1.0/…` (microsoft-graph.ts). Tests set
 * TEST_MICROSOFT_ORIGIN to its origin. Nothing here is Kairos's code: it is what Microsoft does.
 *
 * Switches: `fail` (the next calls of a path answer a status: 429 with Retry-After, 503, 401 …),
 * `dropAnswerAfterCommit` (the call is done, its socket destroyed), `expireSyncTokens` (delta → 410
 * syncStateNotFound), `expireAccessTokens` (401 InvalidAuthenticationToken until refreshed), `revoke`
 * (refresh → invalid_grant AADSTS70008, or another code), `idTokenClaims` (what an account's tokens
 * say: another `email`, `xms_edov`), `tamperNextIdToken` (a forged signature, another nonce, audience or
 * issuer), `tokenRequests` and `count` for assertions.
 */

/** The tenant of personal Microsoft accounts. */
export const CONSUMERS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const TOKEN_SECONDS = 3600 + 1000;

interface Code {
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  scopes: string[];
  account: GraphAccount;
  nonce: string | null;
  expiresAt: number;
  used: boolean;
}

interface Grant {
  account: GraphAccount;
  scopes: Set<string>;
  /** Why its refresh tokens are refused (null: alive). */
  dead: { error: string; code: number; description: string } | null;
  /** The newest refresh token issued (an older one still works, as at Microsoft). */
  latest: string;
}

/** The AADSTS error body of the token endpoint. */
function aadError(status: number, error: string, code: number, description: string): Answer {
  const trace = randomUUID();
  const correlation = randomUUID();
  const timestamp = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
  return {
    status,
    body: {
      error,
      error_description: `AADSTS${code}: ${description} Trace ID: ${trace} Correlation ID: ${correlation} Timestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: trace,
      correlation_id: correlation,
      error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    },
  };
}

const DEATHS = {
  70008: ['invalid_grant', 'The provided authorization code or refresh token has expired due to inactivity.'],
  700082: ['invalid_grant', 'The refresh token has expired due to inactivity.'],
  50173: ['invalid_grant', 'The provided grant has expired due to it being revoked, a fresh auth token is needed.'],
  65001: ['invalid_grant', 'The user or administrator has not consented to use the application.'],
  50076: [
    'interaction_required',
    'Due to a configuration change made by your administrator, you must use multi-factor authentication.',
  ],
} as const;

/** The discovery document of `/{tenant}/v2.0/.well-known/openid-configuration`, with Microsoft's real URLs. */
function discoveryDocument(tenant: string) {
  const login = 'https://login.microsoftonline.com';
  const GUID = /^[0-9a-f-]{36}$/;
  const issuerTenant = tenant === 'consumers' ? CONSUMERS_TENANT : GUID.test(tenant) ? tenant : '{tenantid}';
  return {
    token_endpoint: `${login}/${tenant}/oauth2/v2.0/token`,
    token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
    jwks_uri: `${login}/${tenant}/discovery/v2.0/keys`,
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    issuer: `${login}/${issuerTenant}/v2.0`,
    request_uri_parameter_supported: false,
    userinfo_endpoint: 'https://graph.microsoft.com/oidc/userinfo',
    authorization_endpoint: `${login}/${tenant}/oauth2/v2.0/authorize`,
    end_session_endpoint: `${login}/${tenant}/oauth2/v2.0/logout`,
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'preferred_username',
      'name',
      'tid',
      'ver',
      'email',
      'oid',
    ],
    tenant_region_scope: null,
    cloud_instance_name: 'microsoftonline.com',
  };
}

export async function startFakeMicrosoft(options: oauth.ProviderFakeOptions = {}) {
  const clientId = options.clientId ?? randomUUID();
  const clientSecret =
    options.clientSecret ?? `${randomBytes(3).toString('hex')}~${randomBytes(27).toString('base64url')}`;
  const redirectUris = options.redirectUris ?? ['http://kairos.test/api/apps/microsoft-365/callback'];
  const signer = createIdTokenSigner(randomBytes(10).toString('base64url'));
  /** Per account: claims its id_tokens carry instead of the defaults (`email`, `xms_edov`). */
  const claimOverrides = new Map<string, Record<string, unknown>>();
  let offset = 0;
  const now = () => Date.now() + offset;
  let origin = '';
  const graph = new GraphApi(() => origin, now);
  const codes = new Map<string, Code>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  /** The token endpoint's calls: grant type, client authentication, and the answer. */
  const tokenRequests: {
    grantType: string;
    clientAuth: 'body' | 'basic' | 'none';
    status: number;
    error?: string;
    /** A refresh with a refresh token older than the grant's newest (the rotated one was not kept). */
    stale?: boolean;
  }[] = [];
  const authorizations: Record<string, string>[] = [];

  function issue(grant: Grant, scopes: readonly string[], nonce: string | null = null) {
    const access = `eyJ0eXAiOiJKV1Qi.${randomBytes(48).toString('base64url')}`;
    accessTokens.set(access, { grant, expiresAt: now() + TOKEN_SECONDS * 1000 });
    const refresh = `1.AR${randomBytes(64).toString('base64url')}`;
    refreshTokens.set(refresh, grant);
    grant.latest = refresh;
    const at = Math.floor(now() / 1000);
    const { account } = grant;
    const overrides = claimOverrides.get(account.id) ?? {};
    const idToken = scopes.includes('openid')
      ? signer.idToken({
          aud: clientId,
          iss: `https://login.microsoftonline.com/${account.tenantId}/v2.0`,
          iat: at,
          nbf: at,
          exp: at + 3600,
          ...(scopes.includes('email') ? { email: account.email } : {}),
          name: account.name,
          oid: account.id,
          preferred_username: account.email,
          sub: createHash('sha256').update(`${account.id}:${clientId}`).digest('base64url').slice(0, 43),
          tid: account.tenantId,
          ...(nonce ? { nonce } : {}),
          ver: '2.0',
          ...(scopes.includes('email') ? overrides : {}),
        })
      : null;
    return {
      token_type: 'Bearer',
      // Graph's scopes as granted (never offline_access, never the OpenID ones).
      scope: scopes.filter((s) => !['openid', 'email', 'profile', 'offline_access'].includes(s)).join(' '),
      expires_in: TOKEN_SECONDS,
      ext_expires_in: TOKEN_SECONDS,
      access_token: access,
      ...(scopes.includes('offline_access') ? { refresh_token: refresh } : {}),
      ...(idToken ? { id_token: idToken } : {}),
    };
  }

  function authorizeProblem(q: URLSearchParams): string | null {
    if (q.get('client_id') !== clientId) {
      return `AADSTS700016: Application with identifier '${oauth.escapeHtml(q.get('client_id') ?? '')}' was not found in the directory.`;
    }
    if (!oauth.redirectAllowed(redirectUris, q.get('redirect_uri') ?? '', 'kept')) {
      return 'AADSTS50011: The redirect URI specified in the request does not match the redirect URIs configured for the application.';
    }
    if (q.get('response_type') !== 'code') return 'AADSTS700054: response_type is not enabled for the application.';
    if (!q.get('scope')) return 'AADSTS900144: The request body must contain the following parameter: scope.';
    if (
      q.get('code_challenge') &&
      q.get('code_challenge_method') !== 'S256' &&
      q.get('code_challenge_method') !== 'plain'
    ) {
      return 'AADSTS501491: Invalid code_challenge_method.';
    }
    return null;
  }

  function consentHtml(q: URLSearchParams, tenant: string): string {
    const scopes = (q.get('scope') ?? '').split(' ').filter(Boolean);
    return oauth.consentPage({
      title: 'Sign in to your account',
      intro: `<h1>Permissions requested</h1><p>Kairos wants to:</p><ul>${scopes.map((s) => `<li>${oauth.escapeHtml(s)}</li>`).join('')}</ul>`,
      action: `/${oauth.escapeHtml(tenant)}/oauth2/v2.0/authorize/consent`,
      request: q,
      accountLegend: 'Pick an account',
      accounts: [...graph.accounts.values()],
      deny: 'Deny',
    });
  }

  function consentAnswer(form: URLSearchParams): Answer {
    const problem = authorizeProblem(form);
    if (problem) return { status: 400, body: problem };
    const redirect = new URL(form.get('redirect_uri')!);
    const state = form.get('state');
    if (state !== null) redirect.searchParams.set('state', state);
    if (form.get('decision') !== 'allow') {
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
      return { status: 302, headers: { location: redirect.href } };
    }
    const account = graph.accounts.get(form.get('account') ?? '');
    if (!account) return { status: 400, body: 'Pick an account.' };
    const granted = form.getAll('granted');
    const requested = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const scopes = granted.length > 0 ? requested.filter((s) => granted.includes(s)) : requested;
    const code = `0.A${randomBytes(60).toString('base64url')}`;
    codes.set(code, {
      redirectUri: form.get('redirect_uri')!,
      challenge: form.get('code_challenge'),
      method: form.get('code_challenge_method'),
      scopes,
      account,
      nonce: form.get('nonce'),
      expiresAt: now() + 10 * 60_000,
      used: false,
    });
    redirect.searchParams.set('code', code);
    return { status: 302, headers: { location: redirect.href } };
  }

  function token(req: http.IncomingMessage, form: URLSearchParams): Answer {
    const { id, secret, clientAuth } = oauth.clientCredentials(req, form);
    const grantType = form.get('grant_type') ?? '';
    const presented = grantType === 'refresh_token' ? refreshTokens.get(form.get('refresh_token') ?? '') : undefined;
    const stale = presented ? presented.latest !== form.get('refresh_token') : undefined;
    const answer = tokenAnswer(form, grantType, id, secret);
    const error = (answer.body as { error?: string }).error;
    tokenRequests.push({
      grantType,
      clientAuth,
      status: answer.status,
      ...(error ? { error } : {}),
      ...(stale !== undefined ? { stale } : {}),
    });
    return answer;
  }

  function tokenAnswer(form: URLSearchParams, grantType: string, id: string | null, secret: string | null): Answer {
    if (id !== clientId) {
      return aadError(
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${id}' was not found in the directory.`,
      );
    }
    if (secret !== clientSecret) {
      return aadError(
        401,
        'invalid_client',
        7000215,
        'Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.',
      );
    }
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code) return aadError(400, 'invalid_grant', 9002313, 'Invalid request. Request is malformed or invalid.');
      if (code.used)
        return aadError(
          400,
          'invalid_grant',
          54005,
          'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
        );
      code.used = true;
      if (code.expiresAt <= now())
        return aadError(
          400,
          'invalid_grant',
          70008,
          'The provided authorization code or refresh token has expired due to inactivity.',
        );
      if (form.get('redirect_uri') !== code.redirectUri) {
        return aadError(
          400,
          'invalid_grant',
          50148,
          'The redirect_uri does not match the redirect_uri used in the authorization request.',
        );
      }
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (!verifier || !oauth.verifierMatches(verifier, code.challenge, code.method)) {
          return aadError(
            400,
            'invalid_grant',
            501481,
            'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
          );
        }
      }
      const grant: Grant = { account: code.account, scopes: new Set(code.scopes), dead: null, latest: '' };
      grants.set(randomUUID(), grant);
      return { status: 200, body: issue(grant, code.scopes, code.nonce) };
    }
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant) return aadError(400, 'invalid_grant', 9002313, 'Invalid request. Request is malformed or invalid.');
      if (grant.dead) return aadError(400, grant.dead.error, grant.dead.code, grant.dead.description);
      // A new refresh token every time (the old one is not revoked).
      return { status: 200, body: issue(grant, [...grant.scopes, 'offline_access']) };
    }
    return aadError(
      400,
      'unsupported_grant_type',
      70003,
      `The app requested an unsupported grant type '${grantType}'.`,
    );
  }

  function bearer(req: http.IncomingMessage): Grant | null {
    const value = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = value ? accessTokens.get(value) : undefined;
    if (!found || found.expiresAt <= now()) return null;
    return found.grant;
  }

  function route(req: http.IncomingMessage, url: URL, raw: string): Answer {
    const method = req.method ?? 'GET';
    const login = /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|authorize\/consent|token)$/.exec(url.pathname);
    if (login && login[2] === 'authorize' && method === 'GET') {
      authorizations.push(Object.fromEntries(url.searchParams));
      const problem = authorizeProblem(url.searchParams);
      if (problem) return { status: 400, body: problem };
      return {
        status: 200,
        body: consentHtml(url.searchParams, login[1]!),
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }
    if (login && login[2] === 'authorize/consent' && method === 'POST') return consentAnswer(new URLSearchParams(raw));
    if (login && login[2] === 'token' && method === 'POST') return token(req, new URLSearchParams(raw));
    if (/^\/[^/]+\/discovery\/v2\.0\/keys$/.test(url.pathname)) return { status: 200, body: signer.jwks() };
    const discovery = /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/.exec(url.pathname);
    if (discovery && method === 'GET') return { status: 200, body: discoveryDocument(discovery[1]!) };
    if (url.pathname.startsWith('/v1.0/')) {
      const grant = bearer(req);
      if (!grant) {
        return {
          ...graphError(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'),
          headers: { 'www-authenticate': 'Bearer realm="", error="invalid_token"' },
        };
      }
      let body: unknown;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return graphError(400, 'BadRequest', 'Unable to read JSON request payload.');
        }
      }
      return graph.handle(method, url, body, grant.account, grant.scopes, preferOf(req));
    }
    return graphError(404, 'NotFound', 'Not found');
  }

  const server = await startLoopbackServer({
    port: options.port,
    now,
    jsonType: 'application/json; odata.metadata=minimal; charset=utf-8',
    everyAnswer: () => ({ 'request-id': randomUUID() }),
    faultBody: graphFaultBody,
    crashed: (error) => graphError(500, 'ErrorInternalServerError', String(error)),
    seen: (req) => ({ prefer: preferOf(req) ?? null }),
    route,
  });
  origin = server.origin;
  const { requests } = server;

  const calendarOf = (id: string): GraphCalendar => {
    const calendar = graph.calendars.get(id);
    if (!calendar) throw new Error(`no calendar ${id}`);
    return calendar;
  };

  return {
    origin,
    clientId,
    clientSecret,
    graph,
    requests,
    tokenRequests,
    authorizations,

    /**
     * An account with its default calendar ("Calendar"). A work account (its tenant) may use Teams;
     * `personal: true` is an outlook.com account (consumers tenant: no teamsForBusiness, `mail` null).
     */
    addAccount(input: { email: string; name?: string; personal?: boolean }) {
      const personal = input.personal ?? false;
      const account: GraphAccount = {
        id: randomUUID(),
        email: input.email,
        name: input.name ?? input.email.split('@')[0]!,
        tenantId: personal ? CONSUMERS_TENANT : randomUUID(),
        personal,
      };
      graph.accounts.set(account.id, account);
      const calendar = graph.addCalendar(account, { name: 'Calendar', isDefaultCalendar: true });
      return { ...account, calendar };
    },
    /** Another calendar of the account (`canEdit: false` and an owner: one shared with it). */
    addCalendar: (
      account: GraphAccount,
      input: { name: string; canEdit?: boolean; owner?: { name: string; address: string } },
    ) => graph.addCalendar(account, input),
    addEvent: (calendarId: string, fields: Partial<GraphEvent> & Pick<GraphEvent, 'start' | 'end'>) =>
      graph.put(calendarOf(calendarId), fields),
    addSeries: (calendarId: string, fields: Partial<GraphEvent> & Pick<GraphEvent, 'start' | 'end'>, count: number) =>
      graph.addSeries(calendarOf(calendarId), fields, count),
    updateEvent: (calendarId: string, id: string, fields: Partial<GraphEvent>) => {
      const calendar = calendarOf(calendarId);
      const event = calendar.events.get(id)!;
      return graph.put(calendar, { ...event, ...fields, id });
    },
    deleteEvent: (calendarId: string, id: string) => {
      const calendar = calendarOf(calendarId);
      graph.remove(calendar, calendar.events.get(id)!);
    },
    /** The calendar's events now (deleted ones left out). */
    events: (calendarId: string) => [...calendarOf(calendarId).events.values()].filter((e) => !e.removed),

    /**
     * What an account's id_tokens say instead of the defaults, when `email` is asked: another `email`
     * (`null` leaves it out), `xms_edov: true` (the domain's owner verified it).
     */
    idTokenClaims(account: GraphAccount, claims: { email?: string | null; xms_edov?: boolean }) {
      const { email, ...rest } = claims;
      claimOverrides.set(account.id, {
        ...rest,
        ...(email === undefined ? {} : email === null ? { email: undefined } : { email }),
      });
    },
    /** The next id_token issued carries this fault (a forged signature, another nonce, audience, issuer…). */
    tamperNextIdToken: (fault: IdTokenFault) => signer.tamperNext(fault),

    /** What the consent page's Allow (or Deny) would send the browser to. */
    consent: (authorizeUrl: string, choice: { account: GraphAccount; allow?: boolean; scopes?: string[] }) =>
      oauth.submitConsent(origin, authorizeUrl, {
        accountId: choice.account.id,
        allow: choice.allow,
        granted: choice.scopes ?? [],
      }),

    /**
     * A client's whole authorization code flow with PKCE over this fake's HTTP endpoints (the consent
     * page's Allow, then the token request with the verifier and the client's secret): its token answer.
     */
    async codeFlow(account: GraphAccount, redirectUri = redirectUris[0]!) {
      const verifier = randomBytes(32).toString('base64url');
      const authorize = new URL(`${origin}/common/oauth2/v2.0/authorize`);
      authorize.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid email offline_access User.Read Calendars.ReadWrite',
        state: randomBytes(16).toString('base64url'),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      const code = new URL(await this.consent(authorize.href, { account })).searchParams.get('code')!;
      const answer = await fetch(`${origin}/common/oauth2/v2.0/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      if (answer.status !== 200) throw new Error(`token: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as {
        access_token: string;
        refresh_token: string;
        expires_in: number;
        scope: string;
      };
    },

    /** The next `times` calls whose "METHOD /path" matches answer this status (Graph's body for it by default). */
    fail: server.fail,
    dropAnswerAfterCommit: server.dropAnswerAfterCommit,
    /** Every delta and skip token given so far answers 410 syncStateNotFound. */
    expireSyncTokens(calendarId?: string) {
      for (const calendar of graph.calendars.values())
        if (!calendarId || calendar.id === calendarId) calendar.epoch += 1;
    },
    /** Every access token given so far has expired (Graph answers 401 until a refresh). */
    expireAccessTokens() {
      for (const value of accessTokens.values()) value.expiresAt = 0;
    },
    /** The account's grants die: their refresh answers this AADSTS code (70008 by default). */
    revoke(account: GraphAccount, code: keyof typeof DEATHS = 70008) {
      const [error, description] = DEATHS[code];
      for (const grant of grants.values()) {
        if (grant.account.id === account.id) grant.dead = { error, code, description };
      }
    },
    advance(ms: number) {
      offset += ms;
    },
    count: server.count,
    close: server.close,
  };
}

/** Graph reads `Prefer` (outlook.timezone, odata.maxpagesize) as one list, however many headers carry it. */
function preferOf(req: http.IncomingMessage): string | undefined {
  const prefer = req.headers.prefer;
  return Array.isArray(prefer) ? prefer.join(', ') : prefer;
}

export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;
export type FakeMicrosoftAccount = ReturnType<FakeMicrosoft['addAccount']>;
export type { GraphAccount, GraphCalendar, GraphEvent };
