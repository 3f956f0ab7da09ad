import { useSyncExternalStore } from 'react';
import type { Theme } from '#shared/schemas/preferences.ts';
import type { DocumentTheme } from '@/lib/use-document-theme.ts';

/**
 * How the booker looks and is laid out inside another site's frame (ADR 031). The frame's options
 * are set once, by the embed page, and hold for the document's life: the booking's page and "Book
 * again", opened inside the frame after a booking, keep them too. Outside a frame there are none.
 */
export interface FrameOptions {
  theme?: Theme;
  brand?: string;
  hideDetails: boolean;
  /** No details on a narrow frame either. */
  compactWhenNarrow: boolean;
}

let frame: FrameOptions | null = null;

export function setFrameOptions(options: FrameOptions): void {
  frame = options;
}

/** The look the booker's pages apply: the host's, with the frame's theme and brand colour over it. */
export function frameLook(host: DocumentTheme | null): DocumentTheme | null {
  if (!host || !frame) return host;
  return {
    theme: frame.theme ?? host.theme,
    brandColorLight: frame.brand ?? host.brandColorLight,
    brandColorDark: frame.brand ?? host.brandColorDark,
  };
}

/** The booker's phone layout starts below this width (its `md:` breakpoint). */
const NARROW = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the booker leaves out the event details: the frame asked so, always or when it is narrow. */
export function useHideDetails(): boolean {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia?.(NARROW).matches ?? false);
  return frame !== null && (frame.hideDetails || (frame.compactWhenNarrow && narrow));
}
