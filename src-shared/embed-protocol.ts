/**
 * The embedded booker's contract (ADR 031), shared by the host page's script (/embed.js), the booker in
 * its frame and the server that serves both. No zod here: /embed.js bundles this file and must stay small.
 */

/** The frame's own route: /embed/{username}/{slug} (docs/product.md#embed). */
export const EMBED_PATH_PREFIX = '/embed/';

/**
 * The frame's query parameters. Each has a dot, which no booking question's name may have
 * (FIELD_NAME_PATTERN), so they never clash with a question prefilled by its name.
 */
export const embedParams = {
  /** The host page's origin: the only one the frame posts to, and only when the host lists it. */
  origin: 'embed.origin',
  theme: 'embed.theme',
  brand: 'embed.brand',
  /** `hide`: no event details beside the calendar. */
  details: 'embed.details',
  /** `compact`: on a narrow frame, no event details, so the calendar comes first. */
  narrow: 'embed.narrow',
} as const;

export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
export const EMBED_NARROW_LAYOUTS = ['stacked', 'compact'] as const;
export type EmbedNarrowLayout = (typeof EMBED_NARROW_LAYOUTS)[number];

/** What the host page may ask of the embedded booker. Unknown or malformed values are left out. */
export interface EmbedOptions {
  /** `auto` follows the visitor's system; by default the host's booking page theme. */
  theme?: EmbedTheme;
  /** A #rrggbb brand colour instead of the host's. */
  brand?: string;
  hideDetails?: boolean;
  /** On a narrow frame (under 768 px): `stacked` (details, calendar, times) or `compact` (no details). */
  narrow?: EmbedNarrowLayout;
  /** Answers by booking question name (`name`, `email`, `company`…), filled into the form. */
  prefill?: Record<string, string>;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** A host's link: `username/slug`. */
const LINK = /^([a-z0-9][a-z0-9_-]*)\/([a-z0-9][a-z0-9-]*)$/i;

/** `username/slug` split, or null when it is not one. */
export function parseEmbedLink(link: string): { username: string; slug: string } | null {
  const match = LINK.exec(link.trim().replace(/^\/+|\/+$/g, ''));
  return match ? { username: match[1]!, slug: match[2]! } : null;
}

/** The frame's URL on the Kairos server `base` for the host page at `parentOrigin`. */
export function embedFrameUrl(
  base: string,
  link: { username: string; slug: string },
  parentOrigin: string,
  options: EmbedOptions = {},
): string {
  const query: string[] = [];
  const add = (key: string, value: string) => query.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  add(embedParams.origin, parentOrigin);
  if (options.theme && (EMBED_THEMES as readonly string[]).includes(options.theme))
    add(embedParams.theme, options.theme);
  if (options.brand && HEX_COLOR.test(options.brand)) add(embedParams.brand, options.brand.toLowerCase());
  if (options.hideDetails) add(embedParams.details, 'hide');
  if (options.narrow && (EMBED_NARROW_LAYOUTS as readonly string[]).includes(options.narrow))
    add(embedParams.narrow, options.narrow);
  for (const [name, value] of Object.entries(options.prefill ?? {})) add(name, value);
  const path = `${EMBED_PATH_PREFIX}${encodeURIComponent(link.username)}/${encodeURIComponent(link.slug)}`;
  return `${base.replace(/\/+$/, '')}${path}?${query.join('&')}`;
}

/** The embed options the frame's URL carries (the prefill is read by the booking form itself). */
export function readEmbedOptions(params: {
  get(name: string): string | null;
}): Omit<EmbedOptions, 'prefill'> & { origin: string | null } {
  const theme = params.get(embedParams.theme);
  const brand = params.get(embedParams.brand);
  const narrow = params.get(embedParams.narrow);
  return {
    origin: params.get(embedParams.origin),
    ...(theme && (EMBED_THEMES as readonly string[]).includes(theme) && { theme: theme as EmbedTheme }),
    ...(brand && HEX_COLOR.test(brand) && { brand: brand.toLowerCase() }),
    ...(params.get(embedParams.details) === 'hide' && { hideDetails: true }),
    ...(narrow &&
      (EMBED_NARROW_LAYOUTS as readonly string[]).includes(narrow) && { narrow: narrow as EmbedNarrowLayout }),
  };
}

/**
 * What the frame tells the host page. Never a name, an email or an answer: a booking is its uid and
 * start, enough to look it up through the API or a webhook.
 */
export type EmbedEvent =
  | { type: 'ready' }
  | { type: 'time_selected'; start: string }
  | { type: 'booked'; uid: string; start: string }
  | { type: 'cancelled'; uid: string }
  | { type: 'height'; height: number };
export type EmbedEventType = EmbedEvent['type'];

/** Every message carries this marker, so a page's own messages are never taken for Kairos's. */
export const EMBED_MESSAGE_MARK = 'kairos-embed';
export type EmbedMessage = EmbedEvent & { source: typeof EMBED_MESSAGE_MARK };

const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;
const UID = /^[\w-]{1,100}$/;

/** A message's data as an EmbedEvent when it is one, field by field; anything else is null. */
export function parseEmbedMessage(data: unknown): EmbedEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== EMBED_MESSAGE_MARK) return null;
  const text = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value);
  switch (m.type) {
    case 'ready':
      return { type: 'ready' };
    case 'time_selected':
      return text(m.start, ISO) ? { type: 'time_selected', start: m.start as string } : null;
    case 'booked':
      return text(m.uid, UID) && text(m.start, ISO)
        ? { type: 'booked', uid: m.uid as string, start: m.start as string }
        : null;
    case 'cancelled':
      return text(m.uid, UID) ? { type: 'cancelled', uid: m.uid as string } : null;
    case 'height':
      return typeof m.height === 'number' && Number.isFinite(m.height) && m.height >= 0
        ? { type: 'height', height: Math.min(Math.ceil(m.height), 20_000) }
        : null;
    default:
      return null;
  }
}

/** The texts the host page's script shows (the booker's own texts are the booker's). */
export const embedScriptTexts = {
  floatingButton: 'Book a time',
  close: 'Close',
  dialogLabel: 'Book a time',
  frameTitle: 'Booking',
} as const;

/** The id of the JSON the server writes into the frame's page: the parent origin it may post to, or null. */
export const EMBED_VERDICT_ID = 'kairos-embed';
export interface EmbedVerdict {
  /** The host page's origin, when the host lists it (or it is this server's own); null otherwise. */
  parentOrigin: string | null;
}

export type EmbedMode = 'inline' | 'popup' | 'floating';

/**
 * The HTML a host pastes for `mode` (Settings → Embed, docs/product.md#embed): the element that says
 * where and how, then the script from the Kairos server at `base`.
 */
export function embedSnippet(
  mode: EmbedMode,
  base: string,
  link: string,
  options: Omit<EmbedOptions, 'prefill'> & { text: string },
): string {
  const attributes = [
    options.theme && `data-kairos-theme="${options.theme}"`,
    options.brand && HEX_COLOR.test(options.brand) && `data-kairos-brand="${options.brand.toLowerCase()}"`,
    options.hideDetails && 'data-kairos-hide-details',
    options.narrow && `data-kairos-narrow="${options.narrow}"`,
  ].filter(Boolean);
  const more = attributes.length > 0 ? ` ${attributes.join(' ')}` : '';
  const text = options.text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const element = {
    inline: `<div data-kairos-inline="${link}"${more}></div>`,
    popup: `<button type="button" data-kairos-link="${link}"${more}>${text}</button>`,
    floating: `<div data-kairos-floating="${link}" data-kairos-text="${text}"${more}></div>`,
  }[mode];
  return `${element}\n<script src="${base.replace(/\/+$/, '')}/embed.js" async></script>`;
}
