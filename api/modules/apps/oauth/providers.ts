import * as z from 'zod/mini';
import type { OAuthProviderId } from './types.ts';

/**
 * Each OAuth provider as its documentation describes it (ADR 048; the providers' own documentation): where its
 * consent page, token endpoint and account read are, the fewest scopes Kairos needs, how the client
 * authenticates, whether a refresh rotates the refresh token, and which answers mean the grant is dead
 * or the caller must slow down. A test's fake replaces a provider's origin (TEST_*_ORIGIN), keeping the
 * paths.
 */

/** The operator's client at a provider. */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** Microsoft: "common" by default. */
  tenant: string | null;
}

export interface Endpoints {
  authorize: string;
  token: string;
  revoke: string | null;
  /** Who the account is: Google userinfo, Graph /me, Zoom /users/me. */
  identity: string;
}

/** The account a grant is for. */
export interface Identity {
  accountId: string;
  email: string;
  name: string | null;
}

export interface ProviderSpec {
  id: OAuthProviderId;
  name: string;
  /** The app whose redirect URI this provider's consent page returns to (one per provider). */
  callbackSlug: 'google-calendar' | 'microsoft-365' | 'zoom';
  /** What Installed Apps shows as a calendar connection's address. */
  accountUrl: string;
  endpoints(tenant: string | null): Endpoints;
  scopes: readonly string[];
  /** Scopes the answer need not list (Microsoft never lists offline_access; OpenID ones). */
  unlistedScopes: readonly string[];
  extraAuthorizeParams: Record<string, string>;
  clientAuth: 'post' | 'basic';
  /** Every refresh answers a new refresh token and the old one dies (Microsoft, Zoom). */
  rotates: boolean;
  identify(body: unknown): Identity | null;
  /** The provider's word for a dead grant in a token endpoint's error, or null (not dead). */
  deadGrant(error: string, description: string): string | null;
  /** Whether an API error answer asks the caller to slow down (besides 429 and 503). */
  rateLimited(status: number, body: unknown): boolean;
}

const GoogleUser = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  email: z.string(),
  name: z.optional(z.string()),
});
const GraphUser = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  mail: z.optional(z.nullable(z.string())),
  userPrincipalName: z.optional(z.nullable(z.string())),
  displayName: z.optional(z.nullable(z.string())),
});
const ZoomUser = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  email: z.string(),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
});

const GoogleRateReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);
const GoogleError = z.object({
  error: z.object({ errors: z.optional(z.array(z.object({ reason: z.optional(z.string()) }))) }),
});

/** Microsoft's AADSTS codes that end a grant (expired or revoked, idle 90 days, password change, consent, code reuse). */
const DEAD_AADSTS = ['AADSTS70008', 'AADSTS700082', 'AADSTS50173', 'AADSTS65001', 'AADSTS54005', 'AADSTS700084'];

export const providerSpecs: Record<OAuthProviderId, ProviderSpec> = {
  google: {
    id: 'google',
    name: 'Google',
    callbackSlug: 'google-calendar',
    accountUrl: 'https://calendar.google.com',
    endpoints: () => ({
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      revoke: 'https://oauth2.googleapis.com/revoke',
      identity: 'https://openidconnect.googleapis.com/v1/userinfo',
    }),
    // The account's address, the calendar list (read only) and events (read and write; Meet comes with
    // an event's conferenceData). Nothing else of the account.
    scopes: [
      'email',
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
      'https://www.googleapis.com/auth/calendar.events',
    ],
    unlistedScopes: ['email', 'openid', 'profile'],
    // A refresh token needs offline access, and after the first grant Google gives one only with consent.
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    clientAuth: 'post',
    rotates: false,
    identify(body) {
      const user = GoogleUser.safeParse(body);
      return user.success ? { accountId: user.data.sub, email: user.data.email, name: user.data.name ?? null } : null;
    },
    deadGrant: (error) => (error === 'invalid_grant' ? 'invalid_grant' : null),
    rateLimited(status, body) {
      if (status !== 403) return false;
      const parsed = GoogleError.safeParse(body);
      return parsed.success && (parsed.data.error.errors ?? []).some((e) => GoogleRateReasons.has(e.reason ?? ''));
    },
  },
  microsoft: {
    id: 'microsoft',
    name: 'Microsoft',
    callbackSlug: 'microsoft-365',
    accountUrl: 'https://outlook.office.com',
    endpoints: (tenant) => {
      const base = `https://login.microsoftonline.com/${encodeURIComponent(tenant || 'common')}/oauth2/v2.0`;
      return {
        authorize: `${base}/authorize`,
        token: `${base}/token`,
        revoke: null,
        identity: 'https://graph.microsoft.com/v1.0/me?$select=id,mail,userPrincipalName,displayName',
      };
    },
    // A refresh token (offline_access), who the account is, and its calendars (Teams comes with an event).
    scopes: ['offline_access', 'User.Read', 'Calendars.ReadWrite'],
    unlistedScopes: ['offline_access', 'openid', 'email', 'profile'],
    extraAuthorizeParams: { response_mode: 'query', prompt: 'select_account' },
    clientAuth: 'post',
    rotates: true,
    identify(body) {
      const user = GraphUser.safeParse(body);
      if (!user.success) return null;
      const email = user.data.mail ?? user.data.userPrincipalName;
      return email ? { accountId: user.data.id, email, name: user.data.displayName ?? null } : null;
    },
    deadGrant(error, description) {
      if (error === 'interaction_required') return 'interaction_required';
      if (error !== 'invalid_grant') return null;
      return (
        DEAD_AADSTS.find((code) => description.includes(`${code}:`) || description.startsWith(code)) ?? 'invalid_grant'
      );
    },
    rateLimited: () => false,
  },
  zoom: {
    id: 'zoom',
    name: 'Zoom',
    callbackSlug: 'zoom',
    accountUrl: 'https://zoom.us',
    endpoints: () => ({
      authorize: 'https://zoom.us/oauth/authorize',
      token: 'https://zoom.us/oauth/token',
      revoke: 'https://zoom.us/oauth/revoke',
      identity: 'https://api.zoom.us/v2/users/me',
    }),
    scopes: [
      'user:read:user',
      'meeting:read:meeting',
      'meeting:write:meeting',
      'meeting:update:meeting',
      'meeting:delete:meeting',
    ],
    unlistedScopes: [],
    extraAuthorizeParams: {},
    clientAuth: 'basic',
    rotates: true,
    identify(body) {
      const user = ZoomUser.safeParse(body);
      if (!user.success) return null;
      const name = [user.data.first_name, user.data.last_name].filter(Boolean).join(' ');
      return { accountId: user.data.id, email: user.data.email, name: name || null };
    },
    deadGrant: (error) => (error === 'invalid_grant' ? 'invalid_grant' : null),
    rateLimited: () => false,
  },
};

/** A provider's URL with a test fake's origin in place of the real one (paths and query kept). */
export function atOrigin(url: string, origin: string | undefined): string {
  if (!origin) return url;
  const real = new URL(url);
  return `${origin}${real.pathname}${real.search}`;
}
