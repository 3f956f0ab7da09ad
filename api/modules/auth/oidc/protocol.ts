import * as oauth from 'oauth4webapi';
import { type ProviderAt, atOrigin, providerFetch } from '../../apps/surface.ts';
import type { SignInProvider } from '#shared/sign-in.ts';
import { type ProviderClaims, claimsOf, expectedIssuer, identityOf, tenantAllows } from './providers.ts';

/**
 * OpenID Connect through oauth4webapi (ADR 053): the provider's discovery document (cached an hour),
 * the consent page's address with PKCE (S256), `state` and `nonce`, and the code's exchange, whose
 * id_token must carry our nonce, our client as audience, the provider's issuer, a live `exp`, and a
 * signature by a key of the provider's JWKS. Every request goes through the outbound policy; only a
 * test's fake origin (TEST_*_ORIGIN, refused outside NODE_ENV=test) may be loopback over plain HTTP.
 */

const DISCOVERY_MS = 60 * 60_000;
const TIMEOUT_MS = 15_000;
const MAX_BYTES = 256 * 1024;

interface Discovered {
  as: oauth.AuthorizationServer;
  at: number;
}
const discoveries = new Map<string, Discovered>();
/** One JWKS cache per provider and tenant, refetched by oauth4webapi when a token names an unknown key. */
const jwksCaches = new Map<string, oauth.JWKSCacheInput>();

const cacheKey = (at: ProviderAt) => `${at.spec.id}|${at.client.tenant ?? ''}|${at.testOrigin ?? ''}`;

/** The provider's discovery URL for the operator's tenant (Microsoft) or Google's one. */
function discoveryUrl(provider: SignInProvider, tenant: string | null): string {
  return provider === 'google'
    ? 'https://accounts.google.com/.well-known/openid-configuration'
    : `https://login.microsoftonline.com/${encodeURIComponent(tenant || 'common')}/v2.0/.well-known/openid-configuration`;
}

function insecure(at: ProviderAt) {
  return at.testOrigin ? { [oauth.allowInsecureRequests]: true } : {};
}

/** Fetch for oauth4webapi under the outbound policy (the fake's origin alone may be loopback). */
function customFetch(at: ProviderAt) {
  return {
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<'GET' | 'POST', URLSearchParams | undefined>) =>
      providerFetch(
        at,
        url,
        TIMEOUT_MS,
        MAX_BYTES,
      )(new URL(url), { method: init.method, headers: init.headers, body: init.body?.toString(), redirect: 'manual' }),
    ...insecure(at),
  };
}

async function discover(at: ProviderAt, now: number): Promise<oauth.AuthorizationServer> {
  const key = cacheKey(at);
  const cached = discoveries.get(key);
  if (cached && now - cached.at < DISCOVERY_MS) return cached.as;
  const provider = at.spec.id as SignInProvider;
  const url = atOrigin(discoveryUrl(provider, at.client.tenant), at.testOrigin);
  const response = await providerFetch(
    at,
    url,
    TIMEOUT_MS,
    MAX_BYTES,
  )(new URL(url), {
    headers: { accept: 'application/json' },
  });
  const found = await oauth.processDiscoveryResponse(new URL(expectedIssuer(provider, at.client.tenant)), response);
  // A test's fake serves the real URLs in its document: it answers them on its own origin.
  const as: oauth.AuthorizationServer = {
    ...found,
    authorization_endpoint: found.authorization_endpoint && atOrigin(found.authorization_endpoint, at.testOrigin),
    token_endpoint: found.token_endpoint && atOrigin(found.token_endpoint, at.testOrigin),
    jwks_uri: found.jwks_uri && atOrigin(found.jwks_uri, at.testOrigin),
  };
  discoveries.set(key, { as, at: now });
  return as;
}

/** A new verifier, state and nonce, and the consent page's address for them. */
export async function signInAuthorization(at: ProviderAt, redirectUri: string, now: number) {
  const as = await discover(at, now);
  if (!as.authorization_endpoint) throw new Error('The provider published no authorization endpoint');
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(as.authorization_endpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: at.client.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge_method: 'S256',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    prompt: 'select_account',
    ...(at.spec.id === 'microsoft' ? { response_mode: 'query' } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { verifier, state, nonce, authorizeUrl: url.href };
}

/** The id_token refused, or the provider's token endpoint did. */
export class SignInRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`sign-in refused: ${reason}`);
    this.name = 'SignInRefusedError';
  }
}

const unverifiedClaims = (idToken: unknown): Record<string, unknown> | null => {
  if (typeof idToken !== 'string') return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Exchanges the code (PKCE's verifier proves who asked) and checks the id_token: issuer, audience,
 * nonce, times and signature. Answers the provider's identity of the person.
 */
export async function signInExchange(
  at: ProviderAt,
  input: { redirectUri: string; code: string; verifier: string; nonce: string },
  now: number,
): Promise<ProviderClaims> {
  const provider = at.spec.id as SignInProvider;
  const discovered = await discover(at, now);
  const client: oauth.Client = { client_id: at.client.clientId };
  const auth = oauth.ClientSecretPost(at.client.clientSecret);
  const parameters = oauth.validateAuthResponse(
    discovered,
    client,
    new URLSearchParams({ code: input.code }),
    // The state was taken once from its row, bound to its browser or app (ADR 053).
    oauth.skipStateCheck,
  );
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      discovered,
      client,
      auth,
      parameters,
      input.redirectUri,
      input.verifier,
      customFetch(at),
    );
  } catch (error) {
    throw new SignInRefusedError(`token request: ${error instanceof Error ? error.message : 'failed'}`);
  }
  // Microsoft's multi-tenant issuer names the person's tenant: read it first (unverified), check it
  // against the operator's tenant, then expect exactly that issuer; the signature is checked below.
  const peek = unverifiedClaims(
    (
      (await response
        .clone()
        .json()
        .catch(() => null)) as { id_token?: unknown } | null
    )?.id_token,
  );
  const tid = typeof peek?.tid === 'string' ? peek.tid : null;
  if (provider === 'microsoft' && !tenantAllows(at.client.tenant, tid)) throw new SignInRefusedError('tenant');
  const issuer = expectedIssuer(provider, at.client.tenant, tid);
  const as: oauth.AuthorizationServer = { ...discovered, issuer };
  let claims: oauth.IDToken;
  try {
    const answer = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: input.nonce,
      requireIdToken: true,
    });
    claims = oauth.getValidatedIdTokenClaims(answer)!;
    const key = cacheKey(at);
    const cache = jwksCaches.get(key) ?? {};
    jwksCaches.set(key, cache);
    await oauth.validateApplicationLevelSignature(as, response, { ...customFetch(at), [oauth.jwksCache]: cache });
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) throw new SignInRefusedError(`token endpoint: ${error.error}`);
    throw new SignInRefusedError(`id_token: ${error instanceof Error ? error.message : 'invalid'}`);
  }
  const identity = identityOf(provider, claimsOf(claims));
  if (!identity) throw new SignInRefusedError('claims');
  return identity;
}
