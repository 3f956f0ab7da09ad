import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { type EmbedTheme, readEmbedOptions } from '#shared/embed-protocol.ts';
import type { Theme } from '#shared/schemas/preferences.ts';
import { useBookingEventType } from '../api/get-booking-event-type.ts';
import { type BookerEmbed, BookerEmbedContext } from '../components/booker-embed.ts';
import { postToHost, useEmbedBridge } from '../hooks/use-embed-bridge.ts';
import { BookerPage } from './booker-page.tsx';

/** The booker's phone layout starts below this width (its `md:` breakpoint). */
const NARROW = '(max-width: 767px)';
const THEMES: Record<EmbedTheme, Theme> = { auto: 'system', light: 'light', dark: 'dark' };

function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(NARROW);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(NARROW).matches ?? false,
  );
}

/**
 * /embed/{username}/{slug} (ADR 031): the booker inside another site's frame. The same booker as its
 * own page, with the options the host page's script put in the URL (theme, brand colour, details,
 * the narrow layout; the booking form reads the prefill), and the bridge that tells the host page
 * what happens.
 */
export function EmbedBookerPage() {
  const { username = '', slug = '' } = useParams();
  const [params] = useSearchParams();
  // The options are the frame's: read once, as the booker's own picks change the URL after.
  const [options] = useState(() => readEmbedOptions(params));
  useEmbedBridge();
  const event = useBookingEventType(username, slug);
  const narrow = useNarrow();

  const ready = useRef(false);
  useEffect(() => {
    if (ready.current || event.isPending) return;
    ready.current = true;
    postToHost({ type: 'ready' });
  }, [event.isPending]);

  const slot = params.get('slot');
  useEffect(() => {
    if (slot && !Number.isNaN(Date.parse(slot))) postToHost({ type: 'time_selected', start: slot });
  }, [slot]);

  const embed = useMemo<BookerEmbed>(
    () => ({
      hideDetails: options.hideDetails === true || (options.narrow === 'compact' && narrow),
      look: (host) =>
        host && {
          theme: options.theme ? THEMES[options.theme] : host.theme,
          brandColorLight: options.brand ?? host.brandColorLight,
          brandColorDark: options.brand ?? host.brandColorDark,
        },
    }),
    [options, narrow],
  );
  return (
    <BookerEmbedContext.Provider value={embed}>
      <BookerPage />
    </BookerEmbedContext.Provider>
  );
}
