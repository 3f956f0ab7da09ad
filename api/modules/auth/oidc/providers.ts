import { EmailSchema } from '#shared/schemas/auth.ts';
import type { SignInProvider } from '#shared/sign-in.ts';

/**
 * What Google's and Microsoft's id_tokens say about a person, and what Kairos believes of it (ADR 053):
 * the identity is (iss, sub) at Google and (tid, oid) at Microsoft, never the address; the address is
 * taken as proven only when the provider vouches for it (Google `email_verified: true`; Microsoft
 * `xms_edov: true`, the optional claim saying the email domain's owner verified it). A Microsoft
 * `email` without it, or `preferred_username`, is only an address to send a code to.
 */

/** Personal Microsoft accounts' tenant. */
export const MICROSOFT_CONSUMERS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ProviderClaims {
  /** Google: `iss`; Microsoft: `tid`. */
  issuer: string;
  /** Google: `sub`; Microsoft: `oid`. */
  subject: string;
  /** Lowercased, checked as an address; null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the address is the person's. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const microsoftTenantIssuer = (tenant: string) => `https://login.microsoftonline.com/${tenant}/v2.0`;

/**
 * The issuer a discovery document names (no `tid`), or the one an id_token must carry: Google's, or the
 * person's tenant's for Microsoft (its multi-tenant document names `{tenantid}`).
 */
export function expectedIssuer(provider: SignInProvider, tenant: string | null, tid?: string | null): string {
  if (provider === 'google') return GOOGLE_ISSUER;
  if (tid) return microsoftTenantIssuer(tid);
  const configured = (tenant || 'common').toLowerCase();
  if (configured === 'consumers') return microsoftTenantIssuer(MICROSOFT_CONSUMERS_TENANT);
  if (GUID.test(configured)) return microsoftTenantIssuer(configured);
  return microsoftTenantIssuer('{tenantid}');
}

/** Whether a token from tenant `tid` may sign in under the operator's MICROSOFT_TENANT. */
export function tenantAllows(tenant: string | null, tid: string | null): boolean {
  if (!tid || !GUID.test(tid)) return false;
  const configured = (tenant || 'common').toLowerCase();
  if (configured === 'common') return true;
  if (configured === 'consumers') return tid === MICROSOFT_CONSUMERS_TENANT;
  if (configured === 'organizations') return tid !== MICROSOFT_CONSUMERS_TENANT;
  return tid === configured;
}

export type RawClaims = Record<string, unknown>;
export const claimsOf = (claims: object): RawClaims => claims as RawClaims;

const text = (value: unknown, max = 255): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;
const yes = (value: unknown) => value === true || value === 'true' || value === 1;

function addressOf(value: unknown): string | null {
  const parsed = EmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function names(claims: RawClaims, email: string | null): { firstName: string; lastName: string } {
  const given = text(claims.given_name, 100);
  const family = text(claims.family_name, 100);
  if (given) return { firstName: given, lastName: family ?? '' };
  const full = text(claims.name, 201)?.split(/\s+/) ?? [];
  if (full.length > 0) {
    return { firstName: full[0]!.slice(0, 100), lastName: full.slice(1).join(' ').slice(0, 100) };
  }
  return { firstName: (email?.split('@')[0] ?? 'Kairos').slice(0, 100), lastName: '' };
}

/** The identity an id_token (already checked) names, or null when it lacks what identifies a person. */
export function identityOf(provider: SignInProvider, claims: RawClaims): ProviderClaims | null {
  if (provider === 'google') {
    const issuer = text(claims.iss);
    const subject = text(claims.sub);
    if (!issuer || !subject) return null;
    const email = addressOf(claims.email);
    return {
      issuer,
      subject,
      email,
      emailVerified: email !== null && yes(claims.email_verified),
      ...names(claims, email),
    };
  }
  const tid = text(claims.tid);
  const oid = text(claims.oid);
  if (!tid || !oid) return null;
  const email = addressOf(claims.email) ?? addressOf(claims.preferred_username);
  // Only the `email` claim with the domain owner's verification counts; never preferred_username.
  const emailVerified = email !== null && addressOf(claims.email) === email && yes(claims.xms_edov);
  return { issuer: tid, subject: oid, email, emailVerified, ...names(claims, email) };
}
