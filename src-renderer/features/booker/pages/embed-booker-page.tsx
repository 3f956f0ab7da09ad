import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { type EmbedTheme, readEmbedOptions } from '#shared/embed-protocol.ts';
import type { Theme } from '#shared/schemas/preferences.ts';
import { useBookingEventType } from '../api/get-booking-event-type.ts';
import { setFrameOptions } from '../components/booker-embed.ts';
import { postToHost, useEmbedBridge } from '../hooks/use-embed-bridge.ts';
import { BookerPage } from './booker-page.tsx';

const THEMES: Record<EmbedTheme, Theme> = { auto: 'system', light: 'light', dark: 'dark' };

/**
 * /embed/{username}/{slug} (ADR 031): the booker inside another site's frame. The same booker as its
 * own page, with the options the host page's script put in the URL (theme, brand colour, details,
 * the narrow layout; the booking form reads the prefill), and the bridge that tells the host page
 * what happens.
 */
export function EmbedBookerPage() {
  const { username = '', slug = '' } = useParams();
  const [params] = useSearchParams();
  // The frame's options, read once (the booker's own picks change the URL after), before the booker renders.
  useState(() => {
    const options = readEmbedOptions(params);
    setFrameOptions({
      ...(options.theme && { theme: THEMES[options.theme] }),
      ...(options.brand && { brand: options.brand }),
      hideDetails: options.hideDetails === true,
      compactWhenNarrow: options.narrow === 'compact',
    });
  });
  useEmbedBridge();
  const event = useBookingEventType(username, slug);

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

  return <BookerPage />;
}
