import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { isKnownPlace, publicHolidays } from '../../lib/public-holidays.ts';
import { dayToDate, localDayOf } from '#shared/availability/zone-time.ts';
import { type HolidaySettings, type HolidaySettingsInput, awayMessages } from '#shared/schemas/out-of-office.ts';
import { zoneOf } from '../schedules/surface.ts';
import { keptOpenOf } from './contract.ts';

/** The coming year the Availability page lists: today and the next 365 days, in the host's zone. */
const LISTED_DAYS = 365;

/**
 * The public holidays a host blocks (Settings → Availability, issue 43): a country and region of
 * date-holidays, and the holidays kept open. Each blocked holiday closes the host's whole local day
 * (the `away` busy source); the settings' trigger moves the public version, so open times follow.
 */
export function createHolidaysService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  async function answer(
    userId: string,
    settings: { holidayCountry: string | null; holidayRegion: string | null; holidaysKeptOpen: string } | null,
  ): Promise<HolidaySettings> {
    const keptOpen = settings ? keptOpenOf(settings) : [];
    const country = settings?.holidayCountry ?? null;
    const region = settings?.holidayRegion ?? null;
    if (!country) return { country: null, region: null, keptOpen, upcoming: [] };
    const [zone, user] = await Promise.all([
      zoneOf(db, userId),
      db.user.findUnique({ where: { id: userId }, select: { locale: true } }),
    ]);
    const today = localDayOf(zone, now());
    const lang = (user?.locale ?? 'en').slice(0, 2).toLowerCase();
    const open = new Set(keptOpen);
    const upcoming = publicHolidays(country, region, dayToDate(today), dayToDate(today + LISTED_DAYS), lang).map(
      (h) => ({ ...h, open: open.has(h.date) }),
    );
    return { country, region, keptOpen, upcoming };
  }

  const SELECT = { holidayCountry: true, holidayRegion: true, holidaysKeptOpen: true } as const;

  return {
    async get(userId: string): Promise<HolidaySettings> {
      return answer(userId, await db.awaySettings.findUnique({ where: { userId }, select: SELECT }));
    },

    async save(userId: string, input: HolidaySettingsInput): Promise<HolidaySettings> {
      if (input.country !== null && !isKnownPlace(input.country, null)) {
        throw httpErrors.badRequest(awayMessages.unknownCountry);
      }
      if (input.region !== null && (input.country === null || !isKnownPlace(input.country, input.region))) {
        throw httpErrors.badRequest(awayMessages.unknownRegion);
      }
      const values = {
        holidayCountry: input.country,
        holidayRegion: input.country === null ? null : input.region,
        holidaysKeptOpen: JSON.stringify([...new Set(input.keptOpen)].sort()),
      };
      const saved = await writeAsUser(db, userId, (tx) =>
        tx.awaySettings.upsert({ where: { userId }, create: { userId, ...values }, update: values, select: SELECT }),
      );
      return answer(userId, saved);
    },
  };
}
