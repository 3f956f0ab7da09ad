import { dateTimeFormat } from '#shared/date-formats.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BookerFirstAnswer, FIRST_ANSWER_ID, FIRST_VIEW_ID } from '#shared/booker-first-view.ts';
import { MONTH_PATTERN } from '#shared/availability/month-span.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { isHexColor, readableTextColor } from '#shared/color.ts';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { LOCALE_FILES } from '#shared/i18n/locale-files.ts';
import { personInitials } from '#shared/initials.ts';
import { isReservedWord } from '#shared/routes.ts';
import type { PublicBookingEventType, SlotsResponse } from '#shared/schemas/availability.ts';
import { calendarMarkup, hourToggleMarkup, noticeMarkup, zoneMarkup } from './booker-first-view-parts.ts';
import { FIRST_VIEW_SCRIPT, TIME_BUTTON_CLASS } from './booker-first-view-script.ts';
import { translate } from './locale.ts';

const HOUR_MS = 3_600_000;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON that cannot end its `<script>` element or start markup, whatever strings it holds. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The username and slug of a booker page's path (/{username}/{slug}), or null for any other path. */
export function bookerPath(path: string): { username: string; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    const [username, slug] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
    return isReservedWord(username) ? null : { username, slug };
  } catch {
    return null;
  }
}

/** The month the booker shows first, as it picks it (use-booker-state.ts): ?month=, else ?date='s, else today's. */
export function firstMonth(query: URLSearchParams, now: number): string {
  const month = query.get('month');
  if (month && MONTH_PATTERN.test(month)) return month;
  const date = query.get('date');
  return date && DATE.test(date) ? date.slice(0, 7) : new Date(now).toISOString().slice(0, 7);
}

/**
 * The open times worth writing into the first view: those of ?date= with 14 hours either side, so
 * every visitor's local day of them is whole; else those from the first open time to the end of the
 * day after its UTC day, which holds the whole local day of that first time in every zone (offsets
 * stay within ±14 hours). The page's script keeps the one local day it shows.
 */
function timesAround(slots: SlotsResponse['slots'], date: string | null): SlotsResponse['slots'] {
  const within = (from: number, to: number) =>
    slots.filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to);
  if (date && DATE.test(date)) {
    const day = Date.parse(`${date}T00:00:00Z`);
    const wanted = within(day - 14 * HOUR_MS, day + DAY_MS + 14 * HOUR_MS);
    if (wanted.length > 0) return wanted;
  }
  if (slots.length === 0) return [];
  const first = Date.parse(slots[0]!.start);
  return within(first, Math.floor(first / DAY_MS) * DAY_MS + 2 * DAY_MS);
}

/** The public pages' mark: the product's name, not a link (an invitee has no sign-in here). */
const PUBLIC_MARK = 'Kairos';

const CLOCK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-clock size-4 text-gray-500" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path></svg>';
const ARROW_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-left size-4" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';

/**
 * The booker as the server draws it before any JavaScript: the event's host, name and duration, the
 * zone picker, the month and one day's open times as buttons, with the app's own elements and
 * classes, so it is the app's first screen: when React's createRoot replaces it, nothing moves.
 */
export function firstViewMarkup(page: PublicBookingEventType, month: string, times: SlotsResponse['slots']): string {
  // In the booker's language (ADR 030), so the app starts on the same words instead of flipping them.
  const locale = page.locale ?? 'en';
  const t = translate(locale);
  const time = dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    timeZone: page.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  // A seated time's seats left, as the booker's SlotList shows them (ADR 026).
  const left = (n: number | undefined) =>
    n === undefined
      ? ''
      : ` <span class="text-xs font-normal opacity-80">${escapeHtml(t('booker.seatsLeft', { count: n }))}</span>`;
  const buttons = times
    .map(
      ({ start, seatsLeft }) =>
        `<li><button type="button" aria-pressed="false" data-start="${escapeHtml(start)}" class="${TIME_BUTTON_CLASS}"><time datetime="${escapeHtml(start)}">${escapeHtml(time.format(Date.parse(start)))}</time>${left(seatsLeft)}</button></li>`,
    )
    .join('');
  const description = page.eventType.description
    ? `<p class="mt-3 text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">${escapeHtml(page.eventType.description)}</p>`
    : '';
  // The host's picture or initials on the brand colour, as the app's UserAvatar draws them.
  const [first = '', ...rest] = page.host.name.split(' ');
  const round = 'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full size-8 text-xs';
  const avatar = page.host.avatarUrl
    ? `<img src="${escapeHtml(page.host.avatarUrl)}" alt="" class="${round} object-cover">`
    : `<span class="${round} bg-brand font-semibold text-brand-foreground select-none">${escapeHtml(
        personInitials(first, rest.join(' ')),
      )}</span>`;
  const timesList = times.length
    ? `<ul aria-label="${escapeHtml(t('booker.openTimes'))}" class="grid grid-cols-2 gap-2 sm:grid-cols-1">${buttons}</ul>`
    : `<p class="text-sm text-gray-600 dark:text-gray-400">${escapeHtml(t('firstView.noTimes'))}</p>`;
  return (
    // Hidden until its script has made it the visitor's (booker-first-view-script.ts).
    `<div id="${FIRST_VIEW_ID}" hidden class="flex min-h-full flex-col bg-gray-50 dark:bg-gray-950">` +
    '<main class="mx-auto w-full flex-1 max-w-5xl px-3 py-6 sm:px-4 sm:py-12">' +
    '<div class="grid overflow-visible rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900 md:grid-cols-[16rem_1fr] lg:grid-cols-[17rem_1fr_15rem]">' +
    '<div class="border-b border-gray-200 p-4 sm:p-6 md:row-span-2 md:border-b-0 lg:row-span-1 dark:border-gray-800">' +
    `<a href="/${encodeURIComponent(page.username)}" class="inline-flex items-center gap-2 text-sm font-medium text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100">${ARROW_ICON}<span aria-hidden="true" class="inline-flex">${avatar}</span>${escapeHtml(page.host.name)}</a>` +
    `<h1 class="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">${escapeHtml(page.eventType.name)}</h1>` +
    `<p class="mt-3 flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-300">${CLOCK_ICON}${escapeHtml(t('common.minutes', { count: page.eventType.duration }))}</p>` +
    noticeMarkup(t, page.minimumNotice, escapeHtml) +
    description +
    zoneMarkup(t, escapeHtml) +
    '</div>' +
    `<section class="border-gray-200 p-4 sm:p-6 md:border-l dark:border-gray-800">${calendarMarkup(month, page.weekStart, locale)}</section>` +
    `<section aria-label="${escapeHtml(t('booker.chooseTime'))}" class="scroll-mt-4 border-t border-gray-200 p-4 outline-none sm:p-6 md:col-start-2 md:border-l lg:col-start-auto lg:border-t-0 dark:border-gray-800"><div>` +
    `<div class="mb-4 flex flex-wrap items-center justify-between gap-2"><h2 data-day-name class="text-base font-semibold text-gray-900 dark:text-gray-50">${escapeHtml(t('booker.times'))}</h2>${hourToggleMarkup(t, escapeHtml)}</div>` +
    timesList +
    '</div></section></div></main>' +
    `<footer class="pb-8 text-center text-xs text-gray-600 dark:text-gray-400">${PUBLIC_MARK}</footer>` +
    '</div>'
  );
}

/** The booker's first answer as the page carries it: the data, and the host's look for the script. */
export function firstAnswer(
  username: string,
  slug: string,
  month: string,
  event: PublicBookingEventType,
  slots: SlotsResponse,
): BookerFirstAnswer {
  const colour = (c: string): [string, string] => {
    const brand = isHexColor(c) ? c.toLowerCase() : DEFAULT_BRAND_COLOR;
    return [brand, readableTextColor(brand)];
  };
  return {
    username: username.toLowerCase(),
    slug: slug.toLowerCase(),
    month,
    event,
    slots,
    look: { theme: event.bookingPageTheme, light: colour(event.brandColorLight), dark: colour(event.brandColorDark) },
  };
}

/**
 * The built index.html, and the chunks of the booker's route from Vite's manifest (.vite/manifest.json):
 * listed as <link rel="modulepreload"> they load together instead of in waves as imports are found.
 */
export function readBookerShell(
  root: string,
  /** Which built chunk is which locale's catalog (from the list of locales). */
  catalogs: { localeOfCatalog(source: string): string | null } = LOCALE_FILES,
): {
  index: string;
  preloads: string;
  /** Each locale's catalog chunk, English's too (ADR 030): the page preloads the one it speaks. */
  localeChunks: Record<string, string>;
} {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  let preloads = '';
  const localeChunks: Record<string, string> = {};
  try {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
    const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    for (const key of ['app/data-layout.tsx', 'features/booker/pages/booker-page.tsx']) add(key);
    preloads = [...files]
      .filter((file) => !index.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    for (const [key, chunk] of Object.entries(manifest)) {
      const locale = catalogs.localeOfCatalog(key);
      if (locale) localeChunks[locale] = chunk.file;
    }
  } catch {
    // No manifest (an older build): the chunks load as the app finds them.
  }
  return { index, preloads, localeChunks };
}

/** index.html with the booker's first view, its data, its script and its chunks' preloads. */
export function bookerPageHtml(
  shell: { index: string; preloads: string; localeChunks: Record<string, string> },
  answer: BookerFirstAnswer,
  date: string | null,
): string {
  const { event, slots } = answer;
  const title = escapeHtml(`${event.eventType.name} · ${event.host.name}`);
  const locale = event.locale ?? 'en';
  const catalog = shell.localeChunks[locale];
  const preloads = catalog
    ? `${shell.preloads}<link rel="modulepreload" crossorigin href="/${catalog}">`
    : shell.preloads;
  // The app's scripts are asked for after the first view: on a slow link they would otherwise share
  // it with the rest of the page, and the view waits for all of it (its script is at its end).
  const appScripts = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  const entry = (shell.index.match(appScripts) ?? []).join('');
  return shell.index
    .replace(appScripts, '')
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${firstViewMarkup(event, answer.month, timesAround(slots.slots, date))}</div>` +
        `<script type="application/json" id="${FIRST_ANSWER_ID}">${jsonForHtml(answer)}</script>` +
        `<script>${FIRST_VIEW_SCRIPT}</script>${entry}${preloads}`,
    );
}
