import { createContext, useContext } from 'react';
import type { DocumentTheme } from '../../../lib/use-document-theme.ts';

/**
 * How the booker is laid out and looks when another site embeds it (ADR 031): the embed page
 * (pages/embed-booker-page.tsx) provides it; the booker's own page uses the defaults.
 */
export interface BookerEmbed {
  /** No event details beside the calendar (the host page says what the event is). */
  hideDetails: boolean;
  /** The look the booker applies, from the host's own. */
  look: (host: DocumentTheme | null) => DocumentTheme | null;
}

const notEmbedded: BookerEmbed = { hideDetails: false, look: (host) => host };

export const BookerEmbedContext = createContext<BookerEmbed>(notEmbedded);

export function useBookerEmbed(): BookerEmbed {
  return useContext(BookerEmbedContext);
}
