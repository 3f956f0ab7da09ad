import * as z from 'zod/mini';

/** What the server-URL screen and the desktop shell say about an address (docs/product.md#server-choice). */
export const serverUrlMessages = {
  required: 'Enter the address of your Kairos server.',
  invalid: 'Enter a valid address, like https://kairos.example.com.',
  protocol: 'The address must start with https:// or http://.',
  insecure: 'Use https:// for this server: http:// only works for a server on this computer (localhost).',
  credentials: 'The address must not contain a user name or password.',
  extra: 'Enter only the server address, without a path, query or #fragment.',
  unreachable: 'Could not reach a Kairos server at this address. Check it and try again.',
  notKairos: 'This address answered, but not like a Kairos server.',
  unhealthy: 'The Kairos server answered but is not ready (its database is unreachable).',
} as const;

const MAX_SERVER_URL_LENGTH = 2048;

export type ServerUrlResult = { ok: true; origin: string } | { ok: false; error: string };

/**
 * Plain http is accepted only on this computer: tokens would otherwise cross the network in clear
 * text, and the app's secure origin (app://kairos) may not call insecure servers anyway.
 */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * Turns what a person typed into the server's origin (`https://host[:port]`), or says what is
 * wrong. A bare host name means https. Only a scheme, host and port are accepted: a path, query,
 * fragment or credentials would be silently dropped or leaked later, so they are refused instead.
 */
export function normalizeServerUrl(input: string): ServerUrlResult {
  const text = input.trim();
  if (!text) return { ok: false, error: serverUrlMessages.required };
  if (text.length > MAX_SERVER_URL_LENGTH) return { ok: false, error: serverUrlMessages.invalid };
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: serverUrlMessages.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: serverUrlMessages.protocol };
  if (!url.hostname) return { ok: false, error: serverUrlMessages.invalid };
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) return { ok: false, error: serverUrlMessages.insecure };
  if (url.username || url.password) return { ok: false, error: serverUrlMessages.credentials };
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(text)) {
    return { ok: false, error: serverUrlMessages.extra };
  }
  return { ok: true, origin: url.origin };
}

/** The form's field: the same rule the main process applies before it stores anything. */
export const ServerUrlFormSchema = z.object({
  url: z.string().check(
    z.superRefine((value, ctx) => {
      const result = normalizeServerUrl(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
    }),
  ),
});
export type ServerUrlForm = z.infer<typeof ServerUrlFormSchema>;

/** The tokens the desktop app keeps in the OS keychain (docs/product.md#token-storage), one entry per server origin. */
export const DesktopTokensSchema = z.strictObject({
  accessToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(8192)),
});
export type DesktopTokens = z.infer<typeof DesktopTokensSchema>;
