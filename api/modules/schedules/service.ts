import type { Db } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  DEFAULT_SCHEDULE_NAME,
  FALLBACK_TIME_ZONE,
  type Schedule,
  type ScheduleInput,
  availabilityMessages,
  isValidTimeZone,
} from '#shared/schemas/availability.ts';
import { DEFAULT_WEEKLY, rulesToSchedule, scheduleToRules } from './contract.ts';

const withRules = { rules: { select: { weekday: true, date: true, startMinute: true, endMinute: true } } } as const;

type ScheduleRow = {
  id: string;
  name: string;
  timeZone: string;
  isDefault: boolean;
  rules: { weekday: number | null; date: string | null; startMinute: number; endMinute: number }[];
};

function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    isDefault: row.isDefault,
    ...rulesToSchedule(row.rules),
  };
}

export interface SchedulesServiceDeps {
  db: Db;
}

export function createSchedulesService({ db }: SchedulesServiceDeps) {
  return {
    /**
     * The caller's schedules, oldest first. On the first read the default one is created: Monday to
     * Friday 09:00–17:00 in `tz` (the browser's zone) when this server knows it, else in UTC.
     */
    async list(userId: string, tz: string | undefined): Promise<Schedule[]> {
      const findAll = (client: Pick<Db, 'schedule'>) =>
        client.schedule.findMany({
          where: { userId },
          include: withRules,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
      const rows = await findAll(db);
      if (rows.length > 0) return rows.map(toSchedule);
      const timeZone = tz && isValidTimeZone(tz) ? tz : FALLBACK_TIME_ZONE;
      // The user's row is locked first, so two first reads at once make one default schedule, not two.
      const created = await writeAsUser(db, userId, async (tx) => {
        const again = await findAll(tx);
        if (again.length > 0) return again;
        await tx.schedule.create({
          data: {
            userId,
            name: DEFAULT_SCHEDULE_NAME,
            timeZone,
            isDefault: true,
            rules: { createMany: { data: scheduleToRules({ weekly: DEFAULT_WEEKLY, overrides: [] }) } },
          },
        });
        return findAll(tx);
      });
      return created.map(toSchedule);
    },

    /** Replaces a schedule's name, zone, weekly hours and overrides; another user's is a 404. */
    async replace(userId: string, id: string, input: ScheduleInput): Promise<Schedule> {
      const row = await writeAsUser(db, userId, async (tx) => {
        const { count } = await tx.schedule.updateMany({
          where: { id, userId },
          data: { name: input.name, timeZone: input.timeZone },
        });
        if (count === 0) throw httpErrors.notFound(availabilityMessages.scheduleNotFound);
        await tx.availabilityRule.deleteMany({ where: { scheduleId: id } });
        await tx.availabilityRule.createMany({ data: scheduleToRules(input).map((r) => ({ ...r, scheduleId: id })) });
        return tx.schedule.findUniqueOrThrow({ where: { id }, include: withRules });
      });
      return toSchedule(row);
    },
  };
}
