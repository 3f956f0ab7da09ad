import type { Db } from '../../db/client.ts';
import { FALLBACK_TIME_ZONE } from '#shared/schemas/availability.ts';

/** The schedules the app's routes read and write, which the public API (`api/modules/v1/`) reads too (ADR 047). */
export { createSchedulesService } from './service.ts';

/**
 * A user's zone, where the signed-in app writes their times and insights count their days: their
 * default schedule's (the oldest default), else UTC (ADR 040).
 */
export async function zoneOf(db: Pick<Db, 'schedule'>, userId: string): Promise<string> {
  const schedule = await db.schedule.findFirst({
    where: { userId, isDefault: true },
    orderBy: { createdAt: 'asc' },
    select: { timeZone: true },
  });
  return schedule?.timeZone ?? FALLBACK_TIME_ZONE;
}
