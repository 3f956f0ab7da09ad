import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { type Answer, startLoopbackServer } from './loopback-server.ts';
import * as oauth from './oauth-parts.ts';
import { type FakeMeeting, MeetingsApi, type ZoomUser, zoomError } from './zoom-api.ts';

/**
 * A loopback fake of Zoom's OAuth 2.0 (developers.zoom.us/docs/integrations/oauth/) and REST API v2
 * (developers.zoom.us), on one origin with the real paths: `GET /oauth/authorize` (a consent page in
 * HTML: an account chooser, the scopes, "Allow" and "Deny"), `POST /oauth/token` (client
 * authentication by `Authorization: Basic` only; parameters in the query or the form), `POST
 * /oauth/revoke`, `/v2/…`. Tests set TEST_ZOOM_ORIGIN to its origin. Nothing here is Kairos's code.
 *
 * Zoom's rules kept: PKCE S256 checked at the token endpoint; a code lives 5 minutes and is used
 * once; **every refresh answers a new refresh token and the one used stops working at once** (a
 * second refresh with it is `invalid_grant`: two processes refreshing at once kill the grant); a dead
 * token is 400 `{"reason":"Invalid Token!","error":"invalid_grant"}`; an API call with a bad or
 * expired token is 401 `{code:124, message:"Invalid access token."}`.
 *
 * Fault switches: `fail` (the next calls of a path answer a status, e.g. 429 with Retry-After),
 * `dropAnswerAfterCommit` (the call is done, then its socket destroyed), `expireAccessTokens` (401
 * until refreshed), `revoke` (the user removed the app: invalid_grant), and the `requests` seen.
 */

export type FakeZoomAccount = ZoomUser;

interface Code {
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  scopes: string[];
  account: ZoomUser;
  expiresAt: number;
  used: boolean;
}

interface Grant {
  account: ZoomUser;
  scopes: Set<string>;
  /** The one refresh token that works now (Zoom: the last one given). */
  refreshToken: string;
  revoked: boolean;
}

const AUTHORIZE = '/oauth/authorize';
const APPROVE = '/oauth/authorize/approve';
const TOKEN_SECONDS = 3599;
const CODE_MS = 5 * 60_000;
/** The scopes a Zoom app is set up with for Kairos (Zoom grants the app's scopes, whatever `scope` asks). */
export const ZOOM_APP_SCOPES = [
  'user:read:user',
  'meeting:read:meeting',
  'meeting:write:meeting',
  'meeting:update:meeting',
  'meeting:delete:meeting',
];

const tokenError = (status: number, error: string, reason: string): Answer => ({ status, body: { reason, error } });

export async function startFakeZoom(options: oauth.ProviderFakeOptions = {}) {
  const clientId = options.clientId ?? randomBytes(11).toString('base64url');
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  /** The app's "Secret Token" for its event notifications (app_deauthorized). */
  const webhookSecretToken = randomBytes(16).toString('base64url');
  const redirectUris = options.redirectUris ?? ['http://kairos.test/api/apps/zoom/callback'];

  let offset = 0;
  const now = () => Date.now() + offset;
  const api = new MeetingsApi(now);
  const accounts = new Map<string, ZoomUser>();
  const codes = new Map<string, Code>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  /** The token endpoint's calls: the grant type, how the client authenticated, and the answer's error. */
  const tokenRequests: { grantType: string; clientAuth: 'basic' | 'body' | 'none'; error: string | null }[] = [];
  const authorizations: Record<string, string>[] = [];

  function issue(grant: Grant) {
    const access = `eyJ${randomBytes(48).toString('base64url')}`;
    accessTokens.set(access, { grant, expiresAt: now() + TOKEN_SECONDS * 1000 });
    refreshTokens.delete(grant.refreshToken);
    grant.refreshToken = `eyJ${randomBytes(48).toString('base64url')}`;
    refreshTokens.set(grant.refreshToken, grant);
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: grant.refreshToken,
      expires_in: TOKEN_SECONDS,
      scope: [...grant.scopes].join(' '),
      api_url: 'https://api.zoom.us',
    };
  }

  // ------------------------------------------------------------------ OAuth 2.0

  function authorizeProblem(q: URLSearchParams): string | null {
    if (q.get('client_id') !== clientId) return 'Invalid client_id: (4,700)';
    if (q.get('response_type') !== 'code') return 'Unsupported response type (4,702)';
    if (!oauth.redirectAllowed(redirectUris, q.get('redirect_uri') ?? '', 'refused'))
      return 'Invalid redirect: (4,700)';
    const method = q.get('code_challenge_method');
    if (q.get('code_challenge') && method !== 'S256' && method !== 'plain') return 'Invalid code_challenge_method';
    return null;
  }

  // Zoom's page lists the app's scopes, whatever the request's `scope` says.
  const consentHtml = (q: URLSearchParams) =>
    oauth.consentPage({
      title: 'Zoom - Authorize App',
      intro: '<h1>Kairos would like to access your Zoom account</h1>',
      action: APPROVE,
      request: q,
      accountLegend: 'Account',
      accounts: [...accounts.values()].map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}`, email: a.email })),
      fields: `<fieldset><legend>Kairos will be able to</legend>${oauth.scopeBoxes(ZOOM_APP_SCOPES)}</fieldset>`,
      deny: 'Decline',
    });

  function approve(form: URLSearchParams): Answer {
    const refused = oauth.consentRefused(form, authorizeProblem(form));
    if (refused) return refused;
    const redirect = new URL(form.get('redirect_uri')!);
    const state = form.get('state');
    const account = accounts.get(form.get('account') ?? '');
    if (!account) return { status: 400, body: 'Choose an account.' };
    const ticked = new Set(form.getAll('granted'));
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      redirectUri: form.get('redirect_uri')!,
      challenge: form.get('code_challenge'),
      method: form.get('code_challenge_method'),
      scopes: ZOOM_APP_SCOPES.filter((s) => ticked.has(s)),
      account,
      expiresAt: now() + CODE_MS,
      used: false,
    });
    redirect.searchParams.set('code', code);
    if (state !== null) redirect.searchParams.set('state', state);
    return { status: 302, headers: { location: redirect.href } };
  }

  /** How the client authenticated; null: Basic with another client's id or secret. */
  function clientOf(req: http.IncomingMessage, params: URLSearchParams): 'basic' | 'body' | 'none' | null {
    const { id, secret, clientAuth } = oauth.clientCredentials(req, params);
    if (clientAuth !== 'basic') return clientAuth;
    return id === clientId && secret === clientSecret ? 'basic' : null;
  }

  function token(req: http.IncomingMessage, params: URLSearchParams): Answer {
    const grantType = params.get('grant_type') ?? '';
    const auth = clientOf(req, params);
    const record = (answer: Answer) => {
      const error = answer.status === 200 ? null : ((answer.body as { error?: string }).error ?? 'error');
      tokenRequests.push({ grantType, clientAuth: auth ?? 'basic', error });
      return answer;
    };
    // Zoom takes the client only as HTTP Basic.
    if (auth !== 'basic') return record(tokenError(401, 'invalid_client', 'Invalid client_id or client_secret'));
    if (grantType === 'authorization_code') return record(exchange(params));
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(params.get('refresh_token') ?? '');
      if (!grant || grant.revoked) return record(tokenError(400, 'invalid_grant', 'Invalid Token!'));
      return record({ status: 200, body: issue(grant) });
    }
    return record(tokenError(400, 'unsupported_grant_type', 'Unsupported grant type'));
  }

  function exchange(params: URLSearchParams): Answer {
    const code = codes.get(params.get('code') ?? '');
    if (!code || code.used || code.expiresAt <= now()) {
      return tokenError(400, 'invalid_grant', 'Invalid authorization code');
    }
    code.used = true;
    if (params.get('redirect_uri') !== code.redirectUri)
      return tokenError(400, 'invalid_request', 'Redirect URI mismatch.');
    if (code.challenge) {
      const verifier = params.get('code_verifier') ?? '';
      if (!verifier || !oauth.verifierMatches(verifier, code.challenge, code.method))
        return tokenError(400, 'invalid_request', 'Invalid code_verifier');
    }
    // One grant per user and app: a new authorization replaces the old one's tokens.
    const old = grants.get(code.account.id);
    if (old) refreshTokens.delete(old.refreshToken);
    const grant: Grant = { account: code.account, scopes: new Set(code.scopes), refreshToken: '', revoked: false };
    grants.set(code.account.id, grant);
    return { status: 200, body: issue(grant) };
  }

  function revokeToken(req: http.IncomingMessage, params: URLSearchParams): Answer {
    if (clientOf(req, params) !== 'basic')
      return tokenError(401, 'invalid_client', 'Invalid client_id or client_secret');
    const value = params.get('token') ?? '';
    const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant;
    if (!grant || grant.revoked) return tokenError(400, 'invalid_request', 'Invalid Token!');
    grant.revoked = true;
    return { status: 200, body: { status: 'success' } };
  }

  // ------------------------------------------------------------------ the server

  function route(req: http.IncomingMessage, url: URL, raw: string): Answer {
    const method = req.method ?? 'GET';
    // Zoom reads the token endpoint's parameters from the query string or the form.
    const params = () => {
      const merged = new URLSearchParams(url.search);
      for (const [k, v] of new URLSearchParams(raw)) merged.set(k, v);
      return merged;
    };
    if (url.pathname === AUTHORIZE && method === 'GET') {
      authorizations.push(Object.fromEntries(url.searchParams));
      const problem = authorizeProblem(url.searchParams);
      if (problem) return { status: 400, body: problem };
      return { status: 200, body: consentHtml(url.searchParams) };
    }
    if (url.pathname === APPROVE && method === 'POST') return approve(new URLSearchParams(raw));
    if (url.pathname === '/oauth/token' && method === 'POST') return token(req, params());
    if (url.pathname === '/oauth/revoke' && method === 'POST') return revokeToken(req, params());
    if (url.pathname.startsWith('/v2/')) {
      const bearerToken = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const found = bearerToken ? accessTokens.get(bearerToken) : undefined;
      if (!found || found.grant.revoked) return zoomError(401, 124, 'Invalid access token.');
      if (found.expiresAt <= now()) return zoomError(401, 124, 'Access token is expired.');
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return zoomError(400, 300, 'Request Body should be a valid JSON object.');
        }
      }
      return api.handle(method, url, body, found.grant.account, found.grant.scopes);
    }
    return zoomError(404, 404, 'The requested resource was not found.');
  }

  const server = await startLoopbackServer({
    port: options.port,
    now,
    jsonType: 'application/json;charset=UTF-8',
    faultBody: (status) => ({ code: status, message: http.STATUS_CODES[status] ?? 'Error' }),
    crashed: (error) => zoomError(500, 500, String(error)),
    route,
  });
  const { origin, requests } = server;

  return {
    origin,
    clientId,
    clientSecret,
    webhookSecretToken,
    api,
    requests,
    tokenRequests,
    authorizations,

    /** A Zoom user (its own account). */
    addAccount(input: { email: string; name?: string; timeZone?: string }): FakeZoomAccount {
      const [firstName = 'Zoom', lastName = 'User'] = (input.name ?? input.email.split('@')[0]!).split(' ');
      const account: ZoomUser = {
        id: randomBytes(16).toString('base64url').slice(0, 22),
        accountId: randomBytes(16).toString('base64url').slice(0, 22),
        email: input.email,
        firstName,
        lastName,
        timezone: input.timeZone ?? 'UTC',
      };
      accounts.set(account.id, account);
      return account;
    },

    /** The user's meetings now, oldest first. */
    meetings: (account: FakeZoomAccount): FakeMeeting[] =>
      api.ofUser(account).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id),

    /**
     * What the consent page's Allow (or Decline) would send the browser to: the page is read (a bad
     * request throws with Zoom's error text), then its form posted as a browser would.
     */
    consent: (
      authorizeUrl: string,
      choice: { account: FakeZoomAccount; allow?: boolean; scopes?: string[] },
    ): Promise<string> =>
      oauth.submitConsent(origin, authorizeUrl, {
        accountId: choice.account.id,
        allow: choice.allow,
        granted: choice.scopes ?? ZOOM_APP_SCOPES,
      }),

    /** The next `times` calls whose "METHOD /path" matches answer this status (Zoom's `{code, message}` by default). */
    fail: server.fail,
    dropAnswerAfterCommit: server.dropAnswerAfterCommit,
    /** Every access token given so far has expired (the API answers 401 code 124 until a refresh). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    /** The user removes the app in Zoom's Marketplace: its tokens die (invalid_grant, 401 code 124). */
    revoke(account: FakeZoomAccount) {
      const grant = grants.get(account.id);
      if (grant) grant.revoked = true;
    },
    /**
     * The `app_deauthorized` notification Zoom sends when the user removes the app, signed as Zoom
     * signs it (`x-zm-signature: v0=HMAC-SHA256(secret token, "v0:{timestamp}:{body}")`); the grant dies too.
     */
    deauthorization(account: FakeZoomAccount, at = now()) {
      const grant = grants.get(account.id);
      if (grant) grant.revoked = true;
      const body = JSON.stringify({
        event: 'app_deauthorized',
        event_ts: at,
        payload: {
          account_id: account.accountId,
          user_id: account.id,
          signature: randomBytes(32).toString('hex'),
          deauthorization_time: new Date(at).toISOString(),
          client_id: clientId,
        },
      });
      return { body, headers: signed(body, at) };
    },
    /** Zoom's CRC check of the endpoint (`endpoint.url_validation`), signed. */
    urlValidation(plainToken = randomBytes(16).toString('base64url'), at = now()) {
      const body = JSON.stringify({ payload: { plainToken }, event_ts: at, event: 'endpoint.url_validation' });
      return { body, headers: signed(body, at), plainToken };
    },
    /** Moves the fake's clock. */
    advance(ms: number) {
      offset += ms;
    },
    count: server.count,
    close: server.close,
  };

  function signed(body: string, at: number): Record<string, string> {
    const timestamp = String(Math.floor(at / 1000));
    const hash = createHmac('sha256', webhookSecretToken).update(`v0:${timestamp}:${body}`).digest('hex');
    return { 'content-type': 'application/json', 'x-zm-request-timestamp': timestamp, 'x-zm-signature': `v0=${hash}` };
  }
}

export type FakeZoom = Awaited<ReturnType<typeof startFakeZoom>>;
export type { FakeMeeting };
