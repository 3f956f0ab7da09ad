/**
 * What other modules may run of the OAuth apps (ADR 047): where a provider is for this server (its
 * endpoints, or a test fake's origin) and a fetch under the outbound policy for it. Signing in with
 * Google or Microsoft (ADR 053) uses the same clients through them. Named here, defined beside.
 */
export { type ProviderAt, endpointsOf, providerFetch } from './oauth/flow.ts';
export { atOrigin, type OAuthClientSettings } from './oauth/providers.ts';
export { loopbackRedirectUri } from './clients.ts';
export { cookieValue } from './routes.ts';
