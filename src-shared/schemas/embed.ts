import * as z from 'zod/mini';

/** Settings → Embed (ADR 031): the sites that may show the host's booker in a frame. */

/** Sites one host may list: enough for a site, its staging copy and a few landing pages. */
export const MAX_EMBED_ORIGINS = 20;
const ORIGIN_MAX_LENGTH = 253 + 'https://'.length + ':65535'.length;

export const embedMessages = {
  originFormat:
    'Each allowed origin must be a site address like https://example.com: a scheme, a host and an optional port, with no path.',
  originHttps: 'Allowed origins must use https:// (http:// only for localhost or 127.0.0.1, while you develop).',
  tooMany: `List at most ${MAX_EMBED_ORIGINS} allowed origins.`,
  listRequired: 'allowedOrigins must be a list of site addresses.',
  saved: 'Allowed sites saved',
  title: 'Embed',
  description: 'Put your booking page on your own website.',
  originsTitle: 'Allowed sites',
  originsDescription:
    'Only these sites may show your booking page in a frame. Add the address of each page’s site, like https://www.example.com.',
  originLabel: 'Site address',
  originPlaceholder: 'https://www.example.com',
  add: 'Add',
  remove: (origin: string) => `Remove ${origin}`,
  none: 'No site may show your booking page yet.',
  save: 'Save',
  saving: 'Saving…',
  loadFailed: 'Could not load your embed settings.',
  loading: 'Loading embed settings',
  snippetsTitle: 'Code for your site',
  snippetsDescription: 'Paste one of these into your page’s HTML. The script comes from this Kairos server.',
  eventLabel: 'Event type',
  noEventTypes: 'Create an event type first: the code shows one of your booking pages.',
  noUsername: 'Choose a username in your profile first: booking pages live under it.',
  modes: { inline: 'Inline', popup: 'Popup', floating: 'Floating button' },
  modeHints: {
    inline: 'The booker inside your page, where the element is; it grows with its content.',
    popup: 'Any element with data-kairos-link opens the booker over your page.',
    floating: 'A button in the corner of every page that opens the booker.',
  },
  optionsTitle: 'Options',
  themeLabel: 'Theme',
  themes: { default: 'Your booking page’s', auto: 'Follow the visitor’s system', light: 'Light', dark: 'Dark' },
  brandLabel: 'Brand colour',
  brandDefault: 'Use your booking page’s brand colour',
  hideDetails: 'Hide the event details',
  narrowLabel: 'On narrow screens',
  narrow: { stacked: 'Everything, one below the other', compact: 'Calendar and times only' },
  copy: 'Copy',
  copied: 'Code copied',
  codeCopied: 'Paste it into your page’s HTML.',
  codeLabel: (mode: string) => `${mode} code`,
  previewTitle: 'Preview',
  previewDescription: 'What visitors see, here on this server (which may always show it).',
  buttonText: 'Book a call',
} as const;

/** http is only for a developer's own machine; a real site must use https. */
const DEV_HOSTS = new Set(['localhost', '127.0.0.1']);
const ORIGIN = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Why `origin` (already trimmed and lowercased) is not an allowed origin, or null when it is one. */
export function originProblem(origin: string): string | null {
  const match = ORIGIN.exec(origin);
  if (!match) return embedMessages.originFormat;
  const [, scheme, host = '', port] = match;
  if (!host.split('.').every((label) => LABEL.test(label))) return embedMessages.originFormat;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535 || port.startsWith('0')))
    return embedMessages.originFormat;
  if (scheme === 'http' && !DEV_HOSTS.has(host)) return embedMessages.originHttps;
  return null;
}

/**
 * One allowed origin, as a browser writes it in `event.origin` and `frame-ancestors`: lowercase, no
 * trailing slash, the default port left out (https://example.com:443 is https://example.com).
 */
export const EmbedOriginSchema = z.string({ error: embedMessages.originFormat }).check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(ORIGIN_MAX_LENGTH, embedMessages.originFormat),
  z.overwrite((v) => v.replace(/\/$/, '').replace(/^(https:\/\/[^/:]+):443$|^(http:\/\/[^/:]+):80$/, '$1$2')),
  z.superRefine((v, ctx) => {
    const problem = originProblem(v);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: v });
  }),
);

/** GET and PUT /api/embed-settings. The list is kept in order, each origin once. */
export const EmbedSettingsSchema = z.object({
  allowedOrigins: z.array(EmbedOriginSchema, { error: embedMessages.listRequired }).check(
    z.maxLength(MAX_EMBED_ORIGINS, embedMessages.tooMany),
    z.overwrite((list) => [...new Set(list)]),
  ),
});
export type EmbedSettings = z.infer<typeof EmbedSettingsSchema>;

export const embedSettingsApi = '/embed-settings';
