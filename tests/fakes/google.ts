import { randomBytes, randomInt } from 'node:crypto';
import type http from 'node:http';
import { type AccessRole, CalendarApi, type FakeCalendar, type FakeEvent, faultBody } from './google-calendar-api.ts';
import { type IdTokenFault, createIdTokenSigner } from './id-tokens.ts';
import { type Answer, startLoopbackServer } from './loopback-server.ts';
import * as oauth from './oauth-parts.ts';

/**
 * A loopback fake of Google's OAuth 2.0 / OpenID Connect endpoints and Calendar API v3, speaking
 * the documented protocol (developers.google.com/identity/protocols/oauth2/web-server,
 * …/calendar/api/v3/reference) on one origin, with the real paths: `GET /o/oauth2/v2/auth` (a
 * consent page in HTML: an account chooser, the scopes, "Allow" and "Deny"), `POST /token`,
 * `POST /revoke`, `GET /v1/userinfo`, `GET /oauth2/v3/certs`, `/calendar/v3/…`, and OpenID Connect's
 * discovery document (`GET /.well-known/openid-configuration`, developers.google.com/identity/openid-connect/openid-connect)
 * with id_tokens signed RS256 by the key the JWKS publishes. Tests set
 * TEST_GOOGLE_ORIGIN to its origin. Nothing here is Kairos's code: it is what Google does.
 *
 * Fault switches: `fail` (the next calls of a path answer a status, e.g. 429 with Retry-After),
 * `dropAnswerAfterCommit` (the call is done, then its socket destroyed), `expireSyncTokens` (410),
 * `expireAccessTokens` (401 until refreshed), `revoke` (invalid_grant), `tamperNextIdToken` (a forged
 * signature, another nonce, audience or issuer, an expired token), and the `requests` seen.
 */

export interface FakeGoogleAccount {
  /** Google's `sub`: the account's immutable id. */
  id: string;
  email: string;
  name: string;
  /** What the id_token's `email_verified` says (true unless the test says otherwise). */
  emailVerified: boolean;
}

interface Code {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  scopes: string[];
  account: FakeGoogleAccount;
  nonce: string | null;
  refresh: boolean;
  expiresAt: number;
  used: boolean;
}

interface Grant {
  account: FakeGoogleAccount;
  clientId: string;
  scopes: Set<string>;
  refreshTokens: Set<string>;
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

const AUTHORIZE = '/o/oauth2/v2/auth';
const APPROVE = '/o/oauth2/v2/auth/approve';
const ISSUER = 'https://accounts.google.com';
const TOKEN_SECONDS = 3599;

/** Google's discovery document (accounts.google.com/.well-known/openid-configuration), its real URLs. */
const DISCOVERY = {
  issuer: ISSUER,
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  device_authorization_endpoint: 'https://oauth2.googleapis.com/device/code',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  revocation_endpoint: 'https://oauth2.googleapis.com/revoke',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  response_types_supported: [
    'code',
    'token',
    'id_token',
    'code token',
    'code id_token',
    'token id_token',
    'code token id_token',
    'none',
  ],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: ['RS256'],
  scopes_supported: ['openid', 'email', 'profile'],
  token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
  claims_supported: [
    'aud',
    'email',
    'email_verified',
    'exp',
    'family_name',
    'given_name',
    'iat',
    'iss',
    'name',
    'picture',
    'sub',
  ],
  code_challenge_methods_supported: ['plain', 'S256'],
  grant_types_supported: [
    'authorization_code',
    'refresh_token',
    'urn:ietf:params:oauth:grant-type:device_code',
    'urn:ietf:params:oauth:grant-type:jwt-bearer',
  ],
};

export async function startFakeGoogle(options: oauth.ProviderFakeOptions = {}) {
  const clientId = options.clientId ?? `${randomInt(100_000_000, 999_999_999)}-kairos.apps.googleusercontent.com`;
  const clientSecret = options.clientSecret ?? `GOCSPX-${randomBytes(18).toString('base64url')}`;
  const redirectUris = options.redirectUris ?? ['http://kairos.test/api/apps/google-calendar/callback'];
  const signer = createIdTokenSigner();

  let offset = 0;
  const now = () => Date.now() + offset;
  const api = new CalendarApi(now);
  const accounts = new Map<string, FakeGoogleAccount>();
  const codes = new Map<string, Code>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, Grant>();
  /** The token endpoint's calls: the grant type and how the client authenticated. */
  const tokenRequests: { grantType: string; clientAuth: 'body' | 'basic' | 'none'; ok: boolean }[] = [];
  /** The authorization requests' parameters, as the consent page received them. */
  const authorizations: Record<string, string>[] = [];

  function issueAccess(grant: Grant): string {
    const token = `ya29.${randomBytes(32).toString('base64url')}`;
    accessTokens.set(token, { grant, expiresAt: now() + TOKEN_SECONDS * 1000 });
    return token;
  }

  /** The grant behind a bearer token, if it is alive. */
  function bearer(req: http.IncomingMessage): Grant | null {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const found = token ? accessTokens.get(token) : undefined;
    if (!found || found.grant.revoked || found.expiresAt <= now()) return null;
    return found.grant;
  }

  // ------------------------------------------------------------------ OAuth 2.0

  /** The authorization request's problem, in the words of Google's error page, or null. */
  function authorizeProblem(q: URLSearchParams): string | null {
    if (q.get('client_id') !== clientId) return 'Error 401: invalid_client. The OAuth client was not found.';
    if (!oauth.redirectAllowed(redirectUris, q.get('redirect_uri') ?? '', 'refused'))
      return 'Error 400: redirect_uri_mismatch';
    if (q.get('response_type') !== 'code') return 'Error 400: unsupported_response_type';
    if (!q.get('scope')) return 'Error 400: invalid_request. Missing required parameter: scope';
    const method = q.get('code_challenge_method');
    if (q.get('code_challenge') && method !== 'S256' && method !== 'plain') {
      return 'Error 400: invalid_request. Invalid code_challenge_method';
    }
    return null;
  }

  const consentHtml = (q: URLSearchParams) =>
    oauth.consentPage({
      title: 'Sign in - Google Accounts',
      intro: '<h1>Choose an account</h1><p>to continue to Kairos</p>',
      action: APPROVE,
      request: q,
      accountLegend: 'Account',
      accounts: [...accounts.values()],
      fields: `<fieldset><legend>Kairos wants to access your Google Account</legend>${oauth.scopeBoxes((q.get('scope') ?? '').split(' ').filter(Boolean))}</fieldset>`,
      deny: 'Deny',
    });

  function approve(form: URLSearchParams): Answer {
    const refused = oauth.consentRefused(form, authorizeProblem(form));
    if (refused) return refused;
    const redirect = new URL(form.get('redirect_uri')!);
    const state = form.get('state');
    const account = accounts.get(form.get('account') ?? '');
    if (!account) return { status: 400, body: 'Choose an account.' };
    const requested = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const ticked = new Set(form.getAll('granted'));
    // openid and email are always granted; the others as ticked (granular consent).
    const scopes = requested.filter((s) => s === 'openid' || s === 'email' || ticked.has(s));
    const key = `${account.id}:${clientId}`;
    const earlier = grants.get(key);
    if (form.get('include_granted_scopes') === 'true' && earlier && !earlier.revoked) {
      for (const s of earlier.scopes) if (!scopes.includes(s)) scopes.push(s);
    }
    const offline = form.get('access_type') === 'offline';
    const code = `4/0${randomBytes(30).toString('base64url')}`;
    codes.set(code, {
      clientId,
      redirectUri: form.get('redirect_uri')!,
      challenge: form.get('code_challenge'),
      method: form.get('code_challenge_method'),
      scopes,
      account,
      nonce: form.get('nonce'),
      // A refresh token the first time, and again only with prompt=consent.
      refresh: offline && (!earlier || earlier.revoked || form.get('prompt')?.split(' ').includes('consent') === true),
      expiresAt: now() + 10 * 60_000,
      used: false,
    });
    redirect.searchParams.set('state', state ?? '');
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('scope', scopes.join(' '));
    redirect.searchParams.set('authuser', '0');
    redirect.searchParams.set('prompt', 'consent');
    return { status: 302, headers: { location: redirect.href } };
  }

  const tokenError = (status: number, error: string, description: string): Answer => ({
    status,
    body: { error, error_description: description },
  });

  function token(req: http.IncomingMessage, form: URLSearchParams): Answer {
    const { id, secret, clientAuth } = oauth.clientCredentials(req, form);
    const grantType = form.get('grant_type') ?? '';
    const record = (answer: Answer) => {
      tokenRequests.push({ grantType, clientAuth, ok: answer.status === 200 });
      return answer;
    };
    if (id !== clientId) return record(tokenError(401, 'invalid_client', 'The OAuth client was not found.'));
    if (secret !== clientSecret) return record(tokenError(401, 'invalid_client', 'Unauthorized'));
    if (grantType === 'authorization_code') return record(exchange(form));
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked)
        return record(tokenError(400, 'invalid_grant', 'Token has been expired or revoked.'));
      // Google keeps the refresh token: none in the answer.
      return record({
        status: 200,
        body: {
          access_token: issueAccess(grant),
          expires_in: TOKEN_SECONDS,
          scope: [...grant.scopes].join(' '),
          token_type: 'Bearer',
        },
      });
    }
    return record(tokenError(400, 'unsupported_grant_type', 'Invalid grant_type: ' + grantType));
  }

  function exchange(form: URLSearchParams): Answer {
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used || code.expiresAt <= now()) return tokenError(400, 'invalid_grant', 'Bad Request');
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri) return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.challenge) {
      const verifier = form.get('code_verifier');
      if (!verifier) return tokenError(400, 'invalid_grant', 'Missing code verifier.');
      if (!oauth.verifierMatches(verifier, code.challenge, code.method))
        return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const key = `${code.account.id}:${clientId}`;
    let grant = grants.get(key);
    if (!grant || grant.revoked) {
      grant = { account: code.account, clientId, scopes: new Set(), refreshTokens: new Set(), revoked: false };
      grants.set(key, grant);
    }
    grant.scopes = new Set(code.scopes);
    const refresh = code.refresh ? `1//0${randomBytes(40).toString('base64url')}` : null;
    if (refresh) {
      grant.refreshTokens.add(refresh);
      refreshTokens.set(refresh, grant);
    }
    const at = Math.floor(now() / 1000);
    const [given, ...family] = code.account.name.split(' ');
    const idToken = code.scopes.includes('openid')
      ? signer.idToken({
          iss: ISSUER,
          azp: clientId,
          aud: clientId,
          sub: code.account.id,
          email: code.account.email,
          email_verified: code.account.emailVerified,
          name: code.account.name,
          given_name: given,
          ...(family.length > 0 ? { family_name: family.join(' ') } : {}),
          ...(code.nonce ? { nonce: code.nonce } : {}),
          iat: at,
          exp: at + 3600,
        })
      : null;
    return {
      status: 200,
      body: {
        access_token: issueAccess(grant),
        expires_in: TOKEN_SECONDS,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope: code.scopes.join(' '),
        token_type: 'Bearer',
        ...(idToken ? { id_token: idToken } : {}),
      },
    };
  }

  function revokeToken(value: string): Answer {
    const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant;
    if (!grant || grant.revoked) return tokenError(400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    return { status: 200, body: {} };
  }

  function userinfo(req: http.IncomingMessage): Answer {
    const grant = bearer(req);
    if (!grant) {
      return {
        status: 401,
        body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
      };
    }
    const { account } = grant;
    return {
      status: 200,
      body: { sub: account.id, name: account.name, email: account.email, email_verified: account.emailVerified },
    };
  }

  // ------------------------------------------------------------------ the server

  async function route(req: http.IncomingMessage, url: URL, raw: string): Promise<Answer> {
    const method = req.method ?? 'GET';
    const form = () => new URLSearchParams(raw);
    if (url.pathname === AUTHORIZE && method === 'GET') {
      authorizations.push(Object.fromEntries(url.searchParams));
      const problem = authorizeProblem(url.searchParams);
      if (problem) return { status: 400, body: problem };
      return {
        status: 200,
        body: consentHtml(url.searchParams),
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }
    if (url.pathname === APPROVE && method === 'POST') return approve(form());
    if (url.pathname === '/token' && method === 'POST') return token(req, form());
    if (url.pathname === '/revoke' && method === 'POST') {
      return revokeToken(url.searchParams.get('token') ?? form().get('token') ?? '');
    }
    if (url.pathname === '/v1/userinfo') return userinfo(req);
    if (url.pathname === '/oauth2/v3/certs') return { status: 200, body: signer.jwks() };
    if (url.pathname === '/.well-known/openid-configuration') return { status: 200, body: DISCOVERY };
    if (url.pathname.startsWith('/calendar/v3/')) {
      const grant = bearer(req);
      if (!grant) {
        return {
          ...googleAuthError(),
          headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
        };
      }
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return { status: 400, body: faultBody(400) };
        }
      }
      const ifMatch = req.headers['if-match'];
      return api.handle(
        method,
        url,
        body,
        grant.account.email,
        grant.scopes,
        typeof ifMatch === 'string' ? ifMatch : undefined,
      );
    }
    return { status: 404, body: faultBody(404) };
  }

  const server = await startLoopbackServer({
    port: options.port,
    now,
    jsonType: 'application/json; charset=UTF-8',
    faultBody,
    crashed: (error) => ({ status: 500, body: { error: String(error) } }),
    route,
  });
  const { origin, requests } = server;

  const calendarOf = (id: string): FakeCalendar => {
    const calendar = api.calendars.get(id);
    if (!calendar) throw new Error(`no calendar ${id}`);
    return calendar;
  };
  const eventOf = (calendarId: string, id: string): FakeEvent => {
    const event = calendarOf(calendarId).events.get(id);
    if (!event) throw new Error(`no event ${id} in ${calendarId}`);
    return event;
  };

  return {
    origin,
    clientId,
    clientSecret,
    api,
    requests,
    tokenRequests,
    authorizations,

    /** A Google account with its primary calendar (id: its email); `emailVerified: false` for an unverified address. */
    addAccount(input: { email: string; name?: string; timeZone?: string; emailVerified?: boolean }): FakeGoogleAccount {
      const account = {
        id: String(randomInt(1e9, 9e9)) + String(randomInt(1e10, 9e10)),
        email: input.email,
        name: input.name ?? input.email.split('@')[0]!,
        emailVerified: input.emailVerified ?? true,
      };
      accounts.set(account.id, account);
      api.addCalendar(account.email, account.email, account.email, input.timeZone ?? 'UTC');
      api.share(account.email, account.email, 'owner', true);
      return account;
    },

    /** A secondary calendar the account owns (or, with `accessRole`, one shared with it by `owner`). */
    addCalendar(
      account: FakeGoogleAccount,
      input: { summary: string; accessRole?: AccessRole; timeZone?: string; owner?: string },
    ): FakeCalendar {
      const id = `${randomBytes(16).toString('hex')}@group.calendar.google.com`;
      const calendar = api.addCalendar(input.owner ?? account.email, id, input.summary, input.timeZone ?? 'UTC');
      api.share(account.email, id, input.accessRole ?? 'owner');
      return calendar;
    },

    /** Adds an event to a calendar, as its owner would in Google Calendar. */
    addEvent: (calendarId: string, fields: Partial<FakeEvent> & Pick<FakeEvent, 'start' | 'end'>) =>
      api.put(calendarOf(calendarId), fields),
    updateEvent: (calendarId: string, id: string, fields: Partial<FakeEvent>) =>
      api.update(calendarOf(calendarId), eventOf(calendarId, id), fields),
    deleteEvent: (calendarId: string, id: string) => api.remove(calendarOf(calendarId), eventOf(calendarId, id)),
    /** The calendar's events now (deleted ones left out). */
    events: (calendarId: string) => api.eventsOf(calendarId),

    /**
     * What the consent page's Allow (or Deny) would send the browser to: the page is read (a bad
     * request throws with Google's error text), then its form posted as a browser would.
     */
    consent: (
      authorizeUrl: string,
      choice: { account: FakeGoogleAccount; allow?: boolean; scopes?: string[] },
    ): Promise<string> =>
      oauth.submitConsent(origin, authorizeUrl, {
        accountId: choice.account.id,
        allow: choice.allow,
        granted: choice.scopes ?? (new URL(authorizeUrl).searchParams.get('scope') ?? '').split(' '),
      }),

    /** The next `times` calls whose "METHOD /path" matches answer this status (Google's body for it by default). */
    fail: server.fail,
    dropAnswerAfterCommit: server.dropAnswerAfterCommit,
    holdAnswerAfterCommit: server.holdAnswerAfterCommit,
    /** Every sync token (and page token) given so far answers 410 Gone. */
    expireSyncTokens(calendarId?: string) {
      for (const calendar of api.calendars.values()) if (!calendarId || calendar.id === calendarId) calendar.epoch += 1;
    },
    /** Every access token given so far has expired (the API answers 401 until a refresh). */
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    /** The account withdraws Kairos's access (its refresh tokens answer invalid_grant). */
    revoke(account: FakeGoogleAccount) {
      for (const grant of grants.values()) if (grant.account.id === account.id) grant.revoked = true;
    },
    /** The next id_token issued carries this fault (a forged signature, another nonce, audience, issuer…). */
    tamperNextIdToken: (fault: IdTokenFault) => signer.tamperNext(fault),
    /** Moves the fake's clock. */
    advance(ms: number) {
      offset += ms;
    },
    count: server.count,
    close: server.close,
  };
}

function googleAuthError(): Answer {
  return {
    status: 401,
    body: {
      error: {
        errors: [
          {
            domain: 'global',
            reason: 'authError',
            message: 'Invalid Credentials',
            locationType: 'header',
            location: 'Authorization',
          },
        ],
        code: 401,
        message: 'Invalid Credentials',
      },
    },
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
export type { FakeEvent, FakeCalendar };
