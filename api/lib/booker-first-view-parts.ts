import { dateTimeFormat } from '#shared/date-formats.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { DEFAULT_WEEK_START } from '#shared/schemas/preferences.ts';
import { DAY_CLOSED, HOUR_OFF } from './booker-first-view-script.ts';

// The first view's drawing of the parts of the booker's first screen that only work once the app has
// started (the zone picker, the 12/24-hour toggle, the month): the same elements and classes as the
// app's (TimeZonePicker, HourFormatToggle, MonthCalendar), so every box, the times' included, is
// where the app puts it and nothing moves when it takes over (ADR 020). The script fills in what
// depends on the visitor (their zone, open days, today, 12/24 hours).

const icon = (size: string, inner: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide ${size}${extra}" aria-hidden="true">${inner}</svg>`;
const GLOBE = icon(
  'size-4',
  '<circle cx="12" cy="12" r="10"></circle><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"></path><path d="M2 12h20"></path>',
  ' shrink-0 text-gray-500 dark:text-gray-400',
);
const CHEVRON_DOWN = icon('size-4', '<path d="m6 9 6 6 6-6"></path>', ' shrink-0 text-gray-500');
const CHEVRON_LEFT = icon('size-5', '<path d="m15 18-6-6 6-6"></path>');
const CHEVRON_RIGHT = icon('size-5', '<path d="m9 18 6-6-6-6"></path>');

/** 120 → '2 hours', as the booker's noticeText writes a minimum notice. */
function noticeText(t: Translate, minutes: number): string {
  if (minutes % 1440 === 0) return t('common.duration.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('common.duration.hours', { count: minutes / 60 });
  return t('common.duration.minutes', { count: minutes });
}

/** The summary's minimum notice line, as the booker's EventSummary shows it. */
export function noticeMarkup(t: Translate, minutes: number, escape: (text: string) => string): string {
  return minutes > 0
    ? `<p class="mt-3 text-sm text-gray-600 dark:text-gray-400">${escape(t('booker.noticeAhead', { notice: noticeText(t, minutes) }))}</p>`
    : '';
}

/** The zone picker's button, its zone and offset written by the script. */
export function zoneMarkup(t: Translate, escape: (text: string) => string): string {
  return (
    `<div class="mt-6"><p class="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">${escape(t('booker.timeZone'))}</p>` +
    '<div class="relative"><div class="flex h-10 w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 shadow-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">' +
    `${GLOBE}<span data-zone class="min-w-0 flex-1 truncate"></span><span data-offset class="shrink-0 text-xs text-gray-500 dark:text-gray-400"></span>${CHEVRON_DOWN}</div></div></div>`
  );
}

/** The 12h/24h toggle beside the times' heading; the script presses the visitor's choice. */
export function hourToggleMarkup(t: Translate, escape: (text: string) => string): string {
  const option = (hour12: boolean, text: string) =>
    `<button type="button" tabindex="-1" data-hour12="${hour12}" class="h-7 rounded px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand ${HOUR_OFF}">${escape(text)}</button>`;
  return `<div aria-hidden="true" class="inline-flex rounded-md bg-gray-100 p-0.5 dark:bg-gray-800">${option(true, t('booker.hour12'))}${option(false, t('booker.hour24'))}</div>`;
}

/** Intl's name for a locale's dates, as the app's formatDate picks it (English: en-GB). */
const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/**
 * The month grid the booker shows first (`month`, weeks from the host's week start), every day drawn
 * closed; the script marks the open days, the picked one and today in the visitor's zone. Hidden
 * from assistive technology: it does nothing until the app's calendar replaces it.
 */
export function calendarMarkup(month: string, weekStart: number | undefined, locale: string): string {
  const start = weekStart ?? DEFAULT_WEEK_START;
  const first = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const label = dateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = dateTimeFormat(dateLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const headers = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => weekday.format(Date.UTC(2023, 0, 1 + ((start + i) % 7))))
    .map(
      (name) =>
        `<th scope="col" class="pb-1 text-center text-xs font-medium text-gray-500 uppercase dark:text-gray-400">${name}</th>`,
    )
    .join('');
  const lead = (new Date(first).getUTCDay() - start + 7) % 7;
  const cells: string[] = Array<string>(lead).fill('<td></td>');
  for (let day = 1; day <= days; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    cells.push(
      `<td class="p-0"><span data-date="${date}" class="relative flex aspect-square w-full items-center justify-center rounded-md text-sm font-medium transition-colors ${DAY_CLOSED}">${day}</span></td>`,
    );
  }
  while (cells.length % 7) cells.push('<td></td>');
  let rows = '';
  for (let i = 0; i < cells.length; i += 7) rows += `<tr>${cells.slice(i, i + 7).join('')}</tr>`;
  const nav =
    'inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800';
  return (
    '<div aria-hidden="true"><div class="mb-4 flex items-center justify-between gap-2">' +
    `<h2 class="text-base font-semibold text-gray-900 dark:text-gray-50">${label.format(first)}</h2>` +
    `<div class="flex gap-1"><button type="button" tabindex="-1" data-previous class="${nav}">${CHEVRON_LEFT}</button>` +
    `<button type="button" tabindex="-1" class="${nav}">${CHEVRON_RIGHT}</button></div></div>` +
    `<table class="w-full table-fixed border-separate border-spacing-1"><thead><tr>${headers}</tr></thead><tbody>${rows}</tbody></table></div>`
  );
}
