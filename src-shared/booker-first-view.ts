import type { PublicBookingEventType, SlotsResponse } from './schemas/availability.ts';

/**
 * What the server writes into a booker page (/{username}/{slug}) as
 * `<script type="application/json" id="kairos-first-answer">`: the booker's first two answers, so
 * its queries start with them instead of asking (ADR 020).
 */
export interface BookerFirstAnswer {
  username: string;
  slug: string;
  /** 'YYYY-MM': the month whose span (monthSpan) `slots` answers. */
  month: string;
  event: PublicBookingEventType;
  slots: SlotsResponse;
  /** The host's brand colour and its readable text colour, light and dark, for the first view's script. */
  look: { theme: PublicBookingEventType['bookingPageTheme']; light: [string, string]; dark: [string, string] };
}

export const FIRST_ANSWER_ID = 'kairos-first-answer';
export const FIRST_VIEW_ID = 'kairos-first-view';
/** Where the first view remembers a time picked before the app started: `{ path, start }`. */
export const FIRST_PICK_KEY = 'kairos.booker.firstPick';

export interface FirstPick {
  path: string;
  start: string;
}

/** The first view's own English words (its other languages are in the catalogs, ADR 030). */
export const firstViewMessages = {
  times: 'Times',
  noTimes: 'No open times in the coming weeks.',
} as const;
