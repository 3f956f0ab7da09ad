import type { Locale } from '#shared/i18n/locales.ts';
import { type BookerFirstAnswer, FIRST_ANSWER_ID, FIRST_PICK_KEY, type FirstPick } from '#shared/booker-first-view.ts';

/** When the page arrived: the first answer is as old as the page. */
const loadedAt = Date.now();

function readFirstAnswer(): BookerFirstAnswer | null {
  try {
    const text = document.getElementById(FIRST_ANSWER_ID)?.textContent;
    return text ? (JSON.parse(text) as BookerFirstAnswer) : null;
  } catch {
    return null;
  }
}

let answer: BookerFirstAnswer | null | undefined;
function firstAnswerFor(username: string, slug: string): BookerFirstAnswer | null {
  answer ??= typeof document === 'undefined' ? null : readFirstAnswer();
  return answer && answer.username.toLowerCase() === username.toLowerCase() && answer.slug === slug.toLowerCase()
    ? answer
    : null;
}

/** The language of the event the server wrote into this page (its own, when the host set one; ADR 030). */
export function firstAnswerLocale(): Locale | null {
  answer ??= typeof document === 'undefined' ? null : readFirstAnswer();
  return answer?.event.eventLocale ?? null;
}

/** The event as the server wrote it into this page, as a query's initial data (nothing when it did not). */
export function firstAnswerEvent(username: string, slug: string) {
  const found = firstAnswerFor(username, slug);
  return found ? { initialData: found.event, initialDataUpdatedAt: loadedAt } : {};
}

/** The month's open times as the server wrote them into this page (only for the month it read). */
export function firstAnswerSlots(username: string, slug: string, month: string) {
  const found = firstAnswerFor(username, slug);
  return found?.month === month ? { initialData: found.slots, initialDataUpdatedAt: loadedAt } : {};
}

/**
 * The time picked in the server's first view before the app started, for this page, once: the
 * booker then opens the form for it (if it is still open).
 */
export function takeFirstPick(path: string): string | null {
  const global = window as { __kairosFirstPick?: FirstPick };
  let pick = global.__kairosFirstPick ?? null;
  delete global.__kairosFirstPick;
  try {
    const stored = sessionStorage.getItem(FIRST_PICK_KEY);
    sessionStorage.removeItem(FIRST_PICK_KEY);
    pick ??= stored ? (JSON.parse(stored) as FirstPick) : null;
  } catch {
    // Storage blocked: the global alone.
  }
  return pick && pick.path === path && typeof pick.start === 'string' ? pick.start : null;
}
