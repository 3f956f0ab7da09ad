import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { Answer } from './loopback-server.ts';

/**
 * What the loopback fakes of OAuth providers (google.ts, microsoft.ts, zoom.ts) do alike: the consent
 * page's frame (the authorization request's parameters carried in hidden fields, an account chooser,
 * Deny and Allow), a browser's walk through it, the client's credentials at the token endpoint (HTTP
 * Basic or the form body), and PKCE's check of the code verifier. Each page's words, and each
 * provider's rules and errors, stay in its fake.
 */

/** How a test starts a provider's fake. */
export interface ProviderFakeOptions {
  /** Registered redirect URIs (exact); loopback `http://127.0.0.1:<any port>/…` is always allowed (desktop). */
  redirectUris?: string[];
  /** A fixed port and client (the browser tests' server is configured before the fake starts); random by default. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/**
 * Whether a redirect URI may be used: a registered one, or any port of the loopback address over
 * http (a desktop app's redirect), without a fragment unless the provider lets one through.
 */
export function redirectAllowed(registered: readonly string[], uri: string, fragment: 'refused' | 'kept'): boolean {
  if (registered.includes(uri)) return true;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && url.hostname === '127.0.0.1' && (fragment === 'kept' || url.hash === '');
  } catch {
    return false;
  }
}

/**
 * The consent form's answer before an account is looked at: its request's problem (400 with the
 * provider's text), or Deny's way back (`error=access_denied`, then the `state`); null for Allow.
 */
export function consentRefused(form: URLSearchParams, problem: string | null): Answer | null {
  if (problem) return { status: 400, body: problem };
  if (form.get('decision') === 'allow') return null;
  const redirect = new URL(form.get('redirect_uri')!);
  const state = form.get('state');
  redirect.searchParams.set('error', 'access_denied');
  if (state !== null) redirect.searchParams.set('state', state);
  return { status: 302, headers: { location: redirect.href } };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Ticked boxes named `granted`, one a scope (granular consent). */
export const scopeBoxes = (scopes: readonly string[]) =>
  scopes
    .map(
      (s) => `<label><input type="checkbox" name="granted" value="${escapeHtml(s)}" checked> ${escapeHtml(s)}</label>`,
    )
    .join('<br>\n');

/** A consent page: `intro` and `fields` are the provider's own HTML, the form posts to `action`. */
export function consentPage(page: {
  title: string;
  intro: string;
  action: string;
  request: URLSearchParams;
  accountLegend: string;
  accounts: readonly { id: string; name: string; email: string }[];
  fields?: string;
  deny: string;
}): string {
  const hidden = [...page.request.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choices = page.accounts
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${a.id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(a.name)} &lt;${escapeHtml(a.email)}&gt;</label>`,
    )
    .join('<br>\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title></head>
<body>${page.intro}
<form method="post" action="${page.action}">
${hidden}
<fieldset><legend>${page.accountLegend}</legend>${choices}</fieldset>
${page.fields ? `${page.fields}\n` : ''}<button type="submit" name="decision" value="deny">${page.deny}</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form></body></html>`;
}

/**
 * What the consent page's Allow (or Deny) sends the browser to: the page is read (a bad request
 * throws with the provider's error text), then its form posted as a browser would.
 */
export async function submitConsent(
  origin: string,
  authorizeUrl: string,
  choice: { accountId: string; allow?: boolean; granted: readonly string[] },
): Promise<string> {
  const url = new URL(authorizeUrl);
  const page = await fetch(`${origin}${url.pathname}${url.search}`);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams(url.searchParams);
  form.set('account', choice.accountId);
  form.set('decision', choice.allow === false ? 'deny' : 'allow');
  for (const s of choice.granted) form.append('granted', s);
  const answer = await fetch(`${origin}${action}`, { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent: ${answer.status} ${await answer.text()}`);
  return location;
}

/** The client's id and secret at the token endpoint: HTTP Basic (form-encoded, then base64) or the form body. */
export function clientCredentials(req: http.IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) {
    const secret = form.get('client_secret');
    return { id: form.get('client_id'), secret, clientAuth: secret ? ('body' as const) : ('none' as const) };
  }
  const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
  return { id: id ?? null, secret: secret ?? null, clientAuth: 'basic' as const };
}

/** Whether the code verifier answers the authorization request's challenge. */
export function verifierMatches(verifier: string, challenge: string, method: string | null): boolean {
  return (method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier) === challenge;
}
