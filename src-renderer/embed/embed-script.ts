/**
 * /embed.js (ADR 031): the script a host puts on their own site. It is not part of the web app: it is
 * bundled on its own (vite.config.ts, `embedScript`), runs on the host's page, and only makes frames of
 * the booker of the Kairos server it was loaded from (found from its own `src`).
 *
 *   <div data-kairos-inline="ada/intro"></div>                  the booker inside the element
 *   <button data-kairos-link="ada/intro">Book</button>           the booker over the page, on click
 *   <div data-kairos-floating="ada/intro"></div>                 a button in the corner that opens it
 *
 * Options on the same element: data-kairos-theme (auto, light, dark), data-kairos-brand (#rrggbb),
 * data-kairos-hide-details, data-kairos-narrow (stacked, compact), data-kairos-prefill-{question}
 * and, for the floating button, data-kairos-text. The page hears `kairos:ready`, `kairos:time_selected`,
 * `kairos:booked`, `kairos:cancelled` and `kairos:height` as DOM events on the frame (they bubble), or
 * through `Kairos.on(type, listener)`.
 */
import { readableTextColor } from '#shared/color.ts';
import {
  EMBED_NARROW_LAYOUTS,
  EMBED_THEMES,
  type EmbedEvent,
  type EmbedEventType,
  type EmbedNarrowLayout,
  type EmbedOptions,
  type EmbedTheme,
  embedFrameUrl,
  embedScriptTexts as texts,
  parseEmbedLink,
  parseEmbedMessage,
} from '#shared/embed-protocol.ts';

type Listener = (event: EmbedEvent, frame: HTMLIFrameElement) => void;

interface KairosEmbed {
  version: 1;
  inline(element: HTMLElement, link: string, options?: EmbedOptions): HTMLIFrameElement | null;
  popup(link: string, options?: EmbedOptions): void;
  floating(link: string, options?: EmbedOptions & { text?: string }): HTMLButtonElement | null;
  on(type: EmbedEventType, listener: Listener): () => void;
  /** Mounts the inline and floating elements added to the page since (popup links need nothing). */
  scan(): void;
}

declare global {
  interface Window {
    Kairos?: KairosEmbed;
  }
}

const DEFAULT_BUTTON_COLOR = '#111827';
const NARROW = '(max-width: 639px)';

function start(): void {
  if (window.Kairos) return; // loaded twice: the first copy serves the page
  const own = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
  const source = own || document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]')?.src || '';
  if (!source) return;
  const kairos = new URL(source, window.location.href).origin;
  const parent = window.location.origin;
  const frames = new Set<HTMLIFrameElement>();
  /** A frame's latest height, until the next animation frame applies it. */
  const heights = new Map<HTMLIFrameElement, number>();
  const listeners = new Map<EmbedEventType, Set<Listener>>();

  function optionsOf(element: Element): EmbedOptions {
    const read = (name: string) => element.getAttribute(`data-kairos-${name}`);
    const theme = read('theme');
    const narrow = read('narrow');
    const hide = read('hide-details');
    const prefill: Record<string, string> = {};
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('data-kairos-prefill-'))
        prefill[attribute.name.slice('data-kairos-prefill-'.length)] = attribute.value;
    }
    return {
      ...(theme && (EMBED_THEMES as readonly string[]).includes(theme) && { theme: theme as EmbedTheme }),
      ...(read('brand') && { brand: read('brand')! }),
      ...(hide !== null && hide !== 'false' && { hideDetails: true }),
      ...(narrow &&
        (EMBED_NARROW_LAYOUTS as readonly string[]).includes(narrow) && { narrow: narrow as EmbedNarrowLayout }),
      prefill,
    };
  }

  function frame(link: string, options: EmbedOptions): HTMLIFrameElement | null {
    const target = parseEmbedLink(link);
    if (!target) {
      console.warn(`Kairos: "${link}" is not a booking link like "username/event".`);
      return null;
    }
    const iframe = document.createElement('iframe');
    iframe.src = embedFrameUrl(kairos, target, parent, options);
    iframe.title = texts.frameTitle;
    Object.assign(iframe.style, {
      border: '0',
      width: '100%',
      height: '640px',
      display: 'block',
      // The frame's scheme, so the browser lets the page's background show through: it paints an
      // opaque backdrop behind a frame whose colour scheme differs from its element's.
      colorScheme: options.theme === 'light' || options.theme === 'dark' ? options.theme : 'light dark',
    });
    frames.add(iframe);
    return iframe;
  }

  // Only the frames this script made, on the Kairos origin it came from, are heard; anything else is ignored.
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== kairos) return;
    const from = Array.from(frames).find((f) => f.contentWindow === event.source);
    const message = from ? parseEmbedMessage(event.data) : null;
    if (!from || !message) return;
    // The latest height, once per frame: several in one frame resize the page once.
    if (message.type === 'height') {
      if (!heights.has(from)) {
        requestAnimationFrame(() => {
          from.style.height = `${heights.get(from)}px`;
          heights.delete(from);
        });
      }
      heights.set(from, message.height);
    }
    from.dispatchEvent(new CustomEvent(`kairos:${message.type}`, { bubbles: true, detail: message }));
    for (const listener of listeners.get(message.type) ?? []) listener(message, from);
  });

  function inline(element: HTMLElement, link: string, options: EmbedOptions = {}): HTMLIFrameElement | null {
    const iframe = frame(link, options);
    if (!iframe) return null;
    element.replaceChildren(iframe);
    element.setAttribute('data-kairos-mounted', '');
    return iframe;
  }

  function popup(link: string, options: EmbedOptions = {}): void {
    const iframe = frame(link, options);
    if (!iframe) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const narrow = window.matchMedia(NARROW).matches;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', texts.dialogLabel);
    overlay.setAttribute('data-kairos-popup', '');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(17, 24, 39, 0.6)',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    });
    const panel = document.createElement('div');
    Object.assign(panel.style, {
      position: 'relative',
      maxWidth: narrow ? 'none' : '1040px',
      margin: narrow ? '0' : '48px auto',
      minHeight: narrow ? '100%' : 'auto',
      background: narrow ? '#f9fafb' : 'transparent',
    });
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    Object.assign(close.style, {
      position: narrow ? 'fixed' : 'absolute',
      top: narrow ? '8px' : '-40px',
      right: '8px',
      zIndex: '1',
      width: '36px',
      height: '36px',
      border: '0',
      borderRadius: '9999px',
      background: '#ffffff',
      color: '#111827',
      font: '600 22px/36px system-ui, sans-serif',
      cursor: 'pointer',
      boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
    });
    const rootStyle = document.documentElement.style;
    const overflow = rootStyle.overflow;
    // A modal dialog: the rest of the page cannot be reached by Tab or a screen reader while it is open.
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.inert,
    );
    const done = () => {
      overlay.remove();
      frames.delete(iframe);
      rootStyle.overflow = overflow;
      for (const element of madeInert) element.inert = false;
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done();
    };
    close.addEventListener('click', done);
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) done();
    });
    document.addEventListener('keydown', onKey);
    panel.append(close, iframe);
    overlay.append(panel);
    for (const element of madeInert) element.inert = true;
    document.body.append(overlay);
    rootStyle.overflow = 'hidden';
    close.focus();
  }

  function floating(link: string, options: EmbedOptions & { text?: string } = {}): HTMLButtonElement | null {
    if (!parseEmbedLink(link)) return null;
    const color = options.brand && /^#[0-9a-fA-F]{6}$/.test(options.brand) ? options.brand : DEFAULT_BUTTON_COLOR;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text || texts.floatingButton;
    button.setAttribute('data-kairos-floating-button', '');
    Object.assign(button.style, {
      position: 'fixed',
      right: '20px',
      bottom: '20px',
      zIndex: '2147482999',
      padding: '12px 20px',
      border: '0',
      borderRadius: '9999px',
      background: color,
      color: readableTextColor(color),
      font: '600 15px/1.2 system-ui, sans-serif',
      cursor: 'pointer',
      boxShadow: '0 4px 14px rgba(0, 0, 0, 0.25)',
    });
    button.addEventListener('click', () => popup(link, options));
    document.body.append(button);
    return button;
  }

  function scan(): void {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-kairos-inline]'))) {
      if (!element.hasAttribute('data-kairos-mounted'))
        inline(element, element.getAttribute('data-kairos-inline') ?? '', optionsOf(element));
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-kairos-floating]'))) {
      if (element.hasAttribute('data-kairos-mounted')) continue;
      element.setAttribute('data-kairos-mounted', '');
      const text = element.getAttribute('data-kairos-text') ?? undefined;
      floating(element.getAttribute('data-kairos-floating') ?? '', { ...optionsOf(element), ...(text && { text }) });
    }
  }

  // Any element with data-kairos-link, now or added later, opens the popup.
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-kairos-link]') : null;
    if (!target) return;
    event.preventDefault();
    popup(target.getAttribute('data-kairos-link') ?? '', optionsOf(target));
  });

  window.Kairos = {
    version: 1,
    inline,
    popup,
    floating,
    on(type, listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      listeners.set(type, set.add(listener));
      return () => void set.delete(listener);
    },
    scan,
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
}

start();
