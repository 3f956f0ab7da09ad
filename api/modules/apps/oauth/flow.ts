import * as oauth from 'oauth4webapi';
import { createOutboundFetch } from '../../../lib/outbound.ts';
import { type Endpoints, type OAuthClientSettings, type ProviderSpec, atOrigin } from './providers.ts';

/**
 * The OAuth 2.0 protocol through oauth4webapi (ADR 048): the consent page's address with PKCE and
 * `state`, the code's exchange and the refresh. Its requests go through the outbound policy; only a
 * test's fake origin may be loopback over plain HTTP.
 */

const TOKEN_TIMEOUT_MS = 15_000;
const TOKEN_MAX_BYTES = 64 * 1024;

/** Where a provider is for this server: its real endpoints, or the test fake's origin with the same paths. */
export interface ProviderAt {
  spec: ProviderSpec;
  client: OAuthClientSettings;
  /** TEST_*_ORIGIN (test only). */
  testOrigin: string | undefined;
}

export function endpointsOf(at: ProviderAt): Endpoints {
  const real = at.spec.endpoints(at.client.tenant);
  return {
    authorize: atOrigin(real.authorize, at.testOrigin),
    token: atOrigin(real.token, at.testOrigin),
    revoke: real.revoke ? atOrigin(real.revoke, at.testOrigin) : null,
    identity: atOrigin(real.identity, at.testOrigin),
  };
}

/** A fetch under the outbound policy: loopback and http only for the test fake's origin. */
export function providerFetch(at: ProviderAt, url: string, timeoutMs = TOKEN_TIMEOUT_MS, maxBytes = TOKEN_MAX_BYTES) {
  const local = at.testOrigin !== undefined && new URL(url).origin === new URL(at.testOrigin).origin;
  return createOutboundFetch({ allowPrivate: local, timeoutMs, maxBytes });
}

function server(at: ProviderAt): oauth.AuthorizationServer {
  const endpoints = endpointsOf(at);
  return {
    issuer: new URL(endpoints.authorize).origin,
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
  };
}

function options(at: ProviderAt): oauth.TokenEndpointRequestOptions {
  const endpoints = endpointsOf(at);
  const fetcher = providerFetch(at, endpoints.token);
  return {
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<'POST', URLSearchParams>) =>
      fetcher(new URL(url), { method: init.method, headers: init.headers, body: init.body.toString() }),
    ...(at.testOrigin ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

const clientAuth = (at: ProviderAt) =>
  at.spec.clientAuth === 'basic'
    ? oauth.ClientSecretBasic(at.client.clientSecret)
    : oauth.ClientSecretPost(at.client.clientSecret);

/** A new verifier and state, and the consent page's address for them. */
export async function authorization(at: ProviderAt, redirectUri: string) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(endpointsOf(at).authorize);
  const params = {
    response_type: 'code',
    client_id: at.client.clientId,
    redirect_uri: redirectUri,
    scope: at.spec.scopes.join(' '),
    state,
    code_challenge_method: 'S256',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    ...at.spec.extraAuthorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { verifier, state, authorizeUrl: url.href };
}

/** Tokens as a provider answered them, in one unit (an absolute expiry). */
export interface Tokens {
  accessToken: string;
  /** Absent when the provider keeps the old one (Google's refresh). */
  refreshToken: string | null;
  expiresAt: number;
  scopes: string[];
}

/** The token endpoint refused: its `error` and description (the grant may be dead: ProviderSpec.deadGrant). */
export class TokenRefusedError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status: number,
  ) {
    super(`${error}: ${description}`.slice(0, 300));
    this.name = 'TokenRefusedError';
  }
}

function tokensOf(answer: oauth.TokenEndpointResponse, now: number, requested: readonly string[]): Tokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    // Providers answer seconds from now; a missing one is taken as an hour.
    expiresAt: now + (answer.expires_in ?? 3600) * 1000,
    scopes: typeof answer.scope === 'string' ? answer.scope.split(/[ ,]+/).filter(Boolean) : [...requested],
  };
}

async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) {
      throw new TokenRefusedError(error.error, error.error_description ?? '', error.status);
    }
    throw error;
  }
}

/** Exchanges the code the consent page gave for tokens (PKCE's verifier proves who asked). */
export function exchange(at: ProviderAt, redirectUri: string, code: string, verifier: string, now: number) {
  return refused(async () => {
    const as = server(at);
    const client = { client_id: at.client.clientId };
    // The state was checked against its row already (single use, its owner); this is oauth4webapi's own check.
    const parameters = oauth.validateAuthResponse(as, client, new URLSearchParams({ code }), oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuth(at),
      parameters,
      redirectUri,
      verifier,
      options(at),
    );
    return tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response), now, at.spec.scopes);
  });
}

/** A new access token (and, for a provider that rotates, a new refresh token) for a refresh token. */
export function refresh(at: ProviderAt, refreshToken: string, now: number) {
  return refused(async () => {
    const as = server(at);
    const client = { client_id: at.client.clientId };
    const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth(at), refreshToken, {
      ...options(at),
      // Microsoft wants the scopes again on a refresh.
      ...(at.spec.id === 'microsoft' ? { additionalParameters: { scope: at.spec.scopes.join(' ') } } : {}),
    });
    return tokensOf(await oauth.processRefreshTokenResponse(as, client, response), now, at.spec.scopes);
  });
}

/** Ends a grant at the provider (disconnect), where it has a revocation endpoint; failures are only logged. */
export async function revoke(at: ProviderAt, token: string): Promise<void> {
  const endpoint = endpointsOf(at).revoke;
  if (!endpoint) return;
  const fetcher = providerFetch(at, endpoint);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams({ token });
  if (at.spec.clientAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${at.client.clientId}:${at.client.clientSecret}`).toString('base64')}`;
  }
  await fetcher(new URL(endpoint), { method: 'POST', headers, body: body.toString() });
}
