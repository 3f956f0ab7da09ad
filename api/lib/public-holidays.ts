import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { LRUCache } from 'lru-cache';

/**
 * Public holidays from date-holidays (ADR 055): the maintained rules of about 200 countries and
 * their regions. Only holidays of type `public` close a day (banks, schools, observances and
 * optional days do not). A holiday is a local date of the host, whatever zone the library computes
 * it in. Pure: no database, no network; the rules are compiled once per country and region and a
 * year's days once per country, region, year and language.
 */

export interface PublicHoliday {
  /** 'YYYY-MM-DD'. */
  date: string;
  name: string;
}

const DAY_MS = 86_400_000;

/**
 * The library, loaded on first use: its rules of every country are about 1.5 MB of source and more
 * once parsed, held for the process's life, and most servers never block a holiday (the server's
 * memory after start has a budget, ADR 046). Its CommonJS build, so the first caller stays synchronous.
 */
let library: typeof Holidays | null = null;
function holidaysLibrary(): typeof Holidays {
  library ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays;
  return library;
}
const calendars = new LRUCache<string, Holidays>({ max: 64 });
const years = new LRUCache<string, PublicHoliday[]>({ max: 512 });
let countryList: { code: string; name: string; regions: { code: string; name: string }[] }[] | null = null;

/** Every country with its regions (English names), by name. */
export function holidayCountries() {
  if (!countryList) {
    const all = new (holidaysLibrary())();
    countryList = Object.entries(all.getCountries('en'))
      .map(([code, name]) => ({
        code,
        name,
        regions: Object.entries(all.getStates(code, 'en') ?? {})
          .map(([regionCode, regionName]) => ({ code: regionCode, name: regionName }))
          .sort((a, b) => a.name.localeCompare(b.name, 'en')),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countryList;
}

/** Whether a country (and region, when given) is one the library knows. */
export function isKnownPlace(country: string, region: string | null): boolean {
  const found = holidayCountries().find((c) => c.code === country);
  if (!found) return false;
  return region === null || found.regions.some((r) => r.code === region);
}

function calendarOf(country: string, region: string | null): Holidays {
  const key = `${country}:${region ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    const Library = holidaysLibrary();
    calendar = region ? new Library(country, region) : new Library(country);
    calendars.set(key, calendar);
  }
  return calendar;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function yearOf(country: string, region: string | null, year: number, lang: string): PublicHoliday[] {
  const key = `${country}:${region ?? ''}:${year}:${lang}`;
  let found = years.get(key);
  if (!found) {
    const days = new Map<string, string>();
    for (const holiday of calendarOf(country, region).getHolidays(year, lang)) {
      if (holiday.type !== 'public') continue;
      const first = holiday.date.slice(0, 10);
      // A holiday of several days (rare) closes each of them.
      const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
      for (let d = 0; d < length; d++) {
        const date = addDays(first, d);
        const name = days.get(date);
        days.set(date, name && name !== holiday.name ? `${name}, ${holiday.name}` : holiday.name);
      }
    }
    found = [...days].map(([date, name]) => ({ date, name })).sort((a, b) => (a.date < b.date ? -1 : 1));
    years.set(key, found);
  }
  return found;
}

/** The public holidays from `from` to `to` ('YYYY-MM-DD', both inclusive), in order. */
export function publicHolidays(
  country: string,
  region: string | null,
  from: string,
  to: string,
  lang = 'en',
): PublicHoliday[] {
  if (!isKnownPlace(country, region)) return [];
  const out: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of yearOf(country, region, year, lang)) {
      if (holiday.date >= from && holiday.date <= to) out.push(holiday);
    }
  }
  return out;
}
